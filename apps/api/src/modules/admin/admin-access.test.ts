import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { STAFF_ROLES, type StaffRole } from '@beast/domain/staff/staff-roles';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsletterIssues } from '../../db/schema/newsletter';
import { bearer, createCustomer, signedIn } from '../../test/accounts';
import { bikeInput, createProduct, TEST_ACTOR, uniqueSlug } from '../../test/catalog';
import { configureTestModel, TEST_CONFIGURATOR } from '../../test/configurator';
import { createContest, insertContestEntry } from '../../test/contests';
import { centreIdOf, centreInput } from '../../test/delivery';
import { articleInput, createArticle, createArticleCategory, faqInput, pressReleaseInput } from '../../test/editorial';
import { insertInboxRequest } from '../../test/inbox';
import { insertPaidTestOrder, insertTestOrder } from '../../test/orders';
import { companyInput, createTestCompany, createTestMembership } from '../../test/partners';
import { requestTestQuotation, wonTestQuotation } from '../../test/quotations';
import { requestTestRental } from '../../test/rentals';
import { insertReview } from '../../test/reviews';
import { insertCoupon } from '../../test/shop';
import { createStaffMember, signedInStaff, staffSessionFor, uniqueStaffEmail } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertTestRide } from '../../test/test-rides';
import { multipart, onePagePdf } from '../../test/uploads';
import type { AdminRouteEntry } from './admin-access';

/**
 * The role table: every back-office route the app registers (`app.adminRoutes`, filled by the one registry)
 * answers 2xx to a role allowed, 403 to every other role, 401 without a staff session (a customer's bearer
 * token is no staff session), and refuses a change without the session's CSRF token. A new screen's routes
 * are walked by themselves; each needs one row in EXAMPLES: an allowed call that succeeds.
 */

interface Example {
  url: string;
  payload?: Record<string, unknown> | Buffer;
  /** The body's own headers (a multipart upload's boundary). */
  headers?: Record<string, string>;
}

/** An upload of one file as a browser sends it. */
function upload(url: string, file: Parameters<typeof multipart>[0]): Example {
  const body = multipart(file);
  return { url, payload: body.payload, headers: body.headers };
}

/** A paid order of its own for a call that changes one. */
async function paidOrder(harness: TestApp) {
  const product = await createProduct(harness);
  const { order } = await insertTestOrder(harness, { userId: null, status: 'PAYMENT_SENT', lines: [{ product }] });
  return order;
}

/** The first courier window with a free place that the storefront offers for a ZIP code. */
async function freeCourierWindow(harness: TestApp, zipCode: string) {
  const week = await harness.app.inject({ method: 'GET', url: `/api/delivery-week?zipcode=${zipCode}` });
  for (const day of week.json().days.filter((entry: { available: boolean }) => entry.available)) {
    const slots = await harness.app.inject({
      method: 'GET',
      url: `/api/delivery-time-slots?zipcode=${zipCode}&date=${day.date}`,
    });
    const free = slots.json().slots.find((slot: { remaining: number }) => slot.remaining > 0);
    if (free) return { date: day.date as string, timeWindow: free.id as string };
  }
  throw new Error(`no free courier window for ${zipCode} this week`);
}

/** A picture of a few black pixels, uploaded as a back-office form does. */
async function pictureUpload(url: string) {
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  return upload(url, { field: 'file', name: 'a.png', type: 'image/png', bytes: picture });
}

/** A newsletter issue written in every language, as a draft. */
async function draftIssue(harness: TestApp): Promise<number> {
  const { id: staffId } = await createStaffMember(harness, { role: 'content' });
  const part = { subject: 'Spring', body: 'New routes.' };
  const [row] = await harness.database.db
    .insert(newsletterIssues)
    .values({ text: { en: part, fr: part, de: part }, createdBy: staffId, updatedBy: staffId })
    .returning();
  return row!.id;
}

/** An allowed call of each route, by `METHOD path` as registered. Rows may create what the call needs. */
const EXAMPLES: Record<string, (harness: TestApp) => Promise<Example>> = {
  'GET /api/admin/session': async () => ({ url: '/api/admin/session' }),
  'POST /api/admin/auth/sign-out': async () => ({ url: '/api/admin/auth/sign-out' }),
  'POST /api/admin/auth/sign-out-everywhere': async () => ({ url: '/api/admin/auth/sign-out-everywhere' }),
  'GET /api/admin/staff': async () => ({ url: '/api/admin/staff?limit=5' }),
  'POST /api/admin/staff': async () => ({
    url: '/api/admin/staff',
    payload: { email: uniqueStaffEmail('invited'), name: 'Invited Member', role: 'support' },
  }),
  'PUT /api/admin/staff/:id/role': async (harness) => ({
    url: `/api/admin/staff/${(await createStaffMember(harness, { role: 'support' })).id}/role`,
    payload: { role: 'sales' },
  }),
  'POST /api/admin/staff/:id/disable': async (harness) => ({
    url: `/api/admin/staff/${(await createStaffMember(harness, { role: 'content' })).id}/disable`,
  }),
  'POST /api/admin/staff/:id/enable': async (harness) => ({
    url: `/api/admin/staff/${(await createStaffMember(harness, { role: 'content' })).id}/enable`,
  }),
  'POST /api/admin/staff/:id/reset-second-factor': async (harness) => ({
    url: `/api/admin/staff/${(await createStaffMember(harness, { role: 'sales' })).id}/reset-second-factor`,
  }),
  'GET /api/admin/audit': async () => ({ url: '/api/admin/audit?limit=5' }),
  'GET /api/admin/audit/entity-types': async () => ({ url: '/api/admin/audit/entity-types' }),
  'GET /api/admin/catalogue/products': async () => ({ url: '/api/admin/catalogue/products?limit=5' }),
  'POST /api/admin/catalogue/products': async () => ({ url: '/api/admin/catalogue/products', payload: bikeInput() }),
  'GET /api/admin/catalogue/products/:id': async (harness) => ({
    url: `/api/admin/catalogue/products/${(await createProduct(harness)).id}`,
  }),
  'PUT /api/admin/catalogue/products/:id': async (harness) => {
    const { id, revision, product } = await harness.app.writes.catalog.readProductForEditing(
      (await createProduct(harness)).id,
    );
    return { url: `/api/admin/catalogue/products/${id}`, payload: { revision, product: { ...product, sortOrder: 9 } } };
  },
  'POST /api/admin/catalogue/products/:id/publication': async (harness) => {
    const { id, revision } = await harness.app.writes.catalog.readProductForEditing((await createProduct(harness)).id);
    return { url: `/api/admin/catalogue/products/${id}/publication`, payload: { revision, isPublished: false } };
  },
  'GET /api/admin/catalogue/subcategories': async () => ({ url: '/api/admin/catalogue/subcategories' }),
  'POST /api/admin/catalogue/subcategories': async () => ({
    url: '/api/admin/catalogue/subcategories',
    payload: { slug: uniqueSlug('bags'), kind: 'accessory', name: { en: 'Bags', fr: 'Sacoches', de: 'Taschen' } },
  }),
  'PUT /api/admin/catalogue/subcategories/:id': async (harness) => {
    const subcategory = { slug: uniqueSlug('locks'), kind: 'accessory' as const, sortOrder: 0 };
    const { id } = await harness.app.writes.catalog.createSubcategory(TEST_ACTOR, {
      ...subcategory,
      name: { en: 'Locks', fr: 'Antivols', de: 'Schlösser' },
    });
    const { revision } = (await harness.app.writes.catalog.readSubcategories()).find((entry) => entry.id === id)!;
    return {
      url: `/api/admin/catalogue/subcategories/${id}`,
      payload: { revision, subcategory: { ...subcategory, name: { en: 'Locks', fr: 'Cadenas', de: 'Schlösser' } } },
    };
  },
  'POST /api/admin/catalogue/uploads/images': () => pictureUpload('/api/admin/catalogue/uploads/images'),
  'POST /api/admin/editorial/uploads/images': () => pictureUpload('/api/admin/editorial/uploads/images'),
  'POST /api/admin/editorial/uploads/documents': async () =>
    upload('/api/admin/editorial/uploads/documents', {
      field: 'file',
      name: 'a.pdf',
      type: 'application/pdf',
      bytes: onePagePdf(),
    }),
  'POST /api/admin/catalogue/uploads/documents': async () =>
    upload('/api/admin/catalogue/uploads/documents', {
      field: 'file',
      name: 'a.pdf',
      type: 'application/pdf',
      bytes: onePagePdf(),
    }),
  'GET /api/admin/coupons': async () => ({ url: '/api/admin/coupons?limit=5' }),
  'POST /api/admin/coupons': async () => ({
    url: '/api/admin/coupons',
    payload: { code: `ROLE${randomUUID().slice(0, 6)}`, percentOff: 5, validFrom: '2026-01-01T00:00:00.000Z' },
  }),
  'GET /api/admin/coupons/:id': async (harness) => ({ url: `/api/admin/coupons/${(await insertCoupon(harness)).id}` }),
  'PUT /api/admin/coupons/:id': async (harness) => {
    const { id, revision, coupon } = await harness.app.writes.coupons.readCoupon((await insertCoupon(harness)).id);
    return { url: `/api/admin/coupons/${id}`, payload: { revision, coupon: { ...coupon, percentOff: 12 } } };
  },
  'POST /api/admin/coupons/:id/activation': async (harness) => {
    const { id, revision } = await harness.app.writes.coupons.readCoupon((await insertCoupon(harness)).id);
    return { url: `/api/admin/coupons/${id}/activation`, payload: { revision, isActive: false } };
  },
  'GET /api/admin/coupons/:id/redemptions': async (harness) => ({
    url: `/api/admin/coupons/${(await insertCoupon(harness)).id}/redemptions`,
  }),
  'GET /api/admin/orders': async () => ({ url: '/api/admin/orders?limit=5&status=PAYMENT_SENT' }),
  'GET /api/admin/orders/export.csv': async () => ({ url: '/api/admin/orders/export.csv?status=DELIVERED' }),
  'GET /api/admin/orders/:id': async (harness) => ({ url: `/api/admin/orders/${(await paidOrder(harness)).id}` }),
  'POST /api/admin/orders/:id/status': async (harness) => {
    const order = await paidOrder(harness);
    return { url: `/api/admin/orders/${order.id}/status`, payload: { version: order.version, status: 'CANCELED' } };
  },
  'PUT /api/admin/orders/:id/delivery': async (harness) => {
    const order = await paidOrder(harness);
    const delivery = { method: 'courier', ...(await freeCourierWindow(harness, order.zipCode)) };
    return { url: `/api/admin/orders/${order.id}/delivery`, payload: { version: order.version, delivery } };
  },
  'POST /api/admin/orders/:id/notes': async (harness) => ({
    url: `/api/admin/orders/${(await paidOrder(harness)).id}/notes`,
    payload: { text: 'Called the customer' },
  }),
  'POST /api/admin/orders/:id/refunds': async (harness) => {
    const { order } = await insertPaidTestOrder(harness, {
      userId: null,
      lines: [{ product: await createProduct(harness) }],
    });
    return {
      url: `/api/admin/orders/${order.id}/refunds`,
      payload: { amount: { amount: 1_000, currency: 'CHF' }, reason: 'Goodwill' },
      headers: { 'idempotency-key': randomUUID() },
    };
  },
  'POST /api/admin/orders/:id/resend-confirmation': async (harness) => ({
    url: `/api/admin/orders/${(await paidOrder(harness)).id}/resend-confirmation`,
  }),
  'GET /api/admin/dashboard': async () => ({ url: '/api/admin/dashboard' }),
  'GET /api/admin/centres': async () => ({ url: '/api/admin/centres?limit=5' }),
  'GET /api/admin/centres/:id': async (harness) => ({ url: `/api/admin/centres/${await newCentre(harness)}` }),
  'PUT /api/admin/centres/:id': async (harness) => {
    const { id, revision, centre } = await harness.app.writes.centres.readCentreForEditing(await newCentre(harness));
    return { url: `/api/admin/centres/${id}`, payload: { revision, centre: { ...centre, address: 'Rue du Rhône 2' } } };
  },
  'POST /api/admin/centres/:id/closed-days': async (harness) => ({
    url: `/api/admin/centres/${await newCentre(harness)}/closed-days`,
    payload: { date: '2030-12-24' },
  }),
  'DELETE /api/admin/centres/:id/closed-days/:date': async (harness) => {
    const id = await newCentre(harness);
    await harness.app.writes.centres.setClosedDays(TEST_ACTOR, id, [{ date: '2030-12-24' }]);
    return { url: `/api/admin/centres/${id}/closed-days/2030-12-24` };
  },
  'GET /api/admin/courier-zones': async () => ({ url: '/api/admin/courier-zones' }),
  'GET /api/admin/courier-zones/:id': async (harness) => ({
    url: `/api/admin/courier-zones/${(await harness.app.writes.courierZones.readZoneForEditing(1)).id}`,
  }),
  'PUT /api/admin/courier-zones/:id': async (harness) => {
    const { id, revision, zone } = await harness.app.writes.courierZones.readZoneForEditing(1);
    return { url: `/api/admin/courier-zones/${id}`, payload: { revision, zone } };
  },
  'GET /api/admin/customers': async () => ({ url: '/api/admin/customers?limit=5&search=example' }),
  'GET /api/admin/customers/:id': async (harness) => ({
    url: `/api/admin/customers/${(await createCustomer(harness)).id}`,
  }),
  'POST /api/admin/customers/:id/resend-confirmation': async (harness) => ({
    url: `/api/admin/customers/${(await createCustomer(harness, { emailConfirmedAt: null })).id}/resend-confirmation`,
  }),
  'POST /api/admin/customers/:id/disable': async (harness) => ({
    url: `/api/admin/customers/${(await createCustomer(harness)).id}/disable`,
  }),
  'POST /api/admin/customers/:id/enable': async (harness) => ({
    url: `/api/admin/customers/${(await createCustomer(harness, { disabledAt: new Date() })).id}/enable`,
  }),
  'GET /api/admin/customers/:id/export': async (harness) => ({
    url: `/api/admin/customers/${(await createCustomer(harness)).id}/export`,
  }),
  'POST /api/admin/customers/:id/erase': async (harness) => {
    const customer = await createCustomer(harness);
    return { url: `/api/admin/customers/${customer.id}/erase`, payload: { confirmation: customer.email } };
  },
  'POST /api/admin/editorial/preview': async () => ({
    url: '/api/admin/editorial/preview',
    payload: { markdown: '## A heading' },
  }),
  'GET /api/admin/faq': async () => ({ url: '/api/admin/faq' }),
  'POST /api/admin/faq': async () => ({ url: '/api/admin/faq', payload: faqInput() }),
  'GET /api/admin/faq/:id': async (harness) => ({ url: `/api/admin/faq/${await newFaqEntry(harness)}` }),
  'PUT /api/admin/faq/:id': async (harness) => {
    const { id, revision, entry } = await harness.app.writes.faq.readEntryForEditing(await newFaqEntry(harness));
    return { url: `/api/admin/faq/${id}`, payload: { revision, entry: { ...entry, status: 'draft' } } };
  },
  'POST /api/admin/faq/:id/publication': async (harness) => {
    const { id, revision } = await harness.app.writes.faq.readEntryForEditing(await newFaqEntry(harness));
    return { url: `/api/admin/faq/${id}/publication`, payload: { revision, status: 'draft' } };
  },
  'POST /api/admin/faq/:id/move': async (harness) => {
    const id = await newFaqEntry(harness);
    const { revision } = await harness.app.writes.faq.readCategoryOrder('general');
    return { url: `/api/admin/faq/${id}/move`, payload: { revision, move: 'up' } };
  },
  'PUT /api/admin/faq/order/:category': async (harness) => {
    await newFaqEntry(harness);
    const { revision, ids } = await harness.app.writes.faq.readCategoryOrder('general');
    return { url: '/api/admin/faq/order/general', payload: { revision, ids: [...ids].reverse() } };
  },
  'GET /api/admin/pages': async () => ({ url: '/api/admin/pages' }),
  'GET /api/admin/pages/:key': async () => ({ url: '/api/admin/pages/terms' }),
  'PUT /api/admin/pages/:key': async (harness) => {
    const { revision, page } = await harness.app.writes.pages.readPageForEditing('press');
    return { url: '/api/admin/pages/press', payload: { revision, page } };
  },
  'GET /api/admin/press-releases': async () => ({ url: '/api/admin/press-releases' }),
  'POST /api/admin/press-releases': async () => ({ url: '/api/admin/press-releases', payload: pressReleaseInput() }),
  'GET /api/admin/press-releases/:id': async (harness) => ({
    url: `/api/admin/press-releases/${await newPressRelease(harness)}`,
  }),
  'PUT /api/admin/press-releases/:id': async (harness) => {
    const id = await newPressRelease(harness);
    const { revision, release } = await harness.app.writes.press.readReleaseForEditing(id);
    return { url: `/api/admin/press-releases/${id}`, payload: { revision, release: { ...release, status: 'draft' } } };
  },
  'POST /api/admin/press-releases/:id/publication': async (harness) => {
    const id = await newPressRelease(harness);
    const { revision } = await harness.app.writes.press.readReleaseForEditing(id);
    return { url: `/api/admin/press-releases/${id}/publication`, payload: { revision, status: 'draft' } };
  },
  'GET /api/admin/inbox': async () => ({ url: '/api/admin/inbox?view=all&kind=contact' }),
  'GET /api/admin/inbox/:id': async (harness) => ({
    url: `/api/admin/inbox/${(await insertInboxRequest(harness)).id}`,
  }),
  'PATCH /api/admin/inbox/:id': async (harness) => ({
    url: `/api/admin/inbox/${(await insertInboxRequest(harness)).id}`,
    payload: { status: 'in-progress' },
  }),
  'POST /api/admin/inbox/:id/notes': async (harness) => ({
    url: `/api/admin/inbox/${(await insertInboxRequest(harness)).id}/notes`,
    payload: { text: 'Called back, sending a quotation.' },
  }),
  'GET /api/admin/quotations/:id': async (harness) => ({
    url: `/api/admin/quotations/${(await requestTestQuotation(harness)).id}`,
  }),
  'GET /api/admin/quotations/:id/pdf': async (harness) => ({
    url: `/api/admin/quotations/${(await requestTestQuotation(harness)).id}/pdf`,
  }),
  'POST /api/admin/quotations/:id/order-link': async (harness) => ({
    url: `/api/admin/quotations/${(await wonTestQuotation(harness)).id}/order-link`,
  }),
  'POST /api/admin/quotations/:id/status': async (harness) => ({
    url: `/api/admin/quotations/${(await requestTestQuotation(harness)).id}/status`,
    payload: { status: 'sent' },
  }),
  'GET /api/admin/rentals/requests/:id': async (harness) => ({
    url: `/api/admin/rentals/requests/${(await requestTestRental(harness)).id}`,
  }),
  'POST /api/admin/rentals/requests/:id/decision': async (harness) => ({
    url: `/api/admin/rentals/requests/${(await requestTestRental(harness)).id}/decision`,
    payload: { decision: 'confirm', message: 'Delivery on Saturday.' },
  }),
  'GET /api/admin/rentals/models': async () => ({ url: '/api/admin/rentals/models' }),
  'PUT /api/admin/rentals/models/:slug': async () => ({
    url: '/api/admin/rentals/models/adventure-beast',
    payload: { rentable: false, monthlyPrice: 19_000 },
  }),
  'GET /api/admin/configurator/models': async () => ({ url: '/api/admin/configurator/models' }),
  'PUT /api/admin/configurator/models/:slug': async (harness) => ({
    url: `/api/admin/configurator/models/${(await configureTestModel(harness)).slug}`,
    payload: TEST_CONFIGURATOR,
  }),
  'GET /api/admin/companies': async () => ({ url: '/api/admin/companies' }),
  'POST /api/admin/companies': async () => ({ url: '/api/admin/companies', payload: { ...companyInput() } }),
  'GET /api/admin/companies/:id': async (harness) => ({
    url: `/api/admin/companies/${(await createTestCompany(harness)).id}`,
  }),
  'PUT /api/admin/companies/:id': async (harness) => ({
    url: `/api/admin/companies/${(await createTestCompany(harness)).id}`,
    payload: { ...companyInput() },
  }),
  'GET /api/admin/companies/:id/members': async (harness) => ({
    url: `/api/admin/companies/${(await createTestCompany(harness)).id}/members`,
  }),
  'POST /api/admin/companies/:id/members/:membershipId/revoke': async (harness) => {
    const { company, membership } = await createTestMembership(harness);
    return { url: `/api/admin/companies/${company.id}/members/${membership.id}/revoke` };
  },
  'GET /api/admin/test-rides': async () => ({ url: '/api/admin/test-rides?days=7' }),
  'POST /api/admin/test-rides/:id/check-in': async (harness) => ({
    url: `/api/admin/test-rides/${(await insertTestRide(harness)).id}/check-in`,
  }),
  'POST /api/admin/test-rides/:id/no-show': async (harness) => ({
    url: `/api/admin/test-rides/${(await insertTestRide(harness)).id}/no-show`,
  }),
  'GET /api/admin/test-rides/centres/:id': async (harness) => ({
    url: `/api/admin/test-rides/centres/${await centreIdOf(harness.database.db, 'geneva')}`,
  }),
  'PUT /api/admin/test-rides/centres/:id': async (harness) => ({
    url: `/api/admin/test-rides/centres/${await centreIdOf(harness.database.db, 'geneva')}`,
    payload: { slotMinutes: 60, slotCapacity: 2, fleet: [{ model: 'mighty-beast', bikes: 2 }] },
  }),
  'GET /api/admin/newsletter/subscribers': async () => ({ url: '/api/admin/newsletter/subscribers?limit=5' }),
  'GET /api/admin/newsletter/subscribers.csv': async () => ({ url: '/api/admin/newsletter/subscribers.csv' }),
  'GET /api/admin/newsletter/issues': async () => ({ url: '/api/admin/newsletter/issues?limit=5' }),
  'POST /api/admin/newsletter/issues': async () => ({
    url: '/api/admin/newsletter/issues',
    payload: { text: { en: { subject: 'Spring', body: '' }, fr: {}, de: {} } },
  }),
  'GET /api/admin/newsletter/issues/:id': async (harness) => ({
    url: `/api/admin/newsletter/issues/${await draftIssue(harness)}`,
  }),
  'PUT /api/admin/newsletter/issues/:id': async (harness) => ({
    url: `/api/admin/newsletter/issues/${await draftIssue(harness)}`,
    payload: { text: { en: { subject: 'Summer', body: 'Long rides.' }, fr: {}, de: {} } },
  }),
  'GET /api/admin/newsletter/issues/:id/preview': async (harness) => ({
    url: `/api/admin/newsletter/issues/${await draftIssue(harness)}/preview`,
  }),
  'POST /api/admin/newsletter/issues/:id/test': async (harness) => ({
    url: `/api/admin/newsletter/issues/${await draftIssue(harness)}/test`,
  }),
  'POST /api/admin/newsletter/issues/:id/send': async (harness) => ({
    url: `/api/admin/newsletter/issues/${await draftIssue(harness)}/send`,
  }),
  'GET /api/admin/contests': async () => ({ url: '/api/admin/contests' }),
  'POST /api/admin/contests': async () => ({
    url: '/api/admin/contests',
    payload: {
      slug: uniqueSlug('contest'),
      kind: 'hotel-voucher',
      opensAt: '2030-01-01T10:00:00+01:00',
      closesAt: '2030-02-01T10:00:00+01:00',
      prizeText: { en: 'A night', fr: 'Une nuit', de: 'Eine Nacht' },
    },
  }),
  'GET /api/admin/contests/:slug': async (harness) => ({
    url: `/api/admin/contests/${(await createContest(harness)).slug}`,
  }),
  'PUT /api/admin/contests/:slug': async (harness) => ({
    url: `/api/admin/contests/${(await createContest(harness)).slug}`,
    payload: {
      opensAt: '2030-01-01T10:00:00+01:00',
      closesAt: '2030-02-01T10:00:00+01:00',
      drawAt: null,
      prizeValue: 100,
      prizeText: { en: 'A night', fr: 'Une nuit', de: 'Eine Nacht' },
    },
  }),
  'GET /api/admin/contests/:slug/entries': async (harness) => ({
    url: `/api/admin/contests/${(await createContest(harness)).slug}/entries`,
  }),
  'GET /api/admin/contests/:slug/entries.csv': async (harness) => ({
    url: `/api/admin/contests/${(await createContest(harness)).slug}/entries.csv`,
  }),
  'POST /api/admin/contests/:slug/draw': async (harness) => {
    const contest = await createContest(harness, {
      kind: 'hotel-voucher',
      opensAt: '2020-01-01T10:00:00+01:00',
      closesAt: '2020-02-01T10:00:00+01:00',
    });
    await insertContestEntry(harness, contest.id, { weightGrams: null, createdAt: new Date('2020-01-10T10:00:00Z') });
    return { url: `/api/admin/contests/${contest.slug}/draw`, payload: {} };
  },
  'GET /api/admin/reviews': async () => ({ url: '/api/admin/reviews?status=pending&limit=5' }),
  'POST /api/admin/reviews/:id/publish': async (harness) => ({
    url: `/api/admin/reviews/${(await insertReview(harness)).id}/publish`,
  }),
  'POST /api/admin/reviews/:id/reject': async (harness) => ({
    url: `/api/admin/reviews/${(await insertReview(harness)).id}/reject`,
    payload: { reason: 'Not about the product.' },
  }),
  'GET /api/admin/articles': async () => ({ url: '/api/admin/articles?state=draft&limit=5' }),
  'POST /api/admin/articles': async (harness) => ({
    url: '/api/admin/articles',
    payload: articleInput((await createArticleCategory(harness)).slug) as Record<string, unknown>,
  }),
  'GET /api/admin/articles/:id': async (harness) => ({
    url: `/api/admin/articles/${(await createArticle(harness, (await createArticleCategory(harness)).slug)).id}`,
  }),
  'PUT /api/admin/articles/:id': async (harness) => {
    const { id } = await createArticle(harness, (await createArticleCategory(harness)).slug);
    const { revision, article } = await harness.app.writes.articles.readArticleForEditing(id);
    return { url: `/api/admin/articles/${id}`, payload: { revision, article: { ...article, pinned: true } } };
  },
  'POST /api/admin/articles/:id/publication': async (harness) => {
    const { id } = await createArticle(harness, (await createArticleCategory(harness)).slug);
    const { revision } = await harness.app.writes.articles.readArticleForEditing(id);
    return { url: `/api/admin/articles/${id}/publication`, payload: { revision, status: 'draft' } };
  },
  'POST /api/admin/articles/:id/pin': async (harness) => {
    const { id } = await createArticle(harness, (await createArticleCategory(harness)).slug);
    const { revision } = await harness.app.writes.articles.readArticleForEditing(id);
    return { url: `/api/admin/articles/${id}/pin`, payload: { revision, pinned: true } };
  },
  'DELETE /api/admin/articles/:id': async (harness) => {
    const { id } = await createArticle(harness, (await createArticleCategory(harness)).slug);
    const { revision } = await harness.app.writes.articles.readArticleForEditing(id);
    return { url: `/api/admin/articles/${id}?revision=${revision}` };
  },
  'GET /api/admin/article-categories': async () => ({ url: '/api/admin/article-categories' }),
  'POST /api/admin/article-categories': async () => ({
    url: '/api/admin/article-categories',
    payload: { slug: uniqueSlug('category'), name: { en: 'Events', fr: 'Événements', de: 'Anlässe' } },
  }),
  'PUT /api/admin/article-categories/:id': async (harness) => {
    const { id } = await createArticleCategory(harness);
    const stored = (await harness.app.writes.articles.readCategories()).find((entry) => entry.id === id)!;
    return {
      url: `/api/admin/article-categories/${id}`,
      payload: { revision: stored.revision, category: { ...stored.category, sortOrder: 9 } },
    };
  },
};

/** A press release of the example's own. */
async function newPressRelease(harness: TestApp): Promise<number> {
  return (await harness.app.writes.press.createRelease(TEST_ACTOR, pressReleaseInput())).id;
}

/** An FAQ entry of the example's own. */
async function newFaqEntry(harness: TestApp): Promise<number> {
  return (await harness.app.writes.faq.createEntry(TEST_ACTOR, faqInput())).id;
}

/** A centre of the example's own, so examples never change the shop's centres. */
async function newCentre(harness: TestApp): Promise<number> {
  return (await harness.app.writes.centres.createCentre(TEST_ACTOR, centreInput(uniqueSlug('sion')))).id;
}

/** Routes anyone may call: signing in and enrolling. Making another route public must be a decision made here. */
const PUBLIC_ROUTES = [
  'POST /api/admin/auth/sign-in',
  'POST /api/admin/auth/second-factor',
  'GET /api/admin/enrolment',
  'POST /api/admin/enrolment/password',
  'POST /api/admin/enrolment/confirm',
];

const logLines: string[] = [];
let harness: TestApp;
beforeAll(async () => {
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  // Production: its log lines are JSON, and its cookies Secure.
  harness = await createTestApp({ config: { mode: 'production', logLevel: 'warn' }, logs });
});
afterAll(() => harness.close());

const key = (route: AdminRouteEntry) => `${route.method} ${route.url}`;
const staffRoutes = () => harness.app.adminRoutes.filter((route) => route.access !== 'public');

async function call(route: AdminRouteEntry, headers: Record<string, string>) {
  const example = await EXAMPLES[key(route)]!(harness);
  return harness.app.inject({
    method: route.method as 'GET',
    url: example.url,
    headers: { ...headers, ...example.headers },
    ...(example.payload && { payload: example.payload }),
  });
}

describe('the back office role table', () => {
  it('registers the routes of the staff sessions and of every screen', () => {
    expect(staffRoutes().length).toBeGreaterThanOrEqual(Object.keys(EXAMPLES).length);
    expect(harness.app.adminRoutes.every((route) => route.url.startsWith('/api/admin/'))).toBe(true);
  });

  it('has an allowed call for every route that needs a session', () => {
    expect(
      staffRoutes()
        .map(key)
        .filter((route) => !(route in EXAMPLES)),
    ).toEqual([]);
  });

  it('lets nobody else in without a session than the sign-in and enrolment steps', () => {
    const open = harness.app.adminRoutes.filter((route) => route.access === 'public').map(key);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it.each(STAFF_ROLES)('answers %s: 2xx where the role is allowed, 403 everywhere else', async (role: StaffRole) => {
    const outcomes: string[] = [];
    for (const route of staffRoutes()) {
      const { headers } = await signedInStaff(harness, role);
      const response = await call(route, headers.change);
      const allowed = route.roles.includes(role);
      const expected = allowed ? '2xx' : '403 FORBIDDEN';
      const got =
        response.statusCode >= 200 && response.statusCode < 300
          ? '2xx'
          : `${response.statusCode} ${response.json().error?.code}`;
      outcomes.push(`${key(route)}: ${got === expected ? 'ok' : `expected ${expected}, got ${got} ${response.body}`}`);
    }
    expect(outcomes.filter((line) => !line.endsWith(': ok'))).toEqual([]);
  });

  it('answers 401 to anonymous calls and to a customer signed in with their bearer token', async () => {
    const customer = await signedIn(harness);
    for (const route of staffRoutes()) {
      for (const headers of [{}, customer.headers, bearer('not-a-token')]) {
        const response = await call(route, headers);
        expect(response.statusCode, `${key(route)} with ${Object.keys(headers).join() || 'nothing'}`).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHORIZED');
      }
    }
  });

  it('refuses every change without the CSRF token of the session, or with another session’s', async () => {
    const changes = staffRoutes().filter((route) => route.method !== 'GET');
    expect(changes.length).toBeGreaterThan(0);
    for (const route of changes) {
      const admin = await signedInStaff(harness, 'admin');
      const other = await staffSessionFor(harness, admin.id);
      for (const headers of [
        admin.headers.read,
        { ...admin.headers.read, 'x-csrf-token': other.change['x-csrf-token']! },
      ]) {
        const response = await call(route, headers);
        expect(response.statusCode, key(route)).toBe(403);
        expect(response.json().error.code).toBe('CSRF_REFUSED');
      }
    }
  });

  it('logs a call refused for its role, with who made it', async () => {
    const sales = await signedInStaff(harness, 'sales');
    logLines.splice(0);
    const response = await harness.app.inject({ method: 'GET', url: '/api/admin/staff', headers: sales.headers.read });
    expect(response.statusCode).toBe(403);
    // Log lines are written in batches: earlier tests' refusals may arrive after the splice, and this one later.
    const refused = await vi.waitFor(() => {
      const line = logLines
        .map((text) => JSON.parse(text))
        .find((entry) => entry.msg?.includes('role not allowed') && entry.staffId === sales.id);
      if (!line) throw new Error('the refusal is not logged yet');
      return line;
    });
    expect(refused).toMatchObject({ role: 'sales', method: 'GET', route: '/api/admin/staff' });
  });
});
