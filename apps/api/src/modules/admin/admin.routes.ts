import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../files/file-storage';
import type { Clock } from '../../lib/clock';
import type { OnContentChange } from '../../lib/content-change';
import type { RateLimits } from '../../plugins/rate-limit';
import { adminCustomersRoutes } from '../admin-customers/admin-customers.routes';
import type { AdminCustomersDependencies } from '../admin-customers/admin-customers.service';
import { createAdminCustomersService } from '../admin-customers/admin-customers.service';
import { adminDashboardRoutes } from '../admin-dashboard/admin-dashboard.routes';
import { adminOrdersRoutes } from '../admin-orders/admin-orders.routes';
import { createAdminOrdersService } from '../admin-orders/admin-orders.service';
import { createAdminRefundsService } from '../admin-orders/admin-refunds.service';
import { auditRoutes } from '../audit/audit.routes';
import { catalogueAdminRoutes } from '../catalog/catalogue-admin.routes';
import { catalogueUploadRoutes } from '../catalog/catalogue-uploads.routes';
import { configuratorAdminRoutes } from '../configurator/configurator-admin.routes';
import type { ContestsService } from '../contests/contests.service';
import { contestsAdminRoutes } from '../contests/contests-admin.routes';
import { couponsAdminRoutes } from '../coupons/coupons-admin.routes';
import { centresAdminRoutes } from '../delivery/centres-admin.routes';
import { articlesAdminRoutes } from '../editorial/articles/articles-admin.routes';
import { editorialPreviewRoutes } from '../editorial/editorial-preview.routes';
import { editorialUploadRoutes } from '../editorial/editorial-uploads.routes';
import { faqAdminRoutes } from '../editorial/faq/faq-admin.routes';
import { pagesAdminRoutes } from '../editorial/pages/pages-admin.routes';
import { pressAdminRoutes } from '../editorial/press/press-admin.routes';
import { inboxAdminRoutes } from '../inbox/inbox.routes';
import type { Inbox } from '../inbox/inbox.service';
import type { NewsletterService } from '../newsletter/newsletter.service';
import { newsletterAdminRoutes } from '../newsletter/newsletter-admin.routes';
import { createNewsletterIssuesService, type NewsletterIssuesService } from '../newsletter/newsletter-issues.service';
import { partnersAdminRoutes } from '../partners/partners-admin.routes';
import type { PaymentProvider } from '../payments/payment-provider';
import type { QuotationsService } from '../quotations/quotations.service';
import { quotationsAdminRoutes } from '../quotations/quotations-admin.routes';
import type { RentalsService } from '../rentals/rentals.service';
import { rentalsAdminRoutes } from '../rentals/rentals-admin.routes';
import { createReviewModeration } from '../reviews/reviews.service';
import { reviewsAdminRoutes } from '../reviews/reviews-admin.routes';
import { createSecondFactor } from '../staff/second-factor';
import { staffRoutes } from '../staff/staff.routes';
import { createStaffService } from '../staff/staff.service';
import { staffAuthRoutes } from '../staff/staff-auth.routes';
import { createStaffAuthService } from '../staff/staff-auth.service';
import { staffCookiesFor } from '../staff/staff-cookies';
import { createStaffSessions } from '../staff/staff-sessions';
import { testRidesAdminRoutes } from '../test-rides/test-rides-admin.routes';
import type { WriteUseCases } from '../write-use-cases';
import { type AdminRouteEntry, registerAdminAccess } from './admin-access';

export interface BackOfficeDependencies {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'mode' | 'publicUrl' | 'brandName'>;
  secret: string;
  limits: RateLimits;
  /**
   * The content's write use cases: the back office's only way to change the catalogue and coupons. Read when a
   * request comes, as the app builds them after its routes (their changes drop the caches the routes fill).
   */
  writes: () => WriteUseCases;
  /** The payment processor: refunds go back through it. */
  payments: PaymentProvider;
  /** Where uploaded pictures and documents are kept. */
  files: FileStorage;
  /** The deny-list of customers' access tokens: a disabled or erased account's sessions end. */
  revocations: AdminCustomersDependencies['revocations'];
  /** The account confirmation email, as the auth module writes it. */
  queueEmailConfirmation: AdminCustomersDependencies['queueEmailConfirmation'];
  /** Visitors' requests: the Inbox screen. */
  inbox: Inbox;
  /** The newsletter's subscribers and their export; its issues' emails carry the subscriber's own link to leave. */
  newsletter: () => NewsletterService;
  /** The contests: their entries and the draw. */
  contests: () => ContestsService;
  /** Quotations: their screen and the sales steps (sent, won, lost). */
  quotations: () => QuotationsService;
  /** Rental requests (confirm or decline); the rentable models and their prices go through `writes`. */
  rentals: () => RentalsService;
  /** Reports a change the public pages show (a review published): their caches are dropped on every instance. */
  onContentChange: OnContentChange;
  /** Filled with every back-office route and who may call it (`app.adminRoutes`). */
  registry: AdminRouteEntry[];
}

/**
 * The back office's API under /api/admin (ARCHITECTURE: Back office): staff sessions and the screens (Staff,
 * Audit log, Catalogue, Coupons, Orders, Centres, Customers, Pages). Each screen's routes are registered below `registerAdminAccess`,
 * declaring their permission with `access(…)`; the role-table test (admin-access.test.ts) then checks them by itself.
 */
export async function backOfficeRoutes(scope: FastifyInstance, deps: BackOfficeDependencies): Promise<void> {
  const { db, clock, config, secret } = deps;
  const cookies = staffCookiesFor(config);
  const sessions = createStaffSessions({ db, secret, clock });
  const access = registerAdminAccess(scope, { sessions, cookies, registry: deps.registry });
  const secondFactor = createSecondFactor({ secret, issuer: `${config.brandName} back office`, clock });

  staffAuthRoutes(scope, {
    access,
    cookies,
    limits: deps.limits,
    service: createStaffAuthService({ db, clock, mode: config.mode, secondFactor, sessions }),
  });
  staffRoutes(scope, { access, service: createStaffService({ db, clock, publicOrigin: config.publicUrl }) });
  auditRoutes(scope, { access, db });
  catalogueAdminRoutes(scope, { access, db, writes: deps.writes });
  await catalogueUploadRoutes(scope, { access, files: deps.files });
  couponsAdminRoutes(scope, { access, db, clock, writes: deps.writes });
  adminOrdersRoutes(scope, {
    access,
    service: createAdminOrdersService({ db, clock, config }),
    refunds: createAdminRefundsService({ db, clock, config, provider: deps.payments }),
  });
  centresAdminRoutes(scope, { access, db, clock, writes: deps.writes });
  pagesAdminRoutes(scope, { access, writes: deps.writes });
  adminCustomersRoutes(scope, {
    access,
    service: createAdminCustomersService({
      db,
      clock,
      revocations: deps.revocations,
      queueEmailConfirmation: deps.queueEmailConfirmation,
      files: deps.files,
    }),
  });
  adminDashboardRoutes(scope, { access, db, clock });
  editorialPreviewRoutes(scope, { access, limits: deps.limits });
  articlesAdminRoutes(scope, { access, db, clock, writes: deps.writes });
  await editorialUploadRoutes(scope, { access, files: deps.files });
  faqAdminRoutes(scope, { access, writes: deps.writes });
  pressAdminRoutes(scope, { access, writes: deps.writes });
  inboxAdminRoutes(scope, { access, inbox: deps.inbox });
  quotationsAdminRoutes(scope, { access, quotations: deps.quotations });
  rentalsAdminRoutes(scope, { access, rentals: deps.rentals, writes: deps.writes });
  partnersAdminRoutes(scope, { access, db, clock, writes: deps.writes });
  configuratorAdminRoutes(scope, { access, writes: deps.writes });
  testRidesAdminRoutes(scope, { access, db, clock, inbox: deps.inbox, writes: deps.writes });
  let issues: NewsletterIssuesService | undefined;
  newsletterAdminRoutes(scope, {
    access,
    newsletter: deps.newsletter,
    issues: () => {
      issues ??= createNewsletterIssuesService({
        db,
        clock,
        publicOrigin: config.publicUrl,
        newsletter: deps.newsletter(),
      });
      return issues;
    },
  });
  contestsAdminRoutes(scope, { access, contests: deps.contests, writes: deps.writes });
  reviewsAdminRoutes(scope, {
    access,
    moderation: createReviewModeration({
      db,
      clock,
      brandName: config.brandName,
      publicOrigin: config.publicUrl,
      onChange: deps.onContentChange,
    }),
  });
}
