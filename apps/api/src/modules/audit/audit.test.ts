import { swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client';
import { coupons } from '../../db/schema/cart';
import { auditLog } from '../../db/schema/staff';
import type { Actor } from '../../lib/content-change';
import { bikeInput, refusal, TEST_ACTOR, uniqueSlug } from '../../test/catalog';
import { centreInput } from '../../test/delivery';
import { createStaffMember, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordAudit } from './audit';

/**
 * The audit log (ARCHITECTURE: Back office): a staff member's change is written with who, when, what and the
 * values before and after, in the change's own transaction; admins read it filtered and paged.
 */

let harness: TestApp;
let editor: Actor & { kind: 'staff' };
beforeAll(async () => {
  harness = await createTestApp();
  editor = { kind: 'staff', staffId: (await createStaffMember(harness, { role: 'content' })).id };
});
afterAll(() => harness.close());

const writes = () => harness.app.writes;
const entriesFor = (entityType: string, entityKey: string) =>
  harness.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityKey, entityKey)))
    .orderBy(auditLog.id);

const coupon = (code: string, percentOff = 10) => ({
  code,
  percentOff,
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2027-01-01T00:00:00.000Z',
});

describe('the audit log of the write use cases', () => {
  it('records a product created and changed by staff, with the values before and after', async () => {
    const input = bikeInput();
    const { id } = await writes().catalog.createProduct(editor, input);
    const created = await writes().catalog.readProduct(id);
    await writes().catalog.updateProduct(editor, id, { ...created, price: created.price - 100 });
    await writes().catalog.updateProduct(editor, id, { ...created, price: created.price - 100 });

    const entries = await entriesFor('product', input.slug);
    expect(entries.map((entry) => [entry.action, entry.staffId])).toEqual([
      ['created', editor.staffId],
      ['updated', editor.staffId],
    ]);
    expect(entries[0]).toMatchObject({ before: null, after: { slug: input.slug, price: created.price } });
    expect(entries[1]).toMatchObject({ before: { price: created.price }, after: { price: created.price - 100 } });
  });

  it('records coupons, subcategories and the home page when staff change them', async () => {
    const code = `AUDIT${Date.now()}`;
    const { id } = await writes().coupons.createCoupon(editor, coupon(code));
    await writes().coupons.updateCoupon(editor, id, coupon(code, 20));
    expect((await entriesFor('coupon', code)).map((entry) => entry.action)).toEqual(['created', 'updated']);
    expect((await entriesFor('coupon', code))[1]).toMatchObject({
      before: { percentOff: 10 },
      after: { percentOff: 20 },
    });

    const slug = uniqueSlug('audit-sub');
    const subcategory = {
      slug,
      kind: 'accessory' as const,
      sortOrder: 9,
      name: { en: 'Audit', fr: 'Audit', de: 'Audit' },
    };
    await writes().catalog.saveSubcategory(editor, subcategory);
    await writes().catalog.saveSubcategory(editor, { ...subcategory, sortOrder: 10 });
    expect((await entriesFor('subcategory', slug)).map((entry) => entry.action)).toEqual(['created', 'updated']);

    const video = {
      videoUrl: '/files/audit.mp4',
      posterUrl: '/files/audit.jpg',
      videoTitle: { en: 'A', fr: 'A', de: 'A' },
    };
    await writes().content.saveHomePage(editor, video);
    expect((await entriesFor('home-page', 'video')).at(-1)).toMatchObject({ action: 'updated', after: video });
  });

  it('records courier zones, centres and the days a centre is closed', async () => {
    const zone = {
      slug: uniqueSlug('audit-zone'),
      name: { en: 'Ticino', fr: 'Tessin', de: 'Tessin' },
      postcodeRanges: [{ from: 6500, to: 6599 }],
      windows: [{ from: '08:00', to: '11:00', weekdays: [2], capacity: 4 }],
    };
    const { id: zoneId } = await writes().courierZones.createZone(editor, zone);
    await writes().courierZones.updateZone(editor, zoneId, { ...zone, name: { ...zone.name, en: 'Ticino South' } });
    const zoneEntries = await entriesFor('courierZone', zone.slug);
    expect(zoneEntries.map((entry) => entry.action)).toEqual(['created', 'updated']);
    expect(zoneEntries[1]).toMatchObject({
      before: { name: { en: 'Ticino' } },
      after: { name: { en: 'Ticino South' } },
    });

    const slug = uniqueSlug('audit-centre');
    const { id } = await writes().centres.createCentre(editor, centreInput(slug));
    const days = [{ date: '2031-12-24', reason: { en: 'Inventory', fr: 'Inventaire', de: 'Inventur' } }];
    await writes().centres.setClosedDays(editor, id, days);
    expect((await entriesFor('centre', slug)).map((entry) => entry.action)).toEqual(['created']);
    expect(await entriesFor('centreClosedDays', slug)).toMatchObject([{ action: 'updated', before: [], after: days }]);
  });

  it('records nothing for a tool (the importer) and nothing for a write that changed nothing', async () => {
    const code = `TOOL${Date.now()}`;
    await writes().coupons.saveCoupon(TEST_ACTOR, coupon(code));
    await writes().coupons.saveCoupon(editor, coupon(code));
    expect(await entriesFor('coupon', code)).toEqual([]);
  });
});

describe('one transaction with the change', () => {
  it('leaves no entry when the change fails', async () => {
    const input = bikeInput();
    await writes().catalog.createProduct(editor, input);
    const other = bikeInput();
    const { id } = await writes().catalog.createProduct(editor, other);
    const stored = await writes().catalog.readProduct(id);
    expect((await refusal(writes().catalog.updateProduct(editor, id, { ...stored, slug: input.slug }))).code).toBe(
      'SLUG_TAKEN',
    );
    expect((await entriesFor('product', other.slug)).map((entry) => entry.action)).toEqual(['created']);

    await expect(
      inTransaction(harness.database.db, async (tx) => {
        await recordAudit(tx, {
          staffId: editor.staffId,
          action: 'deleted',
          entityType: 'test',
          entityKey: 'rolled-back',
          before: { a: 1 },
          after: null,
        });
        throw new Error('the change failed after its entry was written');
      }),
    ).rejects.toThrow('the change failed');
    expect(await entriesFor('test', 'rolled-back')).toEqual([]);
  });

  it('leaves the change unmade when its entry cannot be written', async () => {
    const code = `ROLLBACK${Date.now()}`;
    const { id } = await writes().coupons.createCoupon(TEST_ACTOR, coupon(code));
    const nobody: Actor = { kind: 'staff', staffId: 2_000_000_000 };
    await expect(writes().coupons.updateCoupon(nobody, id, coupon(code, 30))).rejects.toThrow();
    const [row] = await harness.database.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row?.percentOff).toBe(10);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists the newest entries first, with who made them, filtered by member, entity type and day, paged', async () => {
    const admin = await signedInStaff(harness, 'admin');
    const author = await createStaffMember(harness, { role: 'sales' });
    const actor: Actor = { kind: 'staff', staffId: author.id };
    const codes = [1, 2, 3].map((n) => `PAGE${n}${Date.now()}`);
    for (const code of codes) await writes().coupons.createCoupon(actor, coupon(code));

    const list = async (query: string) => {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/admin/audit?${query}`,
        headers: admin.headers.read,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const page = await list(`staffId=${author.id}&entityType=coupon&limit=2`);
    expect(page).toMatchObject({ offset: 0, limit: 2, total: 3 });
    expect(page.data.map((entry: { entityKey: string }) => entry.entityKey)).toEqual([codes[2], codes[1]]);
    expect(page.data[0]).toMatchObject({
      staff: { id: author.id, name: 'Test sales', email: author.email },
      action: 'created',
      entityType: 'coupon',
      before: null,
      after: { code: codes[2] },
    });
    expect((await list(`staffId=${author.id}&offset=2&limit=2`)).data).toHaveLength(1);

    // The entries were written a moment ago: today, in Swiss time.
    const today = swissIsoToday(new Date());
    expect((await list(`staffId=${author.id}&from=${today}&to=${today}`)).total).toBe(3);
    expect((await list(`staffId=${author.id}&from=2001-01-01&to=2001-01-31`)).total).toBe(0);

    const types = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/audit/entity-types',
      headers: admin.headers.read,
    });
    expect(types.json().data).toEqual(expect.arrayContaining(['coupon', 'product']));
  });

  it('refuses a day that is not a date', async () => {
    const admin = await signedInStaff(harness, 'admin');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/audit?from=yesterday',
      headers: admin.headers.read,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});
