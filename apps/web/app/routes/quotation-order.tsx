import { formatSwissDate } from '@beast/domain/i18n/date-format';
import { formatMoney } from '@beast/domain/money/money';
import type { QuotationOrdering } from '@beast/domain/quotations/quotation-api.schema';
import { useState } from 'react';
import { Link } from 'react-router';
import { CHECKOUT_PATH } from '../features/cart/add-to-cart-button';
import type { CartProduct } from '../features/cart/offline-cart';
import { replaceCart } from '../features/cart/replace-cart';
import { catalogApi } from '../features/catalog/catalog-api';
import { quotationsApi } from '../features/quotations/quotations-api';
import { ApiError } from '../lib/api/api-error';
import { errorText } from '../lib/api/error-text';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { useLocale } from '../lib/i18n/use-locale';
import { pageSeo, seoMeta } from '../lib/seo/seo';
import { Container } from '../ui/container';
import { FormAlert } from '../ui/field';
import { Note } from '../ui/note';
import type { Route } from './+types/quotation-order';
import '../styles/quotation.css';

/**
 * The page a won quotation's emailed link opens (`?token=`, a signed link: no account needed): its lines at the
 * quoted prices, its total and last day, and "Order now", which puts the quotation's lines in the cart (replacing
 * what was there) and goes on to the checkout with the link's token, so the order keeps the quoted prices.
 * Private: never indexed, never kept by a shared cache.
 */
export async function loader(args: Route.LoaderArgs) {
  const { locale, api, shop, origin, url, t } = pageContext(args);
  const token = url.searchParams.get('token') ?? '';
  let quotation: QuotationOrdering | null = null;
  let problem: string | null = null;
  try {
    quotation = token ? await quotationsApi(api).ordering(token) : null;
    if (!quotation) problem = t('errors.QUOTATION_LINK_INVALID');
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    problem = errorText(error, t);
  }
  // What the cart keeps of each product (its picture, fees, offer), read from the catalogue as the shop shows it.
  const wanted = new Set(quotation?.lines.map((line) => line.productId));
  const products: CartProduct[] = quotation
    ? (await catalogApi(api).products()).filter((product) => wanted.has(product.id))
    : [];
  return {
    ...routeTexts(args.request, ['quotation', 'errors']),
    token,
    quotation,
    products,
    problem,
    seo: pageSeo({
      origin,
      locale,
      path: '/quotation/order',
      title: t('seo.pageTitle', { title: t('seo.quotationOrderTitle'), brand: shop.brandName }),
      description: t('seo.quotationDescription', { brand: shop.brandName }),
      siteName: shop.brandName,
      noindex: true,
    }),
  };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData.seo) : []);

export default function QuotationOrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { quotation, problem } = loaderData;
  return (
    <>
      <header className="page-head">
        <Container>
          {quotation ? <p className="eyebrow">{t('quotation.order.eyebrow', { number: quotation.number })}</p> : null}
          <h1 className="page-head__title">{t('quotation.order.title')}</h1>
        </Container>
      </header>
      <Container className="quotation">
        {quotation ? (
          <OrderQuotation {...loaderData} quotation={quotation} />
        ) : (
          <>
            <Note title={t('quotation.order.problem')}>
              <p>{problem}</p>
            </Note>
            <p>
              <Link to={href('/quotation')}>{t('quotation.order.ask')}</Link>
            </p>
          </>
        )}
      </Container>
    </>
  );
}

function OrderQuotation({
  quotation,
  products,
  token,
}: {
  quotation: QuotationOrdering;
  products: readonly CartProduct[];
  token: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const validUntil = formatSwissDate(quotation.validUntil, locale);
  const byId = new Map(products.map((product) => [product.id, product]));

  async function orderNow() {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await replaceCart(
        quotation.lines.flatMap((line) => {
          const product = byId.get(line.productId);
          return product ? [{ product, quantity: line.quantity, unitPrice: line.unitPrice.amount }] : [];
        }),
      );
      // A page load, as the cart's own link to the checkout: the checkout starts from the stored cart.
      window.location.assign(`${CHECKOUT_PATH}?${new URLSearchParams({ quotation: token })}`);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <section className="quotation-created" aria-labelledby="quotation-order-lines">
      <p className="page-head__lead">{t('quotation.order.lead', { date: validUntil })}</p>
      <table className="quotation-table">
        <caption id="quotation-order-lines">{t('quotation.order.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('quotation.order.product')}</th>
            <th scope="col" className="quotation-table__number">
              {t('quotation.order.quantity')}
            </th>
            <th scope="col" className="quotation-table__number">
              {t('quotation.order.unitPrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {quotation.lines.map((line) => (
            <tr key={`${line.productId}×${line.quantity}`}>
              <th scope="row">{line.title}</th>
              <td className="quotation-table__number">{line.quantity}</td>
              <td className="quotation-table__number">{formatMoney(line.unitPrice.amount, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('quotation.order.total')}
            </th>
            <td className="quotation-table__number">{formatMoney(quotation.total.amount, locale)}</td>
          </tr>
        </tfoot>
      </table>
      <p>{t('quotation.order.validUntil', { date: validUntil })}</p>
      <FormAlert message={failed ? t('quotation.order.failed') : null} />
      <p>{t('quotation.order.replaces')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void orderNow()}
        aria-busy={busy || undefined}
      >
        {t('quotation.order.orderNow')}
      </button>
    </section>
  );
}
