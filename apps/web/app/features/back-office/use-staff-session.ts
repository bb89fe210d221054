import type { StaffSession } from '@beast/domain/staff/staff-api.schema';
import { useRouteLoaderData } from 'react-router';

/** The route of the signed-in back office (routes.ts), whose loader reads the member's session. */
export const SIGNED_IN_LAYOUT_ID = 'routes/admin/layout';

/**
 * The signed-in member's session, for the pages below the layout: who they are, what their role may use,
 * and the CSRF token their forms send back. Undefined outside the signed-in pages.
 */
export function useStaffSession(): StaffSession | undefined {
  return useRouteLoaderData<{ session: StaffSession }>(SIGNED_IN_LAYOUT_ID)?.session;
}
