import { redirect } from 'react-router';
import { localizedPath, resolveRequestLanguage } from '../lib/i18n/language';
import { pageCacheHeaders } from '../lib/seo/cache-headers';
import type { Route } from './+types/fallback';

/** spec §2: any other path redirects (302) to the home page, in the language the visitor would get there. */
function toHome(request: Request) {
  return redirect(localizedPath(resolveRequestLanguage(request)), { headers: pageCacheHeaders(request.url) });
}

export function loader({ request }: Route.LoaderArgs) {
  return toHome(request);
}

export function action({ request }: Route.ActionArgs) {
  return toHome(request);
}
