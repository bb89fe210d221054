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
  // nodemailer is loaded with the first email to send (demo mode never needs it).
  const transporter = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
  // A failure surfaces with each delivery (the worker logs and retries it), never as an unhandled rejection.
  transporter.catch(() => {});
  return {
    kind: 'smtp',
    async deliver(email) {
      await (await transporter).sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.headers && { headers: email.headers }),
        ...(email.attachments && {
          attachments: email.attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
            encoding: 'base64',
          })),
        }),
      });
    },
    close: () => void transporter.then((open) => open.close()).catch(() => {}),
  };
}

/** Demo mode: the message stays in the outbox, marked as delivered, readable at /dev/mailbox. */
export function createMailboxTransport(): MailTransport {
  return { kind: 'mailbox', deliver: async () => {}, close: () => {} };
}
