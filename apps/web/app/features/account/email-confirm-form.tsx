import { CodeVerificationSchema } from '@beast/domain/validation/verification-code.schema';
import { useEffect, useRef, useState } from 'react';
import { FormAlert, FormStatus, SubmitButton, TextField } from '../../ui/field';
import { useSchemaForm } from '../../ui/use-schema-form';
import { useTranslation } from '../i18n/i18n-context';
import { useLocale } from '../i18n/use-locale';
import { browserApi } from '../session/browser-session';
import { errorFields, errorMessage, retryAfter } from './account-errors';
import { VerificationCodeField } from './person-fields';
import { ResendButton } from './resend-button';
import { useResendLock } from './use-resend-lock';

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
    schema: CodeVerificationSchema,
    initialValues: { email, code },
    async onSubmit(values) {
      setNotice(null);
      try {
        await browserApi(locale).confirmEmail(values);
        onConfirmed();
      } catch (error) {
        form.setServerErrors(errorFields(error));
        form.setFormError(errorMessage(error, t, 'errors.INVALID_DATA'));
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
    if (!form.validateFields(['email'])) return;
    setResending(true);
    setNotice(null);
    form.setFormError(null);
    try {
      const sent = await browserApi(locale).resendConfirmation({ email: form.values.email });
      lock.lock(sent.resendAfterSeconds);
      setNotice(t('notices.verificationEmailResent'));
    } catch (error) {
      lock.lock(retryAfter(error));
      form.setFormError(errorMessage(error, t, 'errors.INVALID_DATA'));
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
