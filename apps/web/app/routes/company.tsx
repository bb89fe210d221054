import { formatSwissDate } from '@beast/domain/i18n/date-format';
import { isReservedCompanySlug } from '@beast/domain/partners/company-slug';
import { useCallback, useState } from 'react';
import { data, redirect, useParams } from 'react-router';
import { companiesApi } from '../features/companies/companies-api';
import type { MemberPrices } from '../features/companies/member-form';
import { MembershipPanel } from '../features/companies/membership-panel';
import { isNotFound } from '../lib/api/api-error';
import { metaDescription, pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { localizedPath } from '../lib/i18n/language';
import { pageCacheHeaders, withLoaderCacheControl } from '../lib/seo/cache-headers';
import { seoMeta } from '../lib/seo/seo';
import { Container } from '../ui/container';
import { RenderedHtml } from '../ui/rendered-html';
import type { Route } from './+types/company';
import '../styles/companies.css';

/**
 * spec §2 /{locale}/{companyName}: a partner company's page, its introduction, what its staff get, its current
 * flash offers as a teaser (no price: the page is the same for everyone and may be cached), and the membership by
 * a work address, done in the browser with the session. Any other word goes home, as before this page existed.
 */
export async function loader(args: Route.LoaderArgs) {
  const { locale, api, url, t, seoFor, shop } = pageContext(args);
  const slug = args.params.companyName;
  const home = () => redirect(localizedPath(locale, '/'), { headers: pageCacheHeaders(args.request.url) });
  if (isReservedCompanySlug(slug)) throw home();
  const company = await companiesApi(api)
    .company(slug)
    .catch((error: unknown) => {
      if (isNotFound(error)) throw home();
      throw error;
    });
  const page = {
    ...routeTexts(args.request, ['companies', 'errors', 'validation']),
    company,
    offers: company.offers.map((offer) => ({ ...offer, until: formatSwissDate(offer.validUntil, locale) })),
    seo: seoFor({
      path: `/${company.slug}`,
      title: t('seo.companyTitle', { company: company.name }),
      description: metaDescription(t('seo.companyDescription', { company: company.name, brand: shop.brandName })),
      // The company chooses whether its page is found by search engines.
      noindex: !company.inSitemap,
    }),
    pagePath: url.pathname,
  };
  return data(page);
}

export const headers: Route.HeadersFunction = withLoaderCacheControl;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData.seo) : []);

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useParams();
  const { company, offers, pagePath } = loaderData;
  const [prices, setPrices] = useState<MemberPrices>({});
  const keepPrices = useCallback((next: MemberPrices) => setPrices(next), []);
  return (
    <>
      <header className="page-head company-head">
        <Container className="company-head__inner">
          {company.logoUrl ? (
            <img className="company-head__logo" src={company.logoUrl} alt="" width={240} height={80} />
          ) : null}
          <div>
            <p className="eyebrow">{t('companies.eyebrow')}</p>
            <h1 className="page-head__title">{company.name}</h1>
          </div>
        </Container>
      </header>
      <Container className="company-page">
        <div className="company-page__main">
          <RenderedHtml html={company.introductionHtml} className="prose company-page__intro" />
          <section aria-labelledby="company-advantages">
            <h2 id="company-advantages">{t('companies.advantages')}</h2>
            <RenderedHtml html={company.advantagesHtml} className="prose" />
          </section>
          <section aria-labelledby="company-offers">
            <h2 id="company-offers">{t('companies.offers.title')}</h2>
            {offers.length === 0 ? (
              <p>{t('companies.offers.none')}</p>
            ) : (
              <ul className="company-offers">
                {offers.map((offer) => {
                  const price = prices[offer.id];
                  return (
                    <li key={offer.id} className="company-offer">
                      <p className="company-offer__badge">
                        {t('companies.offers.forMembers', { company: company.name })}
                      </p>
                      <h3 className="company-offer__title">{offer.title}</h3>
                      <p>{offer.description}</p>
                      {price ? (
                        <p className="company-offer__price">
                          {t('companies.offers.memberPrice', { price: price.price, original: price.original })}
                        </p>
                      ) : (
                        <p className="company-offer__hint">{t('companies.offers.priceForMembers')}</p>
                      )}
                      <p className="company-offer__until">{t('companies.offers.until', { date: offer.until })}</p>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
        <aside className="company-page__aside" aria-labelledby="company-membership">
          <h2 id="company-membership">{t('companies.membership.title')}</h2>
          <p>
            {t('companies.membership.domains', {
              domains: company.emailDomains.map((domain) => `@${domain}`).join(', '),
              months: String(company.membershipMonths),
            })}
          </p>
          <MembershipPanel
            slug={company.slug}
            companyName={company.name}
            lang={lang}
            pagePath={pagePath}
            onPrices={keepPrices}
          />
        </aside>
      </Container>
    </>
  );
}
