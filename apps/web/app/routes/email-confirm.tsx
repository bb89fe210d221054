import { Link, useNavigate, useParams } from 'react-router';
import { AuthFrame, PageLoading } from '../features/account/auth-frame';
import { EmailConfirmForm } from '../features/account/email-confirm-form';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { privatePageHeaders, privatePageMeta } from '../lib/seo/private-page';
import { guestOnly, redirectQuery, samePrefixPath } from '../lib/session/browser-session';
import { useFollowOtherTabs } from '../lib/session/use-session';
import type { Route } from './+types/email-confirm';

/** The page's texts, for its first paint and for client navigations alike. */
export function loader({ request }: Route.LoaderArgs) {
  return routeTexts(request, ['emailConfirm', 'auth', 'errors', 'validation', 'notices']);
}

/** /{locale}/emailConfirm?email=…&code=…: guests only; the confirmation email links here (spec §4). */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  guestOnly(params.lang);
  const url = new URL(request.url);
  return {
    ...(await serverLoader()),
    email: url.searchParams.get('email') ?? '',
    code: url.searchParams.get('code') ?? '',
    // The page the visitor registered from: the sign-in after the confirmation goes back there.
    back: redirectQuery(url, '&'),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation();
  return <PageLoading label={t('loading')} />;
}

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'emailConfirm.title');

export default function EmailConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useParams();
  const navigate = useNavigate();
  useFollowOtherTabs();
  const { email, code } = loaderData;
  return (
    <AuthFrame
      eyebrow={t('emailConfirm.eyebrow')}
      title={t('emailConfirm.title')}
      lead={<p>{email ? t('emailConfirm.leadWithEmail', { email }) : t('emailConfirm.lead')}</p>}
      aside={
        <p>
          <Link to={samePrefixPath(lang, '/login')}>{t('auth.backToLogin')}</Link>
        </p>
      }
    >
      <EmailConfirmForm
        key={`${email}|${code}`}
        email={email}
        code={code}
        onConfirmed={() =>
          navigate(samePrefixPath(lang, `/login?status=confirmed${loaderData.back}`), { replace: true })
        }
      />
    </AuthFrame>
  );
}
