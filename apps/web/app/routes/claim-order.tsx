import type { Order } from '@beast/domain/orders/orders-api.schema';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AuthFrame, PageLoading } from '../features/account/auth-frame';
import { ordersApi } from '../features/orders/orders-api';
import { ApiError } from '../lib/api/api-error';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { useLocale } from '../lib/i18n/use-locale';
import { privatePageHeaders, privatePageMeta } from '../lib/seo/private-page';
import { browserApi, samePrefixPath, userOnly } from '../lib/session/browser-session';
import { ButtonLink } from '../ui/button';
import { FormAlert } from '../ui/field';
import { Note } from '../ui/note';
import type { Route } from './+types/claim-order';

/**
 * /{locale}/claim-order?order=<id>&token=<token>: the link emailed to the owner of the account whose address a
 * guest order was placed with. Signed-in only (a guest signs in and comes back here); the order joins the
 * account when its owner says so, never by itself.
 */
export function loader({ request }: Route.LoaderArgs) {
  return routeTexts(request, ['account', 'errors']);
}

export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  await userOnly(params.lang, request);
  const search = new URL(request.url).searchParams;
  const orderId = Number(search.get('order'));
  const claimToken = search.get('token') ?? '';
  const link = Number.isSafeInteger(orderId) && orderId > 0 && claimToken ? { orderId, claimToken } : null;
  return { ...(await serverLoader()), link };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation();
  return <PageLoading label={t('loading')} />;
}

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'account.claim.title');

export default function ClaimOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { lang } = useParams();
  const { link } = loaderData;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(link ? null : t('account.claim.incomplete'));
  const [claimed, setClaimed] = useState<Order | null>(null);

  async function claim() {
    if (!link || busy) return;
    setBusy(true);
    setError(null);
    try {
      setClaimed(await ordersApi(browserApi(locale)).claimOrder(link.orderId, link.claimToken));
    } catch (failure) {
      // The server's translated message says why (another account's address, an unknown link).
      setError(failure instanceof ApiError && failure.fromServer ? failure.message : t('errors.INTERNAL'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame eyebrow={t('account.title')} title={t('account.claim.title')} lead={<p>{t('account.claim.lead')}</p>}>
      {claimed ? (
        <div role="status">
          <Note title={t('account.claim.doneTitle')}>
            <p>{t('account.claim.done', { number: claimed.number })}</p>
          </Note>
          <ButtonLink to={samePrefixPath(lang, '/account#orders')}>{t('account.claim.toOrders')}</ButtonLink>
        </div>
      ) : (
        <>
          <FormAlert message={error} />
          {link ? (
            <button type="button" className="button button--primary" onClick={() => void claim()} aria-busy={busy}>
              {busy ? t('account.claim.adding') : t('account.claim.button')}
            </button>
          ) : null}
        </>
      )}
    </AuthFrame>
  );
}
