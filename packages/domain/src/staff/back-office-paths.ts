import { BACK_OFFICE_ROOT } from './back-office-root';

/**
 * The back office's pages (decision 15): under /admin, without a language prefix. The API writes the
 * enrolment link with them; the back office's pages link to each other with them.
 */
export const BACK_OFFICE_PATHS = {
  home: BACK_OFFICE_ROOT,
  signIn: `${BACK_OFFICE_ROOT}/sign-in`,
  enrol: `${BACK_OFFICE_ROOT}/enrol`,
  signOut: `${BACK_OFFICE_ROOT}/sign-out`,
  language: `${BACK_OFFICE_ROOT}/language`,
  staff: `${BACK_OFFICE_ROOT}/staff`,
  audit: `${BACK_OFFICE_ROOT}/audit`,
  orders: `${BACK_OFFICE_ROOT}/orders`,
  centres: `${BACK_OFFICE_ROOT}/centres`,
  courierZones: `${BACK_OFFICE_ROOT}/courier-zones`,
  coupons: `${BACK_OFFICE_ROOT}/coupons`,
  catalogue: `${BACK_OFFICE_ROOT}/catalogue`,
  newProduct: `${BACK_OFFICE_ROOT}/catalogue/new`,
  subcategories: `${BACK_OFFICE_ROOT}/catalogue/subcategories`,
  customers: `${BACK_OFFICE_ROOT}/customers`,
  faq: `${BACK_OFFICE_ROOT}/faq`,
  pages: `${BACK_OFFICE_ROOT}/pages`,
  articles: `${BACK_OFFICE_ROOT}/articles`,
  newArticle: `${BACK_OFFICE_ROOT}/articles/new`,
  articleCategories: `${BACK_OFFICE_ROOT}/articles/categories`,
  press: `${BACK_OFFICE_ROOT}/press`,
  inbox: `${BACK_OFFICE_ROOT}/inbox`,
  testRides: `${BACK_OFFICE_ROOT}/test-rides`,
  reviews: `${BACK_OFFICE_ROOT}/reviews`,
  newsletter: `${BACK_OFFICE_ROOT}/newsletter`,
  newsletterIssues: `${BACK_OFFICE_ROOT}/newsletter/issues`,
  newNewsletterIssue: `${BACK_OFFICE_ROOT}/newsletter/issues/new`,
  contests: `${BACK_OFFICE_ROOT}/contests`,
  quotations: `${BACK_OFFICE_ROOT}/quotations`,
  rentals: `${BACK_OFFICE_ROOT}/rentals`,
  rentalRequests: `${BACK_OFFICE_ROOT}/rentals/requests`,
  configurator: `${BACK_OFFICE_ROOT}/configurator`,
  companies: `${BACK_OFFICE_ROOT}/companies`,
  newPressRelease: `${BACK_OFFICE_ROOT}/press/new`,
} as const;
