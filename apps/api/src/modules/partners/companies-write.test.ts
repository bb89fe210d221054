import { join } from 'node:path';
import type { PartnerCompanyWriteInput } from '@beast/domain/partners/partner-company.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ROOT } from '../../boot';
import { partnerCompanies } from '../../db/schema/partners';
import type { Actor } from '../../lib/content-change';
import { refusal, TEST_ACTOR, uniqueSlug } from '../../test/catalog';
import { auditEntriesOf, createStaffMember } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readContentSet } from '../content-import/content-set';
import { createCompaniesRepository } from './companies.repository';

let harness: TestApp;
const writes = () => harness.app.writes.companies;
const repository = () => createCompaniesRepository(harness.database.db);

let staff: Actor;

beforeAll(async () => {
  harness = await createTestApp();
  staff = { kind: 'staff', staffId: (await createStaffMember(harness, { role: 'content' })).id };
});
afterAll(() => harness.close());

function companyInput(slug: string, overrides: Partial<PartnerCompanyWriteInput> = {}): PartnerCompanyWriteInput {
  const text = (locale: string) => ({
    introduction: `Welcome (${locale}).`,
    advantages: `- Member prices (${locale})`,
  });
  return {
    slug,
    name: 'Muster Uhren AG',
    logoUrl: null,
    emailDomains: ['muster-uhren.ch'],
    text: { en: text('en'), fr: text('fr'), de: text('de') },
    ...overrides,
  };
}

describe('the companies’ write use case', () => {
  it('creates a company with its texts in every language, audited, and changes nothing the second time', async () => {
    const slug = uniqueSlug('muster');
    const created = await writes().saveCompany(staff, companyInput(slug));
    expect(created).toMatchObject({ created: true, changed: true });
    const stored = await repository().findBySlug(slug);
    expect(stored).toMatchObject({ name: 'Muster Uhren AG', membershipMonths: 12, inSitemap: false });
    expect(stored?.text.de).toEqual({ introduction: 'Welcome (de).', advantages: '- Member prices (de)' });
    expect(await writes().saveCompany(staff, companyInput(slug))).toMatchObject({ changed: false });
    const audit = await auditEntriesOf(harness, 'partner-company', slug);
    expect(audit.map((entry) => entry.action)).toEqual(['created']);
  });

  it('changes a company’s address, domains and texts from the back office, audited with before and after', async () => {
    const slug = uniqueSlug('muster');
    const { id } = await writes().saveCompany(TEST_ACTOR, companyInput(slug));
    const renamed = uniqueSlug('muster-neu');
    const input = companyInput(renamed, { emailDomains: ['Muster.CH'], membershipMonths: 24, inSitemap: true });
    expect(await writes().updateCompany(staff, id, input)).toMatchObject({ id, changed: true });
    expect(await repository().findById(id)).toMatchObject({
      slug: renamed,
      emailDomains: ['muster.ch'],
      membershipMonths: 24,
      inSitemap: true,
    });
    const [entry] = await auditEntriesOf(harness, 'partner-company', renamed);
    expect(entry).toMatchObject({ action: 'updated', before: { slug }, after: { slug: renamed } });
  });

  it('refuses a slug that is one of the shop’s own words, or already another company’s', async () => {
    for (const word of ['cart', 'admin', 'fr', 'api']) {
      expect((await refusal(writes().saveCompany(TEST_ACTOR, companyInput(word)))).fields).toEqual({
        slug: 'validation.company.slugReserved',
      });
    }
    const { id } = await writes().saveCompany(TEST_ACTOR, companyInput(uniqueSlug('muster')));
    expect((await refusal(writes().updateCompany(TEST_ACTOR, id, companyInput('acme')))).code).toBe(
      'COMPANY_SLUG_TAKEN',
    );
    expect((await refusal(writes().updateCompany(TEST_ACTOR, 999_999, companyInput('nobody')))).code).toBe(
      'COMPANY_NOT_FOUND',
    );
  });

  it('refuses a personal email provider as a company’s domain, and a text left empty', async () => {
    const personal = await refusal(
      writes().saveCompany(TEST_ACTOR, companyInput(uniqueSlug('muster'), { emailDomains: ['gmail.com'] })),
    );
    expect(personal.fields).toEqual({ 'emailDomains.0': 'validation.company.personalDomain' });
    const input = companyInput(uniqueSlug('muster'));
    const empty = await refusal(
      writes().saveCompany(TEST_ACTOR, {
        ...input,
        text: { ...input.text, fr: { introduction: ' ', advantages: 'x' } },
      }),
    );
    expect(Object.keys(empty.fields ?? {})).toEqual(['text.fr.introduction']);
  });
});

describe('the demo’s partner companies', () => {
  const demo = readContentSet(join(CONTENT_ROOT, 'demo'));

  it('are imported with the names the demo’s special offers give, Acme at acme.ch, each with its logo', async () => {
    const rows = await harness.database.db.select().from(partnerCompanies);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const offerPartners = demo.specialOffers.map((offer) => (offer.value as { partnerName?: string }).partnerName);
    for (const name of offerPartners.filter(Boolean)) expect(rows.map((row) => row.name)).toContain(name);
    expect(bySlug.get('acme')).toMatchObject({ name: 'Acme', emailDomains: ['acme.ch'], membershipMonths: 12 });
    for (const record of demo.partnerCompanies) {
      const { slug, logoUrl } = record.value as { slug: string; logoUrl: string };
      expect(demo.files).toContain(logoUrl.replace(/^\/files\//, ''));
      expect(bySlug.get(slug)?.logoUrl).toBe(logoUrl);
    }
  });

  it('are written again without change when the demo is imported a second time', async () => {
    for (const record of demo.partnerCompanies) {
      expect(await writes().saveCompany(TEST_ACTOR, record.value as PartnerCompanyWriteInput)).toMatchObject({
        changed: false,
      });
    }
    const [acme] = await harness.database.db.select().from(partnerCompanies).where(eq(partnerCompanies.slug, 'acme'));
    expect(acme).toBeDefined();
  });
});
