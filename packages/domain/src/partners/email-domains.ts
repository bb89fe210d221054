/**
 * Free-mail providers: an address there is a person's, not an employer's, so no company may list one of these
 * domains and no membership is ever proven with one.
 */
const PERSONAL_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.ch',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.fr',
  'yahoo.de',
  'icloud.com',
  'me.com',
  'aol.com',
  'gmx.ch',
  'gmx.net',
  'gmx.de',
  'web.de',
  'bluewin.ch',
  'sunrise.ch',
  'hispeed.ch',
  'protonmail.com',
  'proton.me',
  'pm.me',
]);

export function isPersonalEmailDomain(domain: string): boolean {
  return PERSONAL_EMAIL_DOMAINS.has(domain.toLowerCase());
}

/** The part of an address after its last `@`, lower-case ("Anna@Acme.CH" → "acme.ch"). */
export function emailDomainOf(address: string): string {
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/** True when the address is at one of the company's domains (exactly: a subdomain is another mailbox host). */
export function isAtCompanyDomain(address: string, domains: readonly string[]): boolean {
  const domain = emailDomainOf(address);
  return address.includes('@') && domains.includes(domain);
}
