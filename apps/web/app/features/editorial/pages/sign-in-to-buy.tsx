import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n/i18n-context';
import { useLocale } from '../../../lib/i18n/use-locale';
import { ButtonLink } from '../../../ui/button';
import { Note } from '../../../ui/note';

/**
 * What a signed-out visitor sees in place of a product only customers buy (spec §6: the aftersale subscription is
 * bought signed in): why, and the ways to sign in or create an account that come back to this page.
 */
export function SignInToBuy() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { pathname } = useLocation();
  const back = `?${new URLSearchParams({ redirectTo: pathname })}`;
  return (
    <div className="sign-in-to-buy" data-testid="sign-in-to-buy">
      <Note title={t('infoPages.signIn.title')}>
        <p>{t('infoPages.signIn.text')}</p>
      </Note>
      <p className="sign-in-to-buy__actions">
        <ButtonLink to={`${href('/login')}${back}`}>{t('infoPages.signIn.login')}</ButtonLink>
        <ButtonLink variant="secondary" to={`${href('/register')}${back}`}>
          {t('infoPages.signIn.register')}
        </ButtonLink>
      </p>
    </div>
  );
}
