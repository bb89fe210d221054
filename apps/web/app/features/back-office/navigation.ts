import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import type { StaffPermission } from '@beast/domain/staff/staff-roles';

/**
 * The back office's screens, in the navigation's order. Each names the permission it needs (the roles table,
 * packages/domain staff-roles.ts), so a member sees only what their role may use; the API refuses the rest
 * anyway. A new screen adds its line here.
 */
export interface BackOfficeScreen {
  to: string;
  /** Catalogue keys of its link and of its line on the overview. */
  label: string;
  description?: string;
  /** null: every signed-in member. */
  permission: StaffPermission | null;
}

export const BACK_OFFICE_SCREENS: readonly BackOfficeScreen[] = [
  { to: BACK_OFFICE_PATHS.home, label: 'admin.nav.home', permission: null },
  {
    to: BACK_OFFICE_PATHS.orders,
    label: 'admin.nav.orders',
    description: 'admin.home.ordersText',
    permission: 'orders.read',
  },
  {
    to: BACK_OFFICE_PATHS.inbox,
    label: 'admin.nav.inbox',
    description: 'admin.home.inboxText',
    permission: 'leads',
  },
  {
    to: BACK_OFFICE_PATHS.testRides,
    label: 'admin.nav.testRides',
    description: 'admin.home.testRidesText',
    permission: 'leads',
  },
  {
    to: BACK_OFFICE_PATHS.newsletter,
    label: 'admin.nav.newsletter',
    description: 'admin.home.newsletterText',
    permission: 'leads',
  },
  {
    to: BACK_OFFICE_PATHS.newsletterIssues,
    label: 'admin.nav.newsletterIssues',
    description: 'admin.home.newsletterIssuesText',
    permission: 'newsletter',
  },
  {
    to: BACK_OFFICE_PATHS.contests,
    label: 'admin.nav.contests',
    description: 'admin.home.contestsText',
    permission: 'leads',
  },
  {
    to: BACK_OFFICE_PATHS.customers,
    label: 'admin.nav.customers',
    description: 'admin.home.customersText',
    permission: 'customers.read',
  },
  {
    to: BACK_OFFICE_PATHS.staff,
    label: 'admin.nav.staff',
    description: 'admin.home.staffText',
    permission: 'staff',
  },
  {
    to: BACK_OFFICE_PATHS.audit,
    label: 'admin.nav.audit',
    description: 'admin.home.auditText',
    permission: 'audit',
  },
  {
    to: BACK_OFFICE_PATHS.centres,
    label: 'admin.nav.centres',
    description: 'admin.home.centresText',
    permission: 'centres.read',
  },
  {
    to: BACK_OFFICE_PATHS.courierZones,
    label: 'admin.nav.courierZones',
    description: 'admin.home.courierZonesText',
    permission: 'centres.read',
  },
  {
    to: BACK_OFFICE_PATHS.coupons,
    label: 'admin.nav.coupons',
    description: 'admin.home.couponsText',
    permission: 'coupons',
  },
  {
    to: BACK_OFFICE_PATHS.catalogue,
    label: 'admin.nav.catalogue',
    description: 'admin.home.catalogueText',
    permission: 'catalogue',
  },
  {
    to: BACK_OFFICE_PATHS.rentals,
    label: 'admin.nav.rentals',
    description: 'admin.home.rentalsText',
    permission: 'catalogue',
  },
  {
    to: BACK_OFFICE_PATHS.configurator,
    label: 'admin.nav.configurator',
    description: 'admin.home.configuratorText',
    permission: 'catalogue',
  },
  {
    to: BACK_OFFICE_PATHS.companies,
    label: 'admin.nav.companies',
    description: 'admin.home.companiesText',
    permission: 'content',
  },

  {
    to: BACK_OFFICE_PATHS.pages,
    label: 'admin.nav.pages',
    description: 'admin.home.pagesText',
    permission: 'content',
  },
  {
    to: BACK_OFFICE_PATHS.faq,
    label: 'admin.nav.faq',
    description: 'admin.home.faqText',
    permission: 'content',
  },
  {
    to: BACK_OFFICE_PATHS.articles,
    label: 'admin.nav.articles',
    description: 'admin.home.articlesText',
    permission: 'content',
  },
  {
    to: BACK_OFFICE_PATHS.press,
    label: 'admin.nav.press',
    description: 'admin.home.pressText',
    permission: 'content',
  },
  {
    to: BACK_OFFICE_PATHS.reviews,
    label: 'admin.nav.reviews',
    description: 'admin.home.reviewsText',
    permission: 'content',
  },
];

/** The screens a member with these permissions may open. */
export function screensFor(permissions: readonly StaffPermission[]): BackOfficeScreen[] {
  return BACK_OFFICE_SCREENS.filter((screen) => screen.permission === null || permissions.includes(screen.permission));
}
