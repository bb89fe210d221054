import type { PartnerCompanyWriteInput } from '@beast/domain/partners/partner-company.schema';
import { companyMemberships } from '../db/schema/partners';
import { createCustomer } from './accounts';
import { TEST_ACTOR, uniqueSlug } from './catalog';
import type { TestApp } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A partner company of the test's own, its domain named after its slug. */
export function companyInput(slug = uniqueSlug('firma')): PartnerCompanyWriteInput {
  const text = { introduction: 'Welcome.', advantages: '- Member prices' };
  return { slug, name: `Firma ${slug}`, emailDomains: [`${slug}.ch`], text: { en: text, fr: text, de: text } };
}

export async function createTestCompany(harness: TestApp): Promise<{ id: number; slug: string }> {
  const input = companyInput();
  const { id } = await harness.app.writes.companies.saveCompany(TEST_ACTOR, input);
  return { id, slug: input.slug };
}

/** A live membership of a new customer in a new company, as a verified code would have made it. */
export async function createTestMembership(harness: TestApp) {
  const company = await createTestCompany(harness);
  const customer = await createCustomer(harness);
  const workEmail = `${uniqueSlug('anna')}@${company.slug}.ch`;
  const [row] = await harness.database.db
    .insert(companyMemberships)
    .values({
      userId: customer.id,
      companyId: company.id,
      workEmail,
      workEmailKey: workEmail,
      verifiedAt: new Date(),
      expiresAt: new Date(Date.now() + 365 * DAY_MS),
    })
    .returning();
  return { company, customer, membership: row! };
}
