import { translated } from '../catalog/catalog-write.schema';
import { z } from '../zod';

/** The back office's partner companies: the list, one company as staff edit it, and its members. */

export const AdminCompanySummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  inSitemap: z.boolean(),
  liveMembers: z.number().int(),
});
export const AdminCompanyListSchema = z.object({ data: z.array(AdminCompanySummarySchema) });
export type AdminCompanyList = z.infer<typeof AdminCompanyListSchema>;

/** A company as its form shows it: what staff write (as stored, without the write's checks), and its id. */
export const AdminCompanySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  emailDomains: z.array(z.string()),
  membershipMonths: z.number().int(),
  inSitemap: z.boolean(),
  text: translated(z.object({ introduction: z.string(), advantages: z.string() })),
});
export type AdminCompany = z.infer<typeof AdminCompanySchema>;

export const AdminCompanyWrittenSchema = z.object({ id: z.number().int() });

export const COMPANY_MEMBER_STATES = ['live', 'expired', 'revoked'] as const;

export const AdminCompanyMemberSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  name: z.string(),
  email: z.string(),
  workEmail: z.string(),
  verifiedAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(COMPANY_MEMBER_STATES),
});
export type AdminCompanyMember = z.infer<typeof AdminCompanyMemberSchema>;

export const AdminCompanyMembersSchema = z.object({
  company: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  members: z.array(AdminCompanyMemberSchema),
});
export type AdminCompanyMembers = z.infer<typeof AdminCompanyMembersSchema>;

export const CompanyMemberParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  membershipId: z.coerce.number().int().positive(),
});
