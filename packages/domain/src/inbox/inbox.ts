/**
 * The staff's inbox (issue: bookings and requests): every request a visitor sends — a test ride, a contact
 * message, a quotation, the B2B questionnaire or contact form, a rental — is one row with a status, an owner
 * among the staff and notes. Contest entries, newsletter subscribers and reviews have screens of their own.
 */
export const INBOX_KINDS = ['test-ride', 'contact', 'quotation', 'b2b-questionnaire', 'b2b-contact', 'rental'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The statuses each kind may be in; the first is the status a new request opens with. */
export const INBOX_STATUSES = {
  'test-ride': ['booked', 'checked-in', 'no-show', 'cancelled'],
  contact: ['new', 'in-progress', 'done'],
  quotation: ['new', 'sent', 'won', 'lost', 'ordered'],
  'b2b-questionnaire': ['new', 'in-progress', 'done'],
  'b2b-contact': ['new', 'in-progress', 'done'],
  rental: ['new', 'confirmed', 'declined'],
} as const satisfies Record<InboxKind, readonly string[]>;

export type InboxStatusOf<K extends InboxKind> = (typeof INBOX_STATUSES)[K][number];
export type InboxStatus = InboxStatusOf<InboxKind>;

export const ALL_INBOX_STATUSES = [...new Set(Object.values(INBOX_STATUSES).flat())] as InboxStatus[];

/**
 * Kinds whose status the staff set by hand in the inbox. The others change status through their own actions,
 * which do more than note it (a check-in, a quotation sent, a rental confirmed and the person emailed).
 */
export const HAND_SET_STATUS_KINDS: readonly InboxKind[] = ['contact', 'b2b-questionnaire', 'b2b-contact'];

/** Statuses that close a request: it leaves the inbox's "open" view. */
export const CLOSED_INBOX_STATUSES: readonly InboxStatus[] = [
  'done',
  'cancelled',
  'checked-in',
  'no-show',
  'lost',
  'ordered',
  'declined',
];

export function isInboxKind(value: unknown): value is InboxKind {
  return (INBOX_KINDS as readonly unknown[]).includes(value);
}

export function isStatusOf(kind: InboxKind, status: string): boolean {
  return (INBOX_STATUSES[kind] as readonly string[]).includes(status);
}

export function openingStatus<K extends InboxKind>(kind: K): InboxStatusOf<K> {
  return INBOX_STATUSES[kind][0] as InboxStatusOf<K>;
}
