import { isLocale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { redirect } from 'react-router';
import { backOfficePath, formFields } from '../../features/back-office/back-office-api.server';
import { languageCookie } from '../../lib/i18n/language';
import type { Route } from './+types/language';

/** Nothing to show: the header's language buttons post here. */
export function loader() {
  return redirect(BACK_OFFICE_PATHS.home);
}

/**
 * The back office has no language prefix (decision 15): its language is the stored one (spec §1), which this
 * keeps in the cookie the server reads; the page came from stores it in localStorage too.
 */
export async function action({ request }: Route.ActionArgs) {
  const { language, redirectTo } = await formFields(request);
  const back = backOfficePath(redirectTo);
  if (!isLocale(language)) return redirect(back);
  return redirect(back, { headers: { 'Set-Cookie': languageCookie(language) } });
}
