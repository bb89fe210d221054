import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/accounts';
import { orderEmails } from '../../db/schema/orders';
import type { OutgoingEmail } from '../mail/outbox.repository';

/**
 * Queues an email about an order in the caller's transaction and links it to the order, so the back
 * office's order page lists every email the customer received about it. One statement: placing an order
 * keeps its round trips (decision 11).
 */
export async function queueOrderEmail(tx: Db, orderId: number, email: OutgoingEmail, at: Date): Promise<number> {
  const result = (await tx.execute(sql`
    with queued as (
      insert into ${emailOutbox} ("to", subject, text, html, created_at, next_attempt_at)
      values (${email.to}, ${email.subject}, ${email.text}, ${email.html}, ${at}, ${at})
      returning id
    )
    insert into ${orderEmails} (order_id, outbox_id)
    select ${orderId}, id from queued
    returning outbox_id`)) as unknown as { rows: { outbox_id: number }[] };
  // PGlite and node-postgres both answer `rows`.
  return result.rows[0]!.outbox_id;
}
