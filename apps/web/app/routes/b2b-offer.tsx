import {
  FLEET_DELIVERY_MAX_WEEKS,
  FLEET_REPLACEMENT_BIKE_MIN_SIZE,
  INSTALMENT_PLAN_MONTHS,
} from '@beast/domain/constants/business';
import { B2B_PREFERRED_SOLUTIONS, YES_NO_ANSWERS } from '@beast/domain/validation/b2b-questionnaire-answers';
import { data, Link, redirect } from 'react-router';
import { FormGuardFields } from '../features/forms/form-guard';
import { formTokenOf, postedFields, publicFormFailure, typedValues } from '../features/forms/public-form.server';
import { type PublicFormAnswer, usePublicForm } from '../features/forms/use-public-form';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { useLocale } from '../lib/i18n/use-locale';
import { withLoaderCacheControl } from '../lib/seo/cache-headers';
import { pageSeo, seoMeta } from '../lib/seo/seo';
import { Container } from '../ui/container';
import { CheckboxField, FieldError, FormAlert, SubmitButton, TextAreaField, TextField } from '../ui/field';
import { errorProps } from '../ui/use-schema-form';
import type { Route } from './+types/b2b-offer';
import '../styles/requests.css';
import '../styles/b2b-offer.css';

/** Which of the page's two forms was posted. */
const INTENTS = ['questionnaire', 'contact'] as const;
type Intent = (typeof INTENTS)[number];

const QUESTIONS = ['budgetValidated', 'leasingNeeded', 'bikeTypeDefined'] as const;
const EMPTY_ANSWERS = {
  budgetValidated: '',
  leasingNeeded: '',
  bikeTypeDefined: '',
  preferredSolution: '',
  email: '',
  marketingConsent: false,
  dataProcessingConsent: false,
};
const EMPTY_MESSAGE = { name: '', lastName: '', email: '', phoneNumber: '', subject: '', message: '' };
const CONSENTS = ['marketingConsent', 'dataProcessingConsent'] as const;

/**
 * spec §2 /{locale}/b2b-offer: the business page (fleets, leasing, the terms of spec §9) with the B2B questionnaire
 * and contact form of spec §3, §5. Both post to this page's action, so they work without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const { locale, api, shop, origin, url, t } = pageContext(args);
  const sent = url.searchParams.get('sent');
  return {
    ...routeTexts(args.request, ['b2b', 'validation', 'errors']),
    formToken: await formTokenOf(api),
    sent: INTENTS.find((intent) => intent === sent) ?? null,
    seo: pageSeo({
      origin,
      locale,
      path: '/b2b-offer',
      title: t('seo.pageTitle', { title: t('seo.b2bTitle'), brand: shop.brandName }),
      description: t('seo.b2bDescription', { brand: shop.brandName }),
      siteName: shop.brandName,
      noindex: sent !== null,
    }),
  };
}

/** A form posted with or without JavaScript: sent → the page says so; refused → drawn again as typed. */
export async function action(args: Route.ActionArgs) {
  const { api, locale, t } = pageContext(args);
  const fields = await postedFields(args.request);
  const intent: Intent = fields.intent === 'contact' ? 'contact' : 'questionnaire';
  const { intent: _intent, ...values } = typedValues(fields);
  const guard = { website: fields.website ?? '', formToken: fields.formToken };
  try {
    if (intent === 'contact') {
      await api.send('POST', '/api/b2b/contact', { body: { ...values, ...guard } });
    } else {
      const consents = Object.fromEntries(
        CONSENTS.map((name) => [name, values[name] === 'on' || values[name] === 'true']),
      );
      await api.send('POST', '/api/b2b/questionnaire', { body: { ...values, ...consents, ...guard } });
    }
  } catch (error) {
    // The refusal names its form, so that only that form shows it.
    const failure = publicFormFailure(error, fields, t);
    return data({ ...failure.data, intent }, failure.init ?? undefined);
  }
  return redirect(`/${locale}/b2b-offer?sent=${intent}#${intent}`);
}

export const headers: Route.HeadersFunction = withLoaderCacheControl;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData.seo) : []);

type Answer = PublicFormAnswer & { intent?: Intent };

export default function B2bOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const answer = actionData as Answer | undefined;
  const answerOf = (intent: Intent) => (answer?.intent === intent ? answer : undefined);
  const { sent, formToken } = loaderData;
  return (
    <>
      <header className="page-head">
        <Container>
          <p className="eyebrow">{t('b2b.eyebrow')}</p>
          <h1 className="page-head__title">{t('b2b.title')}</h1>
          <p className="page-head__lead">{t('b2b.lead')}</p>
        </Container>
      </header>
      <Container className="b2b">
        <section className="b2b__offer" aria-labelledby="b2b-offer-title">
          <h2 id="b2b-offer-title">{t('b2b.offer.title')}</h2>
          <ul className="b2b__points">
            <li>
              <strong>{t('b2b.offer.fleetTitle')}</strong> {t('b2b.offer.fleet', { weeks: FLEET_DELIVERY_MAX_WEEKS })}
            </li>
            <li>
              <strong>{t('b2b.offer.replacementTitle')}</strong>{' '}
              {t('b2b.offer.replacement', { count: FLEET_REPLACEMENT_BIKE_MIN_SIZE })}
            </li>
            <li>
              <strong>{t('b2b.offer.leasingTitle')}</strong>{' '}
              {t('b2b.offer.leasing', { months: Math.max(...INSTALMENT_PLAN_MONTHS) })}{' '}
              <Link to={href('/leasing-and-financing')}>{t('b2b.offer.leasingLink')}</Link>
            </li>
            <li>
              <strong>{t('b2b.offer.quotationTitle')}</strong> {t('b2b.offer.quotation')}{' '}
              <Link to={href('/quotation')}>{t('b2b.offer.quotationLink')}</Link>
            </li>
          </ul>
        </section>
        <div className="b2b__forms">
          <section id="questionnaire" aria-labelledby="b2b-questionnaire-title">
            {sent === 'questionnaire' ? (
              <Sent intent="questionnaire" />
            ) : (
              <Questionnaire formToken={formToken} answer={answerOf('questionnaire')} />
            )}
          </section>
          <section id="contact" aria-labelledby="b2b-contact-title">
            {sent === 'contact' ? (
              <Sent intent="contact" />
            ) : (
              <ContactForm formToken={formToken} answer={answerOf('contact')} />
            )}
          </section>
        </div>
      </Container>
    </>
  );
}

function Sent({ intent }: { intent: Intent }) {
  const { t } = useTranslation();
  return (
    <div className="request-done" role="status">
      <h2 id={`b2b-${intent}-title`} className="request-done__title">
        {t(`b2b.${intent}.sentTitle`)}
      </h2>
      <p>{t(`b2b.${intent}.sentText`)}</p>
    </div>
  );
}

function Questionnaire({ formToken, answer }: { formToken: string; answer: Answer | undefined }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const form = usePublicForm({
    schema: () =>
      import('@beast/domain/validation/b2b-questionnaire.schema').then((module) => module.B2bQuestionnaireSchema),
    initialValues: EMPTY_ANSWERS,
    answer,
  });
  const choice = (name: (typeof QUESTIONS)[number] | 'preferredSolution', options: readonly string[]) => (
    <fieldset key={name} className="b2b-question" aria-describedby={form.error(name) ? form.errorId(name) : undefined}>
      <legend className="field__label">{t(`b2b.questionnaire.${name}`)}</legend>
      {options.map((option) => (
        <label key={option} className="choice">
          <input
            type="radio"
            name={name}
            value={option}
            checked={form.values[name] === option}
            onChange={() => form.setValue(name, option)}
          />
          {t(`b2b.questionnaire.answers.${option}`)}
        </label>
      ))}
      <FieldError id={form.errorId(name)} message={form.error(name)} />
    </fieldset>
  );
  return (
    <form method="post" className="request-form" aria-labelledby="b2b-questionnaire-title" {...form.formProps}>
      <h2 id="b2b-questionnaire-title" className="request-form__title">
        {t('b2b.questionnaire.title')}
      </h2>
      <p>{t('b2b.questionnaire.lead')}</p>
      <FormAlert message={form.formError} />
      <input type="hidden" name="intent" value="questionnaire" />
      {QUESTIONS.map((name) => choice(name, YES_NO_ANSWERS))}
      {choice('preferredSolution', B2B_PREFERRED_SOLUTIONS)}
      <TextField
        label={t('b2b.questionnaire.email')}
        field={form.field('email')}
        type="email"
        autoComplete="email"
        {...errorProps(form, 'email')}
      />
      <CheckboxField
        label={t('b2b.questionnaire.marketingConsent')}
        checkbox={form.checkbox('marketingConsent')}
        {...errorProps(form, 'marketingConsent')}
      />
      <CheckboxField
        label={
          <>
            {t('b2b.questionnaire.consent.before')}{' '}
            <Link to={href('/privacy')}>{t('b2b.questionnaire.consent.link')}</Link>
            {t('b2b.questionnaire.consent.after')}
          </>
        }
        checkbox={form.checkbox('dataProcessingConsent')}
        {...errorProps(form, 'dataProcessingConsent')}
      />
      <FormGuardFields formToken={formToken} />
      <SubmitButton busy={form.submitting} busyLabel={t('b2b.sending')}>
        {t('b2b.questionnaire.send')}
      </SubmitButton>
    </form>
  );
}

function ContactForm({ formToken, answer }: { formToken: string; answer: Answer | undefined }) {
  const { t } = useTranslation();
  const form = usePublicForm({
    schema: () => import('@beast/domain/validation/contact.schema').then((module) => module.B2bContactFormSchema),
    initialValues: EMPTY_MESSAGE,
    answer,
  });
  const text = (name: keyof typeof EMPTY_MESSAGE, extra: Record<string, unknown> = {}) => (
    <TextField label={t(`b2b.contact.${name}`)} field={form.field(name)} {...errorProps(form, name)} {...extra} />
  );
  return (
    <form method="post" className="request-form" aria-labelledby="b2b-contact-title" {...form.formProps}>
      <h2 id="b2b-contact-title" className="request-form__title">
        {t('b2b.contact.title')}
      </h2>
      <FormAlert message={form.formError} />
      <input type="hidden" name="intent" value="contact" />
      <div className="request-form__pair">
        {text('name', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
      </div>
      <div className="request-form__pair">
        {text('email', { type: 'email', autoComplete: 'email' })}
        {text('phoneNumber', { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' })}
      </div>
      {text('subject')}
      <TextAreaField
        label={t('b2b.contact.message')}
        field={form.field('message')}
        rows={5}
        {...errorProps(form, 'message')}
      />
      <FormGuardFields formToken={formToken} />
      <SubmitButton busy={form.submitting} busyLabel={t('b2b.sending')}>
        {t('b2b.contact.send')}
      </SubmitButton>
    </form>
  );
}
