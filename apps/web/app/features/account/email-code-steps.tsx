import type { CodePurpose } from '@beast/domain/accounts/accounts-api.schema';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../lib/api/error-text';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { browserApi } from '../../lib/session/browser-session';
import { FormAlert, FormStatus, SubmitButton, TextField } from '../../ui/field';
import { useSchemaForm } from '../../ui/use-schema-form';
import { accountApi } from './account-api';
import { accountErrorText, errorFields, type FallbackKey, retryAfter } from './account-errors';
import { VerificationCodeField } from './person-fields';
import { ResendButton } from './resend-button';
import { useResendLock } from './use-resend-lock';

/** The domain's CodeVerificationSchema, loaded when the form is first used (decision 14). */
const codeVerificationSchema = () =>
  import('@beast/domain/validation/verification-code.schema').then((module) => module.CodeVerificationSchema);

/**
 * spec §4: "a code is sent, then verified" — signing in by email code and resetting the password share
 * these two steps on one form: the email (POST /auth/code), then the code (POST /auth/code/verify).
 */
export function EmailCodeSteps({
  purpose,
  sendLabel,
  verifyLabel,
  sendFallback,
  verifyFallback,
  onVerify,
  onStepChange,
}: {
  purpose: CodePurpose;
  sendLabel: string;
  verifyLabel: string;
  sendFallback: FallbackKey;
  verifyFallback: FallbackKey;
  /** Verifies the code; throws the API's error. */
  onVerify: (values: { email: string; code: string }) => Promise<void>;
  onStepChange?: (step: 'email' | 'code') => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const lock = useResendLock();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: codeVerificationSchema,
    initialValues: { email: '', code: '' },
    async onSubmit(values) {
      try {
        await onVerify(values);
      } catch (error) {
        form.setServerErrors(errorFields(error));
        form.setFormError(errorText(error, t, accountErrorText(verifyFallback)));
      }
    },
  });

  function goTo(next: 'email' | 'code') {
    setStep(next);
    onStepChange?.(next);
  }

  async function sendCode(): Promise<boolean> {
    if (!(await form.validateFields(['email']))) return false;
    setSending(true);
    setNotice(null);
    form.setFormError(null);
    try {
      const sent = await accountApi(browserApi(locale)).sendCode({ email: form.values.email, purpose });
      lock.lock(sent.resendAfterSeconds);
      return true;
    } catch (error) {
      lock.lock(retryAfter(error));
      form.setServerErrors(errorFields(error));
      form.setFormError(errorText(error, t, accountErrorText(sendFallback)));
      return false;
    } finally {
      setSending(false);
    }
  }

  async function onSubmitEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (await sendCode()) {
      setNotice(t('auth.codeSent', { email: form.values.email }));
      goTo('code');
      requestAnimationFrame(() =>
        form.formProps.ref.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus(),
      );
    }
  }

  async function resend() {
    if (await sendCode()) setNotice(t('notices.verificationEmailResent'));
  }

  if (step === 'email') {
    return (
      <form className="form" ref={form.formProps.ref} noValidate onSubmit={(event) => void onSubmitEmail(event)}>
        <FormAlert message={form.formError} />
        <TextField
          label={t('auth.fields.email')}
          field={form.field('email')}
          type="email"
          autoComplete="email"
          error={form.error('email')}
          errorId={form.errorId('email')}
        />
        <SubmitButton busy={sending} busyLabel={t('auth.sending')} className="form__submit">
          {sendLabel}
        </SubmitButton>
      </form>
    );
  }

  return (
    <form className="form" {...form.formProps}>
      <FormAlert message={form.formError} />
      <FormStatus message={notice} />
      <p className="form__recap">
        <span className="muted">{t('auth.fields.email')}:</span> <strong>{form.values.email}</strong>{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            form.setFormError(null);
            setNotice(null);
            goTo('email');
          }}
        >
          {t('auth.changeEmail')}
        </button>
      </p>
      <VerificationCodeField form={form} />
      <div className="form__actions">
        <SubmitButton busy={form.submitting} busyLabel={t('auth.checking')}>
          {verifyLabel}
        </SubmitButton>
        <ResendButton label={t('auth.resendCode')} remaining={lock.remaining} busy={sending} onResend={resend} />
      </div>
    </form>
  );
}
