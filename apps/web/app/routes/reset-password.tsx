import { Link, useNavigate, useParams } from 'react-router';
import { AuthFrame, PageLoading } from '../features/account/auth-frame';
import { ResetPasswordSteps } from '../features/account/reset-password-steps';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { privatePageHeaders, privatePageMeta } from '../lib/seo/private-page';
import { guestOnly, samePrefixPath } from '../lib/session/browser-session';
import { useFollowOtherTabs } from '../lib/session/use-session';
import type { Route } from './+types/reset-password';

/** The page's texts, for its first paint and for client navigations alike. */
export function loader({ request }: Route.LoaderArgs) {
  return routeTexts(request, ['resetPassword', 'auth', 'errors', 'validation', 'notices']);
}

/** /{locale}/reset-password: guests only; email → code → new password on one page (spec §4). */
export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  guestOnly(params.lang);
  return serverLoader();
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation();
  return <PageLoading label={t('loading')} />;
}

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'resetPassword.title');

export default function ResetPassword() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const navigate = useNavigate();
  useFollowOtherTabs();
  return (
    <AuthFrame
      eyebrow={t('resetPassword.eyebrow')}
      title={t('resetPassword.title')}
      lead={<p>{t('resetPassword.lead')}</p>}
      aside={
        <p>
          <Link to={samePrefixPath(lang, '/login')}>{t('auth.backToLogin')}</Link>
        </p>
      }
    >
      <ResetPasswordSteps
        onDone={() => navigate(samePrefixPath(lang, '/login?status=reset-password'), { replace: true })}
      />
    </AuthFrame>
  );
}
