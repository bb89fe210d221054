import { NewsletterConfirmedSchema } from '@beast/domain/newsletter/newsletter-api.schema';
import { data, Link } from 'react-router';
import { ApiError } from '../lib/api/api-error';
import { pageContext } from '../lib/api/page-context.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { useLocale } from '../lib/i18n/use-locale';
import { PRIVATE_PAGE_CACHE_CONTROL, privatePageMeta } from '../lib/seo/private-page';
import { Container } from '../ui/container';
import type { Route } from './+types/newsletter-confirmation';

/**
 * The newsletter's confirmation (spec §2, §4: double opt-in): the emailed link opens this page, which
 * confirms the subscription and says so; a link that is not valid any more says what to do.
 */
export async function loader(args: Route.LoaderArgs) {
  const { api, url } = pageContext(args);
  const token = url.searchParams.get('token') ?? '';
  let outcome: 'confirmed' | 'unsubscribed' | 'invalid' = 'invalid';
  try {
    outcome = (
      await api.send('POST', '/api/news-letter-subscriptions/confirm', {
        body: { token },
        schema: NewsletterConfirmedSchema,
      })
    ).status;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
  }
  return data(
    { outcome, ...routeTexts(args.request, ['newsletter']) },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'newsletter.confirmedTitle');

export default function NewsletterConfirmation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const done = loaderData.outcome === 'confirmed';
  return (
    <Container className="request-page">
      <div className="request-page__main request-done" role="status">
        <h1 className="request-done__title">
          {t(done ? 'newsletter.confirmedTitle' : 'newsletter.notConfirmedTitle')}
        </h1>
        <p>{t(done ? 'newsletter.confirmedText' : `newsletter.${loaderData.outcome}Text`)}</p>
        <p>
          <Link to={href(done ? '/' : '/newsletter')}>{t(done ? 'newsletter.home' : 'newsletter.again')}</Link>
        </p>
      </div>
    </Container>
  );
}
