import { CopySchema, FileUrlSchema, translated } from '../catalog/catalog-write.schema';
import type { MessageKey } from '../i18n/messages/en';
import { z } from '../zod';
import { COMPANY_SLUG_MAX_LENGTH, COMPANY_SLUG_PATTERN, isReservedCompanySlug } from './company-slug';
import { isPersonalEmailDomain } from './email-domains';

/**
 * A partner company as staff write it on the Companies screen and the importer writes
 * content/demo/partner-companies.json: its page's address and texts, the domains its staff's work addresses are at,
 * and how long a verified membership lasts.
 */
export const COMPANY_WRITE_ERRORS = {
  slugShape: 'validation.slug.invalid',
  slugReserved: 'validation.company.slugReserved',
  name: 'validation.company.name',
  emailDomain: 'validation.company.emailDomain',
  personalDomain: 'validation.company.personalDomain',
  emailDomainsRequired: 'validation.company.emailDomainsRequired',
  membershipMonths: 'validation.company.membershipMonths',
} as const satisfies Record<string, MessageKey>;

export const COMPANY_MEMBERSHIP_MONTHS_MAX = 60;
export const COMPANY_NAME_MAX = 120;
export const COMPANY_EMAIL_DOMAINS_MAX = 20;

/** A domain name: labels of letters, digits and inner hyphens, a top-level label of letters. */
const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const CompanySlugSchema = z
  .string()
  .trim()
  .max(COMPANY_SLUG_MAX_LENGTH, COMPANY_WRITE_ERRORS.slugShape)
  .regex(COMPANY_SLUG_PATTERN, COMPANY_WRITE_ERRORS.slugShape)
  .refine((slug) => !isReservedCompanySlug(slug), COMPANY_WRITE_ERRORS.slugReserved);

/** Written as staff type it ("@Acme.ch "), kept as the mailbox part after the `@`, lower-case. */
export const EmailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((domain) => domain.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .regex(DOMAIN_PATTERN, COMPANY_WRITE_ERRORS.emailDomain)
      // A free-mail domain would make anyone with a personal address a member.
      .refine((domain) => !isPersonalEmailDomain(domain), COMPANY_WRITE_ERRORS.personalDomain),
  );

export const CompanyTextWriteSchema = z.object({
  /** The company page's opening paragraph (Markdown). */
  introduction: CopySchema.pipe(z.string().max(4000)),
  /** What the company's staff get (Markdown, usually a list). */
  advantages: CopySchema.pipe(z.string().max(4000)),
});

export const PartnerCompanyWriteSchema = z.object({
  slug: CompanySlugSchema,
  name: z.string().trim().min(1, COMPANY_WRITE_ERRORS.name).max(COMPANY_NAME_MAX, COMPANY_WRITE_ERRORS.name),
  /** A picture kept by the shop (`/files/…`); null shows the name instead. */
  logoUrl: FileUrlSchema.nullable().default(null),
  emailDomains: z
    .array(EmailDomainSchema)
    .min(1, COMPANY_WRITE_ERRORS.emailDomainsRequired)
    .max(COMPANY_EMAIL_DOMAINS_MAX, COMPANY_WRITE_ERRORS.emailDomain)
    .transform((domains) => [...new Set(domains)].sort()),
  membershipMonths: z
    .number({ error: COMPANY_WRITE_ERRORS.membershipMonths })
    .int(COMPANY_WRITE_ERRORS.membershipMonths)
    .min(1, COMPANY_WRITE_ERRORS.membershipMonths)
    .max(COMPANY_MEMBERSHIP_MONTHS_MAX, COMPANY_WRITE_ERRORS.membershipMonths)
    .default(12),
  /** The company asked for its page to be listed in the sitemap (else it is noindex). */
  inSitemap: z.boolean().default(false),
  text: translated(CompanyTextWriteSchema),
});
export type PartnerCompanyWrite = z.infer<typeof PartnerCompanyWriteSchema>;
export type PartnerCompanyWriteInput = z.input<typeof PartnerCompanyWriteSchema>;
