import { REVIEW_MESSAGE_MAX_LENGTH } from '@beast/domain/constants/field-limits';
import type { Locale } from '@beast/domain/i18n/locale';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@beast/domain/validation/public-form-names';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n-context';
import { useIsAuthenticated } from '../../../lib/session/use-session';
import { FieldError, FormAlert, FormStatus, SubmitButton, TextField } from '../../../ui/field';
import { useSchemaForm } from '../../../ui/use-schema-form';
import { FormGuardFields } from '../../forms';
import {
  EMPTY_REVIEW,
  REVIEW_FORM,
  type ReviewOutcome,
  type ReviewValues,
  STAR_VALUES,
  type TypedBefore,
} from './review-fields';

/** The schemas load when the form is first used (decision 14): a customer's review, or a guest's with who they are. */
const customerSchema = () => import('@beast/domain/validation/review.schema').then((module) => module.ReviewSchema);
const guestSchema = () => import('@beast/domain/validation/review.schema').then((module) => module.GuestReviewSchema);

async function freshFormToken(): Promise<string> {
  const response = await fetch('/api/forms/token', { credentials: 'same-origin', cache: 'no-store' });
  const body = (await response.json().catch(() => ({}))) as { formToken?: unknown };
  return typeof body.formToken === 'string' ? body.formToken : '';
}

/**
 * Writing a review (spec §3, §5, §6). Drawn by the server as a form that posts to the page's action (a guest's
 * review, without scripts); once the page runs, it validates as the visitor types and sends the review itself:
 * as the signed-in customer (their name comes from their account), else as a guest with a first name and an
 * email. After sending: "will be published soon" (spec §4).
 */
interface ReviewFormProps {
  productId: number;
  outcome: ReviewOutcome | undefined;
  formToken: string;
  locale: Locale;
  action: string;
  typed?: TypedBefore;
}

export function ReviewForm(props: ReviewFormProps) {
  const signedIn = useIsAuthenticated();
  // A customer's form has no name or email: a new form (and schema) when the visitor turns out to be signed in.
  return <ReviewFormFor key={signedIn ? 'customer' : 'guest'} {...props} signedIn={signedIn} />;
}

function ReviewFormFor({
  productId,
  outcome,
  formToken,
  locale,
  action,
  typed,
  signedIn,
}: ReviewFormProps & { signedIn: boolean }) {
  const { t } = useTranslation();
  const failed = outcome && !outcome.sent ? outcome : undefined;
  const [sent, setSent] = useState(outcome?.sent === true);
  const form = useSchemaForm<ReviewValues>({
    schema: signedIn ? customerSchema : guestSchema,
    initialValues: { ...EMPTY_REVIEW, ...failed?.values, ...typed?.values },
    onSubmit: async (values) => {
      const [{ browserApi }, { errorText }] = await Promise.all([
        import('../../../lib/session/browser-session'),
        import('../../../lib/api/error-text'),
      ]);
      const api = browserApi(locale);
      try {
        const trap = form.formProps.ref.current?.elements.namedItem(HONEYPOT_FIELD);
        const honeypot = trap instanceof HTMLInputElement ? trap.value : '';
        const guard = { [FORM_TOKEN_FIELD]: await freshFormToken(), [HONEYPOT_FIELD]: honeypot };
        if (signedIn) {
          await api.send('POST', `/api/products/${productId}/reviews`, {
            as: 'session',
            body: { rating: values.rating, message: values.message, ...guard },
          });
        } else {
          await api.send('POST', `/api/products/${productId}/reviews/guest`, { body: { ...values, ...guard } });
        }
        setSent(true);
      } catch (error) {
        const fields = (error as { fields?: Record<string, string> }).fields ?? {};
        if (Object.keys(fields).some((name) => name in values)) form.setServerErrors(fields);
        else form.setFormError(errorText(error, t));
      }
    },
  });

  // Taking over the page's form: the visitor stays in the field they were in.
  const focusName = typed?.focus;
  const sendNow = typed?.send === true;
  const formElement = form.formProps.ref;
  useEffect(() => {
    if (sendNow) formElement.current?.requestSubmit();
    if (!focusName) return;
    const target = formElement.current?.elements.namedItem(focusName);
    const element =
      target instanceof RadioNodeList
        ? (Array.from(target).find((radio) => (radio as HTMLInputElement).checked) ?? target[0])
        : target;
    if (element instanceof HTMLElement) element.focus();
  }, [focusName, sendNow, formElement]);

  if (sent) {
    return (
      <div className="reviews__write">
        <FormStatus message={t('notices.reviewPending')} />
      </div>
    );
  }

  // The action's message of a field stays until the field is changed.
  const serverError = (name: keyof ReviewValues) =>
    form.error(name) ?? (failed && form.values[name] === failed.values[name] ? failed.errors[name] : undefined);
  const rating = form.field('rating');
  const ratingError = serverError('rating');
  const ratingErrorId = form.errorId('rating');
  return (
    <form
      className="reviews__write review-form"
      method="post"
      action={action}
      aria-labelledby="review-form-title"
      {...form.formProps}
    >
      <h3 id="review-form-title" className="review-form__title">
        {t('reviews.write')}
      </h3>
      <p className="muted review-form__intro">{t(signedIn ? 'reviews.introCustomer' : 'reviews.intro')}</p>
      <input type="hidden" name="form" value={REVIEW_FORM} />
      <input type="hidden" name="product" value={productId} />
      <FormGuardFields formToken={failed?.formToken ?? formToken} />
      <fieldset
        className="field rating-input"
        aria-describedby={ratingError ? ratingErrorId : undefined}
        aria-invalid={ratingError ? true : undefined}
      >
        <legend className="field__label">{t('reviews.rating')}</legend>
        <div className="rating-input__stars">
          {STAR_VALUES.map((value) => (
            <span key={value} className="rating-input__star">
              <input
                className="rating-input__radio"
                type="radio"
                id={`${rating.id}-${value}`}
                name="rating"
                value={value}
                checked={form.values.rating === value}
                onChange={() => form.setValue('rating', value)}
                onBlur={rating.onBlur}
              />
              <label htmlFor={`${rating.id}-${value}`} className="rating-input__label">
                <svg viewBox="0 0 20 20" width="32" height="32" aria-hidden="true" focusable="false">
                  <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
                </svg>
                <span className="visually-hidden">{t('reviews.stars', { count: Number(value) })}</span>
              </label>
            </span>
          ))}
        </div>
        <FieldError id={ratingErrorId} message={ratingError} />
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={form.field('message').id}>
          {t('reviews.message')}
          <span className="field__optional"> ({t('reviews.optional')})</span>
        </label>
        <textarea
          className="field__input review-form__message"
          rows={4}
          maxLength={REVIEW_MESSAGE_MAX_LENGTH + 50}
          {...form.field('message')}
          aria-invalid={serverError('message') ? true : undefined}
          aria-describedby={`${form.field('message').id}-count${serverError('message') ? ` ${form.errorId('message')}` : ''}`}
        />
        <p className="field__hint" id={`${form.field('message').id}-count`}>
          {t('reviews.messageLength', {
            count: form.values.message.length,
            max: REVIEW_MESSAGE_MAX_LENGTH,
          })}
        </p>
        <FieldError id={form.errorId('message')} message={serverError('message')} />
      </div>
      {signedIn ? null : (
        <div className="review-form__who">
          <TextField
            label={t('reviews.firstName')}
            hint={t('reviews.firstNameHint')}
            error={serverError('firstName')}
            errorId={form.errorId('firstName')}
            field={form.field('firstName')}
            autoComplete="given-name"
          />
          <TextField
            label={t('reviews.email')}
            hint={t('reviews.emailHint')}
            error={serverError('email')}
            errorId={form.errorId('email')}
            field={form.field('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        </div>
      )}
      <FormAlert message={form.formError ?? failed?.formError ?? null} />
      <SubmitButton busy={form.submitting} busyLabel={t('reviews.sending')}>
        {t('reviews.send')}
      </SubmitButton>
    </form>
  );
}
