import { StaffSessionSchema } from '@beast/domain/staff/staff-api.schema';
import { Outlet } from 'react-router';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { BackOfficeError, useBrandName } from '../../features/back-office/back-office-page';
import { BackOfficeShell } from '../../features/back-office/back-office-shell';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import type { Route } from './+types/layout';

/**
 * The signed-in back office: the member's session (who, what their role may use, the CSRF token of their
 * changes), or the sign-in page, which brings them back here.
 */
export async function loader(args: Route.LoaderArgs) {
  const session = await backOfficeApi(args).load('/api/admin/session', StaffSessionSchema);
  return { session };
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeShell brandName={useBrandName()} session={loaderData.session}>
      <Outlet />
    </BackOfficeShell>
  );
}

/** A page refused for this role (403), missing (404) or failed: said inside the back office's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BackOfficeShell brandName={useBrandName()} session={useStaffSession()}>
      <BackOfficeError error={error} />
    </BackOfficeShell>
  );
}
