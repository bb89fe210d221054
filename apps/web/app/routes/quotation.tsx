import { isVehicleType } from '@beast/domain/catalog/vehicle-types';
import { QUOTATION_LINE_MAX_QUANTITY } from '@beast/domain/constants/business';
import { formatMoney } from '@beast/domain/money/money';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigation } from 'react-router';
import { catalogApi } from '../features/catalog/catalog-api';
import { FormGuardFields } from '../features/forms/form-guard';
import { formTokenOf, postedFields, publicFormFailure } from '../features/forms/public-form.server';
import { QuotationCreated } from '../features/quotations/quotation-created';
import {
  fieldOfApiPath,
  initialQuotationValues,
  quantitiesOfQuery,
  requestOfValues,
} from '../features/quotations/quotation-form';
import {
  GuestQuotationForm,
  type OfferedProduct,
  type QuotationFormProps,
} from '../features/quotations/quotation-form-view';
import { type QuotationSummary, quotationSummary } from '../features/quotations/quotation-summary';
import { quotationsApi } from '../features/quotations/quotations-api';
import { ApiError } from '../lib/api/api-error';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { useLocale } from '../lib/i18n/use-locale';
import { pageSeo, seoMeta } from '../lib/seo/seo';
import { useIsAuthenticated } from '../lib/session/use-session';
import { Container } from '../ui/container';
import type { Route } from './+types/quotation';
import '../styles/requests.css';
import '../styles/quotation.css';

/** A signed-in customer's form, sent from the browser with the session: loaded only for them. */
const CustomerQuotationForm = lazy(() => import('../features/quotations/customer-quotation-form'));

/** A form page with a token of its own: never kept by a shared cache. */
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * spec §2 `/quotation`: a company or a person chooses bikes, accessories and services with quantities (or starts
 * from the cart: `?lines=<id>:<qty>,…`) and gets a priced quotation by email as a PDF. spec §4: loading, then
 * created with its data, or the error. The form posts to this page's action, so it works without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const { locale, api, shop, origin, url, t } = pageContext(args);
  const [catalogue, formToken] = await Promise.all([catalogApi(api).products(), formTokenOf(api)]);
  const products: OfferedProduct[] = catalogue
    .filter((product) => !product.isRefurbished)
    .map((product) => ({
      id: product.id,
      name: product.name,
      priceText: formatMoney(product.price, locale),
      group: isVehicleType(product.type) ? 'bikes' : product.type === 'service' ? 'services' : 'accessories',
    }));
  const fromCart = quantitiesOfQuery(url.searchParams.get('lines'));
  const offered = new Set(products.map((product) => product.id));
  const quantities = new Map([...fromCart].filter(([id]) => offered.has(id)));
  return {
    ...routeTexts(args.request, ['quotation', 'validation', 'errors']),
    products,
    maxQuantity: QUOTATION_LINE_MAX_QUANTITY,
    initialValues: initialQuotationValues(
      products.map((product) => product.id),
      quantities,
    ),
    formToken,
    seo: pageSeo({
      origin,
      locale,
      path: '/quotation',
      title: t('seo.pageTitle', { title: t('seo.quotationTitle'), brand: shop.brandName }),
      description: t('seo.quotationDescription', { brand: shop.brandName }),
      siteName: shop.brandName,
    }),
  };
}

/** A guest's form, sent from the server to POST /orders/quotation/incognito. */
export async function action(args: Route.ActionArgs) {
  const { api, t, locale } = pageContext(args);
  const fields = await postedFields(args.request);
  try {
    const quotation = await quotationsApi(api).requestAsGuest({
      ...requestOfValues(fields),
      website: fields.website,
      formToken: fields.formToken,
    });
    return { quotation: quotationSummary(quotation, locale) };
  } catch (error) {
    return publicFormFailure(withFormFields(error, fields), fields, t);
  }
}

/** The API names a line's problem by its place among the lines asked for: the form shows it on that quantity. */
function withFormFields(error: unknown, values: Record<string, string>): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => [fieldOfApiPath(path, values), message]),
  );
  return new ApiError(error.status, error.code, error.message, fields, error.fromServer, error.retryAfterSeconds);
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_CACHE_CONTROL });

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData.seo) : []);

export default function QuotationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const navigation = useNavigation();
  const [created, setCreated] = useState<QuotationSummary | null>(null);
  const quotation = created ?? (actionData && 'quotation' in actionData ? actionData.quotation : null);
  return (
    <>
      <header className="page-head">
        <Container>
          <p className="eyebrow">{t('quotation.eyebrow')}</p>
          <h1 className="page-head__title">{t('quotation.title')}</h1>
          <p className="page-head__lead">{t('quotation.lead')}</p>
          <p>
            <Link to={href('/b2b-offer')}>{t('quotation.b2bLink')}</Link>
          </p>
        </Container>
      </header>
      <Container className="quotation">
        {quotation ? (
          <>
            <QuotationCreated quotation={quotation} />
            <p className="quotation__again">
              <a href={href('/quotation')}>{t('quotation.created.another')}</a>
            </p>
          </>
        ) : (
          <QuotationRequest
            products={loaderData.products}
            maxQuantity={loaderData.maxQuantity}
            initialValues={loaderData.initialValues}
            answer={actionData && !('quotation' in actionData) ? actionData : undefined}
            submitting={navigation.state === 'submitting'}
            onCreated={setCreated}
            guard={<FormGuardFields formToken={loaderData.formToken} />}
          />
        )}
      </Container>
    </>
  );
}

/** A guest's form, or a signed-in customer's (filled with their details, sent with their session). */
function QuotationRequest(props: QuotationFormProps) {
  const signedIn = useIsAuthenticated();
  if (!signedIn) return <GuestQuotationForm {...props} />;
  return (
    <Suspense fallback={<GuestQuotationForm {...props} />}>
      <CustomerQuotationForm {...props} />
    </Suspense>
  );
}
