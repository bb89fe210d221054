import { NewsletterSignUpAnswerSchema } from '@beast/domain/newsletter/newsletter-api.schema';
import { Link, redirect } from 'react-router';
import { FormGuardFields, usePublicForm } from '../features/forms';
import { formTokenOf, postedFields, publicFormFailure, typedValues } from '../features/forms/public-form.server';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { useLocale } from '../lib/i18n/use-locale';
import { withLoaderCacheControl } from '../lib/seo/cache-headers';
import { seoMeta } from '../lib/seo/seo';
import { Container } from '../ui/container';
import { CheckboxField, FormAlert, SubmitButton, TextField } from '../ui/field';
import { errorProps } from '../ui/use-schema-form';
import type { Route } from './+types/newsletter';
import '../styles/requests.css';

/** spec §3, §4: the newsletter's page, where the footer's sign-up posts; `?sent` once the link is emailed. */
export async function loader(args: Route.LoaderArgs) {
  const { api, shop, url, t, seoFor } = pageContext(args);
  const sent = url.searchParams.has('sent');
  return {
    ...routeTexts(args.request, ['newsletter', 'validation', 'errors', 'notices']),
    formToken: await formTokenOf(api),
    sent,
    brandName: shop.brandName,
    seo: seoFor({
      path: '/newsletter',
      title: t('newsletter.title'),
      description: t('newsletter.lead', { brand: shop.brandName }),
      noindex: sent,
    }),
  };
}

/** A sign-up from this page or the footer's, with or without JavaScript: sent → the page says so. */
export async function action(args: Route.ActionArgs) {
  const { api, locale, t } = pageContext(args);
  const fields = await postedFields(args.request);
  try {
    const { email = '', acceptTerms } = typedValues(fields);
    await api.send('POST', '/api/news-letter-subscriptions', {
      schema: NewsletterSignUpAnswerSchema,
      body: {
        email,
        // A ticked box posts "on" (or "true" from the page's own form once it runs).
        acceptTerms: acceptTerms === 'on' || acceptTerms === 'true',
        website: fields.website ?? '',
        formToken: fields.formToken,
      },
    });
  } catch (error) {
    return publicFormFailure(error, fields, t);
  }
  return redirect(`/${locale}/newsletter?sent`);
}

export const headers: Route.HeadersFunction = withLoaderCacheControl;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData.seo) : []);

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { brandName } = loaderData;
  return (
    <>
      <header className="page-head">
        <Container>
          <h1 className="page-head__title">{t('newsletter.title')}</h1>
          <p className="page-head__lead">{t('newsletter.lead', { brand: brandName })}</p>
        </Container>
      </header>
      <Container className="request-page">
        <div className="request-page__main">
          {loaderData.sent ? (
            <div className="request-done" role="status">
              <h2 className="request-done__title">{t('newsletter.sentTitle')}</h2>
              <p>{t('notices.newsletterSubscribed')}</p>
              <p>{t('newsletter.sentText')}</p>
              <p>
                <Link to={href('/')}>{t('newsletter.home')}</Link>
              </p>
            </div>
          ) : (
            <SignUpForm formToken={loaderData.formToken} answer={actionData} brandName={brandName} />
          )}
        </div>
      </Container>
    </>
  );
}

function SignUpForm({
  formToken,
  answer,
  brandName,
}: {
  formToken: string;
  answer: Route.ComponentProps['actionData'];
  brandName: string;
}) {
  const { t } = useTranslation();
  const form = usePublicForm({
    schema: () => import('@beast/domain/validation/newsletter.schema').then((module) => module.NewsletterSchema),
    initialValues: { email: '', acceptTerms: false },
    answer,
  });
  return (
    <form method="post" className="request-form" aria-labelledby="newsletter-form-title" {...form.formProps}>
      <h2 id="newsletter-form-title" className="request-form__title">
        {t('newsletter.formTitle')}
      </h2>
      <FormAlert message={form.formError} />
      <TextField
        label={t('newsletter.email')}
        field={form.field('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...errorProps(form, 'email')}
      />
      <CheckboxField
        label={t('newsletter.consent', { brand: brandName })}
        checkbox={form.checkbox('acceptTerms')}
        error={form.error('acceptTerms')}
        errorId={form.errorId('acceptTerms')}
      />
      <FormGuardFields formToken={formToken} />
      <SubmitButton busy={form.submitting} busyLabel={t('newsletter.subscribing')}>
        {t('newsletter.subscribe')}
      </SubmitButton>
    </form>
  );
}
