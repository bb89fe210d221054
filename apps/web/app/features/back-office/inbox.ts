import { CLOSED_INBOX_STATUSES, type InboxKind, type InboxStatus } from '@beast/domain/inbox/inbox';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';

/**
 * Kinds of requests whose records have a screen of their own in the back office (a test ride's day, a
 * quotation's lines): the inbox's request page links there. A kind adds its line when its screen exists.
 */
export const INBOX_RECORD_SCREENS: Partial<Record<InboxKind, (refId: number) => string>> = {
  'test-ride': (refId) => `${BACK_OFFICE_PATHS.testRides}?ride=${refId}`,
  quotation: (refId) => `${BACK_OFFICE_PATHS.quotations}/${refId}`,
  rental: (refId) => `${BACK_OFFICE_PATHS.rentalRequests}/${refId}`,
};

/** The status badge's tone: new requests stand out, closed ones recede. */
export function inboxStatusTone(status: string): 'new' | 'open' | 'closed' {
  if (status === 'new' || status === 'booked') return 'new';
  return CLOSED_INBOX_STATUSES.includes(status as InboxStatus) ? 'closed' : 'open';
}
