import { MoneySchema } from '../money/money.schema';
import { EmailSchema } from '../validation/email.schema';
import { formObject } from '../validation/text-rules';
import { VerificationCodeSchema } from '../validation/verification-code.schema';
import { z } from '../zod';

/**
 * The partner companies' public API (spec §2 `/{locale}/{companyName}`, §6): a company's page, the membership by a
 * code sent to a work address, and the memberships an account holds.
 */

/** A flash offer for the company's members, as anyone may see it: what and until when, never its price. */
export const CompanyOfferTeaserSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  productSlug: z.string(),
  validUntil: z.string().describe('ISO 8601'),
});

/** GET /companies/:slug: the company page's public part, the same for everyone (so it may be cached). */
export const PublicCompanySchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    introductionHtml: z.string(),
    advantagesHtml: z.string(),
    emailDomains: z.array(z.string()).describe('A work address at one of these proves a membership'),
    membershipMonths: z.number().int(),
    inSitemap: z.boolean().describe('False: the page is noindex'),
    offers: z.array(CompanyOfferTeaserSchema).describe('The current flash offers for its members, without prices'),
  })
  .meta({ id: 'PartnerCompany' });
export type PublicCompany = z.infer<typeof PublicCompanySchema>;

/** A flash offer's price, told to a live member of its company only. */
export const MemberOfferPriceSchema = z.object({
  id: z.number().int(),
  price: MoneySchema,
  originalPrice: MoneySchema,
});

/** GET /companies/:slug/membership: the signed-in account's membership of the company and, if live, the prices. */
export const CompanyMembershipViewSchema = z.object({
  member: z.boolean(),
  workEmail: z.string().nullable(),
  expiresAt: z.string().nullable(),
  offers: z.array(MemberOfferPriceSchema),
});
export type CompanyMembershipView = z.infer<typeof CompanyMembershipViewSchema>;

/** POST /companies/:slug/membership/code: the work address a code is sent to. */
export const WorkEmailRequestSchema = formObject({ workEmail: EmailSchema });
export type WorkEmailRequest = z.infer<typeof WorkEmailRequestSchema>;

/** POST /companies/:slug/membership: the code read in that mailbox. */
export const MembershipCodeSchema = formObject({ code: VerificationCodeSchema });
export type MembershipCode = z.infer<typeof MembershipCodeSchema>;

export const MembershipCodeSentSchema = z.object({
  sent: z.literal(true),
  workEmail: z.string(),
  validMinutes: z.number().int(),
});

/** A membership as its account sees it (the account page, the answer to a verified code). */
export const MembershipSchema = z.object({
  companySlug: z.string(),
  companyName: z.string(),
  workEmail: z.string(),
  verifiedAt: z.string(),
  expiresAt: z.string(),
});
export type Membership = z.infer<typeof MembershipSchema>;
export const MembershipsSchema = z.object({ memberships: z.array(MembershipSchema) });

/** GET /companies: the companies whose page is listed in the sitemap. */
export const ListedCompaniesSchema = z.object({ companies: z.array(z.object({ slug: z.string() })) });
