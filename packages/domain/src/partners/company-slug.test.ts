import { describe, expect, it } from 'vitest';
import { companySlugProblem, isReservedCompanySlug, isValidCompanySlug } from './company-slug';
import { isAtCompanyDomain } from './email-domains';
import { PartnerCompanyWriteSchema } from './partner-company.schema';

describe('company slugs', () => {
  it('accepts lower-case words joined by hyphens', () => {
    expect(isValidCompanySlug('acme')).toBe(true);
    expect(isValidCompanySlug('rhein-logistik')).toBe(true);
    expect(isValidCompanySlug('3m')).toBe(true);
  });

  it('refuses capitals, spaces, dots, leading or double hyphens and very long slugs', () => {
    for (const slug of ['Acme', 'acme sa', 'acme.ch', '-acme', 'acme--sa', 'acme-', '', 'a'.repeat(61)]) {
      expect(companySlugProblem(slug)).toBe('shape');
    }
  });

  it('refuses the languages, the shop’s pages, the back office and the server’s own addresses', () => {
    for (const word of ['en', 'fr', 'de', 'cart', 'checkout', 'admin', 'api', 'files', 'assets', 'blog', 'terms']) {
      expect(companySlugProblem(word)).toBe('reserved');
    }
    expect(isReservedCompanySlug('robots.txt')).toBe(true);
    expect(isReservedCompanySlug('sitemap.xml')).toBe(true);
  });

  it('reads a segment whatever its case, and keeps the brand’s own space', () => {
    expect(isReservedCompanySlug('emailConfirm')).toBe(true);
    expect(isReservedCompanySlug('Admin')).toBe(true);
    expect(isReservedCompanySlug('my-beast')).toBe(true);
    expect(isReservedCompanySlug('acme')).toBe(false);
  });
});

describe('a company as staff write it', () => {
  const text = { introduction: 'Hello.', advantages: '- Member prices' };
  const company = {
    slug: 'acme',
    name: 'Acme',
    emailDomains: ['@Acme.CH ', 'acme.ch', 'mail.acme.ch'],
    text: { en: text, fr: text, de: text },
  };

  it('keeps each domain once, lower-case, without its @, and lasts 12 months unless told', () => {
    const parsed = PartnerCompanyWriteSchema.parse(company);
    expect(parsed.emailDomains).toEqual(['acme.ch', 'mail.acme.ch']);
    expect(parsed.membershipMonths).toBe(12);
    expect(parsed.inSitemap).toBe(false);
  });

  it('refuses a reserved slug, a personal email provider and a membership past five years', () => {
    const problems = (input: object) =>
      PartnerCompanyWriteSchema.safeParse({ ...company, ...input }).error?.issues.map((issue) => issue.message);
    expect(problems({ slug: 'checkout' })).toEqual(['validation.company.slugReserved']);
    expect(problems({ emailDomains: ['gmail.com'] })).toEqual(['validation.company.personalDomain']);
    expect(problems({ emailDomains: ['acme'] })).toEqual(['validation.company.emailDomain']);
    expect(problems({ emailDomains: [] })).toEqual(['validation.company.emailDomainsRequired']);
    expect(problems({ membershipMonths: 61 })).toEqual(['validation.company.membershipMonths']);
  });
});

describe('a work address at a company’s domains', () => {
  it('matches the domain exactly, whatever its case', () => {
    expect(isAtCompanyDomain('Anna.Muster@ACME.ch', ['acme.ch'])).toBe(true);
    expect(isAtCompanyDomain('anna@acme.ch.evil.com', ['acme.ch'])).toBe(false);
    expect(isAtCompanyDomain('anna@notacme.ch', ['acme.ch'])).toBe(false);
    expect(isAtCompanyDomain('acme.ch', ['acme.ch'])).toBe(false);
  });
});
