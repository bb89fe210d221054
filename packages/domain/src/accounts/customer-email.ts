/**
 * The mailbox an address delivers to, for deciding whether two addresses belong to the same customer
 * (a coupon's once-per-customer limit): `Anna+shop@Example.ch` and `anna@example.ch` reach the same
 * person, and so do `a.n.n.a@googlemail.com` and `anna@gmail.com`.
 *
 * - Letter case is ignored everywhere (no mail provider in use treats `Anna` and `anna` apart).
 * - A `+tag` ends the local part (sub-addressing: Gmail, Outlook, iCloud, Proton, Fastmail and most
 *   others deliver `anna+anything@` to `anna@`); a local part made only of a tag is kept as it is.
 * - Gmail ignores dots in the local part, and googlemail.com is gmail.com.
 *
 * Accounts stay one per address as typed (ignoring case): registration does not refuse `anna+shop@` when
 * `anna@` has an account. People use sub-addresses on purpose, to sort mail or to keep a work and a private
 * account apart, and refusing them would say "This user already exists" about an account the person may
 * not know they have. An address is what signs in; this key only decides what counts as one customer.
 */
export function customerEmailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '') || local;
  }
  return `${local}@${domain}`;
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
