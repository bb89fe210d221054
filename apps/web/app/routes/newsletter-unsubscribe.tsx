import { data, Form } from 'react-router';
import { ApiError } from '../lib/api/api-error';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { PRIVATE_PAGE_CACHE_CONTROL, privatePageMeta } from '../lib/seo/private-page';
import { Container } from '../ui/container';
import type { Route } from './+types/newsletter-unsubscribe';

/**
 * Leaving the newsletter from the link every newsletter ends with: the page asks once (a mail scanner that
 * opens links does not unsubscribe anyone), the button leaves. No account is needed.
 */
export function loader(args: Route.LoaderArgs) {
  const { url } = pageContext(args);
  return data(
    { token: url.searchParams.get('token') ?? '', ...routeTexts(args.request, ['newsletter']) },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL } },
  );
}

export async function action(args: Route.ActionArgs) {
  const { api } = pageContext(args);
  const token = String((await args.request.formData()).get('token') ?? '');
  try {
    await api.send('POST', '/api/news-letter-subscriptions/unsubscribe', { body: { token } });
    return { outcome: 'unsubscribed' as const };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return { outcome: 'invalid' as const };
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'newsletter.unsubscribeTitle');

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Container className="request-page">
      <div className="request-page__main request-done">
        <h1 className="request-done__title">{t('newsletter.unsubscribeTitle')}</h1>
        {actionData ? (
          <p role="status">{t(`newsletter.${actionData.outcome}Text`)}</p>
        ) : (
          <Form method="post">
            <p>{t('newsletter.unsubscribeText')}</p>
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="button button--primary">
              {t('newsletter.unsubscribe')}
            </button>
          </Form>
        )}
      </div>
    </Container>
  );
}
