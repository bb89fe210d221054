/**
 * Where the back office lives (decision 15). Kept apart from the list of its pages: the public pages need only
 * this, to tell a back-office address (never counted as a page view; never kept by the page cache).
 */
export const BACK_OFFICE_ROOT = '/admin';

/** True for /admin and every path below it (not for `/administration`). */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === BACK_OFFICE_ROOT || pathname.startsWith(`${BACK_OFFICE_ROOT}/`);
}
