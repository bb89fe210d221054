import type { InboxKind, InboxStatus } from '@beast/domain/inbox/inbox';
import { openingStatus } from '@beast/domain/inbox/inbox';
import { inboxRequests } from '../db/schema/inbox';
import type { TestApp } from './test-app';

/** A request in the inbox as a feature opens one (a contact message unless told). */
export async function insertInboxRequest(
  harness: TestApp,
  values: { kind?: InboxKind; status?: InboxStatus; name?: string; email?: string; refId?: number } = {},
) {
  const kind = values.kind ?? 'contact';
  const [row] = await harness.database.db
    .insert(inboxRequests)
    .values({
      kind,
      status: values.status ?? openingStatus(kind),
      refId: values.refId ?? null,
      locale: 'en',
      name: values.name ?? 'Lina Keller',
      email: values.email ?? `lina.${Math.random().toString(36).slice(2)}@example.ch`,
      summary: 'A question about the Mighty Beast',
      payload: { subject: 'A question about the Mighty Beast', message: 'Does it fit three children?' },
    })
    .returning();
  return row!;
}
