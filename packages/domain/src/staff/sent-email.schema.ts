import { z } from '../zod';

/** Where an email of the outbox stands: written, being handed to the mail server, sent, or given up. */
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** An email the shop wrote to a customer, as the back office lists it on an order's and a customer's page. */
export const SentEmailSchema = z.object({
  id: z.number().int().positive(),
  subject: z.string(),
  to: z.string(),
  status: z.enum(EMAIL_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type SentEmail = z.infer<typeof SentEmailSchema>;
