import type { CompanyMembershipView, Membership, PublicCompany } from '@beast/domain/partners/membership-api.schema';
import type { ApiTransport } from '../../lib/api/api-transport';

/**
 * The partner companies (contract: @beast/domain/partners/membership-api.schema). The schemas load on first use, so
 * a company page's first visit downloads no schema library (decision 14).
 */
const schemas = () => import('@beast/domain/partners/membership-api.schema');
const path = (slug: string) => `/api/companies/${encodeURIComponent(slug)}`;

export function companiesApi(api: ApiTransport) {
  return {
    /** GET /companies/:slug: the page's public part, the flash offers without prices. */
    company: (slug: string): Promise<PublicCompany> =>
      api.get(path(slug), { schema: () => schemas().then((module) => module.PublicCompanySchema) }),
    /** GET /companies: the companies whose page is in the sitemap. */
    listed: (): Promise<{ companies: { slug: string }[] }> =>
      api.get('/api/companies', { schema: () => schemas().then((module) => module.ListedCompaniesSchema) }),
    /** GET /companies/:slug/membership (signed in): the account's membership and, if live, the prices. */
    membership: (slug: string): Promise<CompanyMembershipView> =>
      api.get(`${path(slug)}/membership`, {
        as: 'session',
        schema: () => schemas().then((module) => module.CompanyMembershipViewSchema),
      }),
    /** POST /companies/:slug/membership/code: a code to the work address. */
    sendCode: (slug: string, workEmail: string) =>
      api.send('POST', `${path(slug)}/membership/code`, {
        as: 'session',
        schema: () => schemas().then((module) => module.MembershipCodeSentSchema),
        body: { workEmail },
      }),
    /** POST /companies/:slug/membership: the code typed; the membership given or extended. */
    verify: (slug: string, code: string): Promise<Membership> =>
      api.send('POST', `${path(slug)}/membership`, {
        as: 'session',
        schema: () => schemas().then((module) => module.MembershipSchema),
        body: { code },
      }),
  };
}
