import { data, Outlet } from 'react-router';
import { BackOfficeError, useBrandName } from '../../features/back-office/back-office-page';
import { BackOfficeShell } from '../../features/back-office/back-office-shell';
import { routeTexts } from '../../lib/i18n/catalogue.server';
import { RouteTexts } from '../../lib/i18n/i18n-context';
import { PRIVATE_PAGE_CACHE_CONTROL, privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/frame';
import '../../styles/admin.css';

/**
 * Every back-office page (decision 15): its texts (the `admin` namespace, which no public page carries, and the
 * order statuses the Orders screens show as My orders does, the FAQ's category names its screen shares), its styles, and answers no cache keeps and no search
 * engine indexes.
 */
export function loader({ request }: Route.LoaderArgs) {
  return data(routeTexts(request, ['admin', 'inbox', 'orders', 'errors', 'validation', 'geometry', 'faq']));
}

export function headers({ parentHeaders }: Route.HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  headers.set('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL);
  headers.delete('Vary');
  headers.set('X-Robots-Tag', 'noindex, nofollow');
  return headers;
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.title');

export default function BackOfficeFrame() {
  return (
    <RouteTexts>
      <Outlet />
    </RouteTexts>
  );
}

/** An error before the signed-in layout (sign-in, enrolment): the frame without navigation. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteTexts>
      <BackOfficeShell brandName={useBrandName()}>
        <BackOfficeError error={error} />
      </BackOfficeShell>
    </RouteTexts>
  );
}
