import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { redirect } from 'react-router';
import { backOfficeApi, formFields } from '../../features/back-office/back-office-api.server';
import type { Route } from './+types/sign-out';

/** Nothing to show: the header's sign-out buttons post here. */
export function loader() {
  return redirect(BACK_OFFICE_PATHS.home);
}

/**
 * Signs out this session, or every session of the member ("everywhere"), and shows the sign-in page saying so.
 * A session that had already ended is as good as signed out.
 */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { scope, csrf } = await formFields(args.request);
  const everywhere = scope === 'everywhere';
  await api
    .change('POST', everywhere ? '/api/admin/auth/sign-out-everywhere' : '/api/admin/auth/sign-out', {
      csrfToken: csrf,
    })
    .catch(() => undefined);
  const query = new URLSearchParams({ signedOut: everywhere ? 'everywhere' : 'this' });
  return redirect(`${BACK_OFFICE_PATHS.signIn}?${query}`, { headers: api.cookieHeaders() });
}
