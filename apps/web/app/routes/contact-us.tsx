import { Link, redirect } from 'react-router';
import { FormGuardFields } from '../features/forms/form-guard';
import { formTokenOf, postedFields, publicFormFailure, typedValues } from '../features/forms/public-form.server';
import { RequestPersonFields } from '../features/forms/request-person-fields';
import { usePublicForm } from '../features/forms/use-public-form';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { useLocale } from '../lib/i18n/use-locale';
import { withLoaderCacheControl } from '../lib/seo/cache-headers';
import { seoMeta } from '../lib/seo/seo';
import { Container } from '../ui/container';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '../ui/field';
import { errorProps } from '../ui/use-schema-form';
import type { Route } from './+types/contact-us';
import '../styles/requests.css';

const EMPTY_MESSAGE = { firstName: '', lastName: '', email: '', phoneNumber: '', subject: '', message: '' };

/** spec §2 /{locale}/contact-us: the contact form (spec §3, §5), answered by the staff from their inbox. */
export async function loader(args: Route.LoaderArgs) {
  const { api, shop, url, t, seoFor } = pageContext(args);
  const sent = url.searchParams.has('sent');
  return {
    ...routeTexts(args.request, ['contact', 'requestPerson', 'validation', 'errors']),
    formToken: await formTokenOf(api),
    sent,
    seo: seoFor({
      path: '/contact-us',
      title: t('seo.contactTitle'),
      description: t('seo.contactDescription', { brand: shop.brandName }),
      noindex: sent,
    }),
  };
}

/** The form, posted with or without JavaScript: sent → the page says so; refused → drawn again as typed. */
export async function action(args: Route.ActionArgs) {
  const { api, locale, t } = pageContext(args);
  const fields = await postedFields(args.request);
  try {
    const { phoneNumber, ...message } = typedValues(fields);
    await api.send('POST', '/api/contact-us', {
      body: {
        ...message,
        phoneNumber: phoneNumber || null,
        website: fields.website ?? '',
        formToken: fields.formToken,
      },
    });
  } catch (error) {
    return publicFormFailure(error, fields, t);
  }
  return redirect(`/${locale}/contact-us?sent`);
}

export const headers: Route.HeadersFunction = withLoaderCacheControl;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData.seo) : []);

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <>
      <header className="page-head">
        <Container>
          <p className="eyebrow">{t('contact.eyebrow')}</p>
          <h1 className="page-head__title">{t('contact.title')}</h1>
          <p className="page-head__lead">{t('contact.lead')}</p>
        </Container>
      </header>
      <Container className="request-page">
        <div className="request-page__main">
          {loaderData.sent ? (
            <div className="request-done" role="status">
              <h2 className="request-done__title">{t('contact.sent.title')}</h2>
              <p>{t('contact.sent.text')}</p>
              <p>
                <Link to={href('/contact-us')}>{t('contact.sent.another')}</Link>
              </p>
            </div>
          ) : (
            <ContactForm formToken={loaderData.formToken} answer={actionData} />
          )}
        </div>
        <aside className="request-page__aside" aria-labelledby="contact-other-ways">
          <h2 id="contact-other-ways" className="request-page__aside-title">
            {t('contact.otherWays.title')}
          </h2>
          <ul className="request-page__links">
            <li>
              <Link to={href('/experience-center')}>{t('contact.otherWays.centres')}</Link>
            </li>
            <li>
              <Link to={href('/faq')}>{t('contact.otherWays.faq')}</Link>
            </li>
          </ul>
        </aside>
      </Container>
    </>
  );
}

function ContactForm({ formToken, answer }: { formToken: string; answer: Route.ComponentProps['actionData'] }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const form = usePublicForm({
    schema: () => import('@beast/domain/validation/contact.schema').then((module) => module.ContactFormSchema),
    initialValues: EMPTY_MESSAGE,
    answer,
  });
  return (
    <form method="post" className="request-form" aria-labelledby="contact-form-title" {...form.formProps}>
      <h2 id="contact-form-title" className="request-form__title">
        {t('contact.formTitle')}
      </h2>
      <FormAlert message={form.formError} />
      <RequestPersonFields form={form} phoneHint={t('contact.phoneHint')} phoneOptional />
      <TextField label={t('contact.subject')} field={form.field('subject')} {...errorProps(form, 'subject')} />
      <TextAreaField
        label={t('contact.message')}
        field={form.field('message')}
        rows={6}
        {...errorProps(form, 'message')}
      />
      <FormGuardFields formToken={formToken} />
      <p className="request-form__privacy">
        {t('contact.privacy.before')} <Link to={href('/privacy')}>{t('contact.privacy.link')}</Link>
        {t('contact.privacy.after')}
      </p>
      <SubmitButton busy={form.submitting} busyLabel={t('contact.sending')}>
        {t('contact.send')}
      </SubmitButton>
    </form>
  );
}
