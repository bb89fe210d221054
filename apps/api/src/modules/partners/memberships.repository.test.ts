import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMemberships } from '../../db/schema/partners';
import { createCustomer } from '../../test/accounts';
import { TEST_ACTOR, uniqueSlug } from '../../test/catalog';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendMembershipReminders } from './membership-reminders';
import { activeCompanyIds } from './memberships.repository';
import { membershipsPersonalData } from './partners-personal-data';

let harness: TestApp;
const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-01T10:00:00Z');
const days = (count: number) => new Date(now.getTime() + count * DAY);

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

async function company(): Promise<number> {
  const text = { introduction: 'Hello.', advantages: '- Prices' };
  const slug = uniqueSlug('firma');
  const { id } = await harness.app.writes.companies.saveCompany(TEST_ACTOR, {
    slug,
    name: slug,
    emailDomains: [`${slug}.ch`],
    text: { en: text, fr: text, de: text },
  });
  return id;
}

async function membership(userId: number, companyId: number, values: { expiresAt: Date; revokedAt?: Date }) {
  const workEmail = `${uniqueSlug('anna')}@example.ch`;
  await harness.database.db.insert(companyMemberships).values({
    userId,
    companyId,
    workEmail,
    workEmailKey: workEmail,
    verifiedAt: days(-30),
    ...values,
  });
}

describe('activeCompanyIds', () => {
  it('names the companies an account is a live member of, and only its own', async () => {
    const [acme, other] = [await company(), await company()];
    const { id: member } = await createCustomer(harness);
    const { id: colleague } = await createCustomer(harness);
    await membership(member, acme, { expiresAt: days(300) });
    await membership(colleague, other, { expiresAt: days(300) });
    expect(await activeCompanyIds(harness.database.db, member, now)).toEqual([acme]);
    expect(await activeCompanyIds(harness.database.db, colleague, now)).toEqual([other]);
  });

  it('forgets a membership once it has expired', async () => {
    const acme = await company();
    const { id: member } = await createCustomer(harness);
    await membership(member, acme, { expiresAt: days(1) });
    expect(await activeCompanyIds(harness.database.db, member, now)).toEqual([acme]);
    expect(await activeCompanyIds(harness.database.db, member, days(1))).toEqual([]);
    expect(await activeCompanyIds(harness.database.db, member, days(2))).toEqual([]);
  });

  it('forgets a revoked membership at once', async () => {
    const acme = await company();
    const { id: member } = await createCustomer(harness);
    await membership(member, acme, { expiresAt: days(300) });
    await harness.database.db
      .update(companyMemberships)
      .set({ revokedAt: now })
      .where(and(eq(companyMemberships.userId, member), eq(companyMemberships.companyId, acme)));
    expect(await activeCompanyIds(harness.database.db, member, now)).toEqual([]);
  });
});

describe('the reminder before a membership ends', () => {
  const deps = { brandName: 'Beast', publicOrigin: 'https://shop.example' };

  it('goes out once, two weeks before the end, even with two rounds at once', async () => {
    const acme = await company();
    const soon = await createCustomer(harness);
    const later = await createCustomer(harness);
    await membership(soon.id, acme, { expiresAt: days(10) });
    await membership(later.id, acme, { expiresAt: days(40) });
    await Promise.all([
      sendMembershipReminders(harness.database.db, deps, now),
      sendMembershipReminders(harness.database.db, deps, now),
    ]);
    expect(await sendMembershipReminders(harness.database.db, deps, now)).toBe(0);
    await harness.flushOutbox();
    const reminders = (await harness.outbox()).filter((message) => message.subject.includes('membership ends'));
    expect(reminders.filter((message) => message.to === soon.email)).toHaveLength(1);
    expect(reminders.filter((message) => message.to === later.email)).toHaveLength(0);
  });
});

describe('a customer’s personal data', () => {
  it('hands over their memberships with the work addresses, and erasure revokes them and forgets the addresses', async () => {
    const acme = await company();
    const customer = await createCustomer(harness);
    await membership(customer.id, acme, { expiresAt: days(300) });
    const [exported] = await membershipsPersonalData.export(harness.database.db, customer.email.toUpperCase());
    expect(exported).toMatchObject({ workEmail: expect.stringContaining('@example.ch'), revokedAt: null });
    const placeholder = `erased-${customer.id}@erased.invalid`;
    expect(await membershipsPersonalData.erase(harness.database.db, customer.email, placeholder)).toBe(1);
    expect(await activeCompanyIds(harness.database.db, customer.id, now)).toEqual([]);
    const [erased] = await membershipsPersonalData.export(harness.database.db, customer.email);
    expect(erased).toMatchObject({ workEmail: placeholder });
  });
});
