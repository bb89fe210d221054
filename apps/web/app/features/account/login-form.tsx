import type { Tokens } from '@beast/domain/accounts/accounts-api.schema';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { signIn } from '../../lib/session/session-store';
import { FormAlert, SubmitButton, TextField } from '../../ui/field';
import { useSchemaForm } from '../../ui/use-schema-form';

/** The domain's LoginSchema, loaded when the form is first used (decision 14). */
const loginSchema = () => import('@beast/domain/validation/login.schema').then((module) => module.LoginSchema);

/** The API calls and their errors' texts, loaded when the form is sent. */
const accountCalls = () => import('./account-calls');

type Mode = 'password' | 'code';

/** The sign-in with a code by email is the second choice: its steps load when it is chosen. */
const EmailCodeSteps = lazy(() => import('./email-code-steps').then((module) => ({ default: module.EmailCodeSteps })));

/**
 * spec §4 Login, in both readings the spec gives: email and password, or a one-time code sent by email.
 * Success stores the tokens only if the access token is not expired.
 */
export function LoginForms({
  onSignedIn,
  confirmEmailHref,
  forgotHref,
}: {
  onSignedIn: () => void;
  confirmEmailHref: (email: string) => string;
  forgotHref: string;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('password');
  const name = useId();

  function finish(tokens: Tokens) {
    if (!signIn(tokens)) throw new Error('expired access token');
    onSignedIn();
  }

  return (
    <>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('login.modeLabel')}</legend>
        {(['password', 'code'] as const).map((option) => (
          <label key={option} className="segmented__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
              className="segmented__input"
            />
            <span className="segmented__label">{t(`login.mode.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      {mode === 'password' ? (
        <PasswordLogin onTokens={finish} confirmEmailHref={confirmEmailHref} forgotHref={forgotHref} />
      ) : (
        <Suspense fallback={null}>
          <CodeLogin onTokens={finish} />
        </Suspense>
      )}
    </>
  );
}

function PasswordLogin({
  onTokens,
  confirmEmailHref,
  forgotHref,
}: {
  onTokens: (tokens: Tokens) => void;
  confirmEmailHref: (email: string) => string;
  forgotHref: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: loginSchema,
    initialValues: { email: '', password: '' },
    async onSubmit(values) {
      setUnconfirmed(null);
      const { accountApi, accountErrorText, browserApi, errorCode, errorFields, errorText } = await accountCalls();
      try {
        onTokens(await accountApi(browserApi(locale)).login(values));
      } catch (error) {
        if (errorCode(error) === 'EMAIL_NOT_CONFIRMED') setUnconfirmed(values.email);
        form.setServerErrors(errorFields(error));
        form.setFormError(errorText(error, t, accountErrorText('errors.INVALID_CREDENTIALS')));
      }
    },
  });
  return (
    <form className="form" {...form.formProps}>
      <FormAlert message={form.formError}>
        {unconfirmed ? (
          <p className="form-alert__action">
            <Link to={confirmEmailHref(unconfirmed)}>{t('login.confirmEmail')}</Link>
          </p>
        ) : null}
      </FormAlert>
      <TextField
        label={t('auth.fields.email')}
        field={form.field('email')}
        type="email"
        autoComplete="username"
        error={form.error('email')}
        errorId={form.errorId('email')}
      />
      <TextField
        label={t('auth.fields.password')}
        field={form.field('password')}
        type="password"
        autoComplete="current-password"
        error={form.error('password')}
        errorId={form.errorId('password')}
      />
      <p className="form__aside-link">
        <Link to={forgotHref}>{t('login.forgot')}</Link>
      </p>
      <SubmitButton busy={form.submitting} busyLabel={t('auth.signingIn')} className="form__submit">
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}

function CodeLogin({ onTokens }: { onTokens: (tokens: Tokens) => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <EmailCodeSteps
      purpose="login"
      sendLabel={t('login.sendCode')}
      verifyLabel={t('login.submit')}
      sendFallback="errors.INVALID_CREDENTIALS"
      verifyFallback="errors.INVALID_CREDENTIALS"
      onVerify={async (values) => {
        const { accountApi, browserApi } = await accountCalls();
        onTokens(await accountApi(browserApi(locale)).verifyLoginCode(values));
      }}
    />
  );
}
