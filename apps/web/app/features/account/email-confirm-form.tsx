import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../lib/api/error-text';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { browserApi } from '../../lib/session/browser-session';
import { FormAlert, FormStatus, SubmitButton, TextField } from '../../ui/field';
import { useSchemaForm } from '../../ui/use-schema-form';
import { accountApi } from './account-api';
import { accountErrorText, errorFields, retryAfter } from './account-errors';
import { VerificationCodeField } from './person-fields';
import { ResendButton } from './resend-button';
import { useResendLock } from './use-resend-lock';

/** The domain's CodeVerificationSchema, loaded when the form is first used (decision 14). */
const codeVerificationSchema = () =>
  import('@beast/domain/validation/verification-code.schema').then((module) => module.CodeVerificationSchema);

/**
 * spec §4: registration requires email confirmation. The email's link brings email and code in the URL,
 * and the code is then checked at once; otherwise the visitor types it. The email can be sent again,
 * at most once a minute.
 */
export function EmailConfirmForm({
  email,
  code,
  onConfirmed,
}: {
  email: string;
  code: string;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const lock = useResendLock();
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: codeVerificationSchema,
    initialValues: { email, code },
    async onSubmit(values) {
      setNotice(null);
      try {
        await accountApi(browserApi(locale)).confirmEmail(values);
        onConfirmed();
      } catch (error) {
        form.setServerErrors(errorFields(error));
        form.setFormError(errorText(error, t, accountErrorText('errors.INVALID_DATA')));
      }
    },
  });

  // The link of the email: confirm straight away, once.
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (autoSubmitted.current || !email || !code) return;
    autoSubmitted.current = true;
    form.formProps.ref.current?.requestSubmit();
  }, [email, code, form.formProps.ref]);

  async function resend() {
    if (!(await form.validateFields(['email']))) return;
    setResending(true);
    setNotice(null);
    form.setFormError(null);
    try {
      const sent = await accountApi(browserApi(locale)).resendConfirmation({ email: form.values.email });
      lock.lock(sent.resendAfterSeconds);
      setNotice(t('notices.verificationEmailResent'));
    } catch (error) {
      lock.lock(retryAfter(error));
      form.setFormError(errorText(error, t, accountErrorText('errors.INVALID_DATA')));
    } finally {
      setResending(false);
    }
  }

  return (
    <form className="form" {...form.formProps}>
      <FormAlert message={form.formError} />
      <FormStatus message={notice} />
      <TextField
        label={t('auth.fields.email')}
        field={form.field('email')}
        type="email"
        autoComplete="email"
        error={form.error('email')}
        errorId={form.errorId('email')}
      />
      <VerificationCodeField form={form} />
      <div className="form__actions">
        <SubmitButton busy={form.submitting} busyLabel={t('auth.checking')}>
          {t('emailConfirm.submit')}
        </SubmitButton>
        <ResendButton label={t('emailConfirm.resend')} remaining={lock.remaining} busy={resending} onResend={resend} />
      </div>
    </form>
  );
}
