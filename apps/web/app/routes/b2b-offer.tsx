import { PAGE_FIGURES } from '@beast/domain/content/page-figures';
import type { PublicPage } from '@beast/domain/content/pages-api.schema';
import { B2B_PREFERRED_SOLUTIONS, YES_NO_ANSWERS } from '@beast/domain/validation/b2b-questionnaire-answers';
import { data, Link, redirect } from 'react-router';
import { FactsBlock } from '../features/editorial/pages/facts-block';
import { pagesApi } from '../features/editorial/pages/pages-api';
import { FormGuardFields } from '../features/forms/form-guard';
import { formTokenOf, postedFields, publicFormFailure, typedValues } from '../features/forms/public-form.server';
import { type PublicFormAnswer, usePublicForm } from '../features/forms/use-public-form';
import { metaDescription, pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { useLocale } from '../lib/i18n/use-locale';
import { withLoaderCacheControl } from '../lib/seo/cache-headers';
import { pageSeo, seoMeta } from '../lib/seo/seo';
import { Container } from '../ui/container';
import { CheckboxField, FieldError, FormAlert, SubmitButton, TextAreaField, TextField } from '../ui/field';
import { RenderedHtml } from '../ui/rendered-html';
import { errorProps } from '../ui/use-schema-form';
import type { Route } from './+types/b2b-offer';
import '../styles/info-pages.css';
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

type FactsBlockData = Extract<PublicPage['blocks'][number], { type: 'facts' }>;

/**
 * spec §2 /{locale}/b2b-offer: the business page (fleets, leasing, the terms of spec §9) with the B2B questionnaire
 * and contact form of spec §3, §5. Its copy is the content page `b2b-offer` (edited on the back office's Pages
 * screen; its §9 figures are placeholders the API fills from the domain's constants, page-figures.ts); the forms'
 * texts are the interface's. Both forms post to this page's action, so they work without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const { locale, api, shop, origin, url, t } = pageContext(args);
  const sent = url.searchParams.get('sent');
  // spec §8: the page's copy failing to load (or not written in this language) leaves the forms, under a plain title.
  const [page, formToken] = await Promise.all([
    pagesApi(api)
      .page('b2b-offer')
      .catch((): PublicPage | null => null),
    formTokenOf(api),
  ]);
  const heading = page?.title ?? t('seo.b2bTitle');
  const figures = { weeks: PAGE_FIGURES.fleetDeliveryWeeks, count: PAGE_FIGURES.fleetReplacementMinSize };
  return {
    ...routeTexts(args.request, ['b2b', 'validation', 'errors']),
    // The seo texts stay on the server: the heading's fallback is worked out here.
    heading,
    page: page && {
      description: page.description,
      bodyHtml: page.bodyHtml,
      // The offer's points; the page's links are in its text (a first visit here stays within its JavaScript).
      facts: page.blocks.filter((block): block is FactsBlockData => block.type === 'facts'),
    },
    formToken,
    sent: INTENTS.find((intent) => intent === sent) ?? null,
    seo: pageSeo({
      origin,
      locale,
      path: '/b2b-offer',
      title: t('seo.pageTitle', { title: heading, brand: shop.brandName }),
      description: page
        ? metaDescription(page.description)
        : t('seo.b2bDescription', { brand: shop.brandName, ...figures }),
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
  const answer = actionData as Answer | undefined;
  const answerOf = (intent: Intent) => (answer?.intent === intent ? answer : undefined);
  const { heading, page, sent, formToken } = loaderData;
  return (
    <>
      <header className="page-head">
        <Container>
          <p className="eyebrow">{t('b2b.eyebrow')}</p>
          <h1 className="page-head__title">{heading}</h1>
          {page ? <p className="page-head__lead">{page.description}</p> : null}
        </Container>
      </header>
      <Container className="b2b">
        {page ? (
          <div className="b2b__offer">
            {page.bodyHtml ? <RenderedHtml html={page.bodyHtml} className="prose" /> : null}
            {page.facts.map((block, index) => (
              // Blocks have no id of their own: their place on the page is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <FactsBlock key={index} block={block} />
            ))}
          </div>
        ) : null}
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
