import nodemailer from 'nodemailer';
import type { OutgoingEmail } from './outbox.repository';

/**
 * Where the outbox worker delivers: real SMTP when SMTP_URL is set, else (demo mode) the development
 * mailbox, which is the outbox table itself shown at /dev/mailbox.
 */
export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox';
  deliver(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export function createMailTransport(settings: { smtpUrl: string | undefined; mailFrom: string }): MailTransport {
  return settings.smtpUrl ? createSmtpTransport(settings.smtpUrl, settings.mailFrom) : createMailboxTransport();
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async deliver(email) {
      await transporter.sendMail({ from, to: email.to, subject: email.subject, text: email.text, html: email.html });
    },
    close: () => transporter.close(),
  };
}

/** Demo mode: the message stays in the outbox, marked as delivered, readable at /dev/mailbox. */
export function createMailboxTransport(): MailTransport {
  return { kind: 'mailbox', deliver: async () => {}, close: () => {} };
}
