import { useEffect, useState } from 'react';
import { errorText } from '../../lib/api/error-text';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { browserApi } from '../../lib/session/browser-session';
import { resetPasswordToken, storeResetPasswordToken } from '../../lib/session/session-store';
import { FormAlert, SubmitButton, TextField } from '../../ui/field';
import { useSchemaForm } from '../../ui/use-schema-form';
import { accountApi } from './account-api';
import { accountErrorText, errorFields } from './account-errors';
import { EmailCodeSteps } from './email-code-steps';

/** The domain's PasswordWithConfirmationSchema, loaded when the form is first used (decision 14). */
const passwordWithConfirmationSchema = () =>
  import('@beast/domain/validation/password.schema').then((module) => module.PasswordWithConfirmationSchema);

type Step = 'email' | 'code' | 'password';
const STEPS: readonly Step[] = ['email', 'code', 'password'];

/**
 * spec §4 Password reset: enter the email, receive a code, verify it (the API answers a reset token, kept as
 * spec §3 resetPasswordToken), then choose the new password. All steps on one page.
 */
export function ResetPasswordSteps({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [step, setStep] = useState<Step>('email');
  const index = STEPS.indexOf(step);
  return (
    <>
      <ol className="steps" aria-label={t('resetPassword.stepsLabel')}>
        {STEPS.map((name, position) => (
          <li
            key={name}
            className={
              position < index
                ? 'steps__step steps__step--done'
                : position === index
                  ? 'steps__step steps__step--current'
                  : 'steps__step'
            }
            aria-current={position === index ? 'step' : undefined}
          >
            <span className="steps__number" aria-hidden="true">
              {position + 1}
            </span>
            <span className="steps__label">{t(`resetPassword.step.${name}`)}</span>
          </li>
        ))}
      </ol>
      {step === 'password' ? (
        <NewPasswordForm onDone={onDone} />
      ) : (
        <EmailCodeSteps
          purpose="reset-password"
          sendLabel={t('resetPassword.sendCode')}
          verifyLabel={t('resetPassword.verify')}
          sendFallback="errors.NO_USER_WITH_EMAIL"
          verifyFallback="errors.INVALID_DATA"
          onStepChange={setStep}
          onVerify={async (values) => {
            const { resetPasswordToken: token } = await accountApi(browserApi(locale)).verifyResetCode(values);
            storeResetPasswordToken(token);
            setStep('password');
          }}
        />
      )}
    </>
  );
}

function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const form = useSchemaForm({
    schema: passwordWithConfirmationSchema,
    initialValues: { password: '', passwordConfirmation: '' },
    async onSubmit(values) {
      try {
        await accountApi(browserApi(locale)).resetPassword(resetPasswordToken() ?? '', values);
        storeResetPasswordToken(null);
        onDone();
      } catch (error) {
        form.setServerErrors(errorFields(error));
        form.setFormError(errorText(error, t, accountErrorText('errors.INVALID_DATA')));
      }
    },
  });
  // The visitor just verified the code: the new password is what comes next.
  const formRef = form.formProps.ref;
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus(), [formRef]);
  return (
    <form className="form" {...form.formProps}>
      <FormAlert message={form.formError} />
      <TextField
        label={t('auth.fields.newPassword')}
        hint={t('auth.passwordHint')}
        field={form.field('password')}
        type="password"
        autoComplete="new-password"
        error={form.error('password')}
        errorId={form.errorId('password')}
      />
      <TextField
        label={t('auth.fields.passwordConfirmation')}
        field={form.field('passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        error={form.error('passwordConfirmation')}
        errorId={form.errorId('passwordConfirmation')}
      />
      <SubmitButton busy={form.submitting} busyLabel={t('auth.saving')} className="form__submit">
        {t('resetPassword.submit')}
      </SubmitButton>
    </form>
  );
}
