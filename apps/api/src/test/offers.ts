import type { SpecialOfferWriteInput } from '@beast/domain/catalog/catalog-write.schema';
import { companyMemberships, partnerCompanies } from '../db/schema/partners';
import { TEST_ACTOR, type TestProduct, uniqueSlug } from './catalog';
import type { TestApp } from './test-app';

/** Helpers of the special-offer tests: offers, partner companies and their members. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** An offer of `product` at CHF 20 off, running from yesterday to `days` from now, public unless companies are named. */
export async function createOffer(
  harness: TestApp,
  product: TestProduct,
  values: Partial<SpecialOfferWriteInput> & { days?: number } = {},
): Promise<{ id: number; price: number }> {
  const now = harness.clock().getTime();
  const { days = 10, ...rest } = values;
  const price = values.price ?? product.price - 2_000;
  const { id } = await harness.app.writes.specialOffers.createSpecialOffer(TEST_ACTOR, {
    productSlug: product.slug,
    price,
    originalPrice: product.price,
    validFrom: new Date(now - DAY_MS).toISOString(),
    validUntil: new Date(now + days * DAY_MS).toISOString(),
    text: {
      en: { title: 'Test offer', description: 'An offer of the tests.' },
      fr: { title: 'Offre de test', description: 'Une offre des tests.' },
      de: { title: 'Testangebot', description: 'Ein Angebot der Tests.' },
    },
    ...rest,
  });
  return { id, price };
}

export async function createCompany(harness: TestApp, name = 'Test Partner AG') {
  const slug = uniqueSlug('partner');
  const [row] = await harness.database.db
    .insert(partnerCompanies)
    .values({ slug, name, emailDomains: [`${slug}.example`] })
    .returning();
  return row!;
}

/** Makes the account a member of the company, verified yesterday, until `expiresAt` (a year by default). */
export async function makeMember(
  harness: TestApp,
  userId: number,
  company: { id: number; slug: string },
  expiresAt = new Date(harness.clock().getTime() + 365 * DAY_MS),
) {
  const verifiedAt = new Date(Math.min(harness.clock().getTime(), expiresAt.getTime()) - DAY_MS);
  await harness.database.db.insert(companyMemberships).values({
    userId,
    companyId: company.id,
    workEmail: `user${userId}@${company.slug}.example`,
    workEmailKey: `user${userId}@${company.slug}.example`,
    verifiedAt,
    expiresAt,
  });
}
