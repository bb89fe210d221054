/**
 * The back office's roles and what each may do (ARCHITECTURE: Back office). The API checks a route's
 * permission on every call; the back office's navigation shows only the areas a role may use. A new screen
 * adds its permission here, once, and both follow.
 */
export const STAFF_ROLES = ['admin', 'sales', 'content', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** Staff accounts: create, change role, disable, reset the second factor. */
  'staff',
  /** The audit log of every change staff made. */
  'audit',
  'orders.read',
  'orders.write',
  'customers.read',
  'customers.write',
  /** Notes on an order or a customer. */
  'notes.write',
  /** Sending a customer's email again (order confirmation, status emails). */
  'emails.resend',
  'leads',
  'quotations',
  /** Catalogue texts and media. */
  'catalogue',
  /** Pages, blog, FAQ and offers. */
  'content',
  /** The newsletter's issues: written, tested and sent to the confirmed subscribers. */
  'newsletter',
  /** Coupon codes: create, edit, disable, and their redemptions. */
  'coupons',
  /** Experience centres, their closed days and pick-up places; courier zones and their windows. */
  'centres.read',
  'centres.write',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * The roles table (README: back office). `admin` may do everything, so it is not listed; every other role
 * lists what it may do.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Exclude<StaffRole, 'admin'>, readonly StaffPermission[]>> = {
  sales: [
    'orders.read',
    'orders.write',
    'customers.read',
    'customers.write',
    'notes.write',
    'emails.resend',
    'leads',
    'quotations',
    'coupons',
    'centres.read',
  ],
  content: ['catalogue', 'content', 'newsletter'],
  support: ['orders.read', 'customers.read', 'notes.write', 'emails.resend', 'centres.read'],
};

export function mayUse(role: StaffRole, permission: StaffPermission): boolean {
  return role === 'admin' || ROLE_PERMISSIONS[role].includes(permission);
}

/** The roles allowed to use a permission, `admin` first. */
export function rolesAllowed(permission: StaffPermission): StaffRole[] {
  return STAFF_ROLES.filter((role) => mayUse(role, permission));
}

/** Everything a role may do: what the back office's navigation is filtered by. */
export function permissionsOf(role: StaffRole): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((permission) => mayUse(role, permission));
}

export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}
