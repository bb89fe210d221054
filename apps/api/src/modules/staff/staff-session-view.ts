import type { SignedInStaff, StaffSession } from '@beast/domain/staff/staff-api.schema';
import { permissionsOf } from '@beast/domain/staff/staff-roles';

/** What GET /admin/session answers: the member, what their role may use, and the session's CSRF token. */
export function staffSession(staff: SignedInStaff, csrfToken: string, secondFactor: boolean): StaffSession {
  const { id, email, name, role } = staff;
  return { staff: { id, email, name, role }, permissions: permissionsOf(role), csrfToken, secondFactor };
}
