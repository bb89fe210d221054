import { EMAIL_STATUSES } from '@beast/domain/staff/sent-email.schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { ErrorResponse } from '../../lib/query.schema';
import { EMAIL_IMAGES_PREFIX } from './email-images';
import { createOutboxRepository, type OutboxRow } from './outbox.repository';
import { escapeHtml } from './templates';

/** How many messages the development mailbox shows. */
const MAILBOX_SIZE = 100;

export const MailboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  status: z.enum(EMAIL_STATUSES),
  headers: z.record(z.string(), z.string()).describe('Extra headers the email carries (List-Unsubscribe …)'),
  attachments: z.array(
    z.object({
      filename: z.string(),
      contentType: z.string(),
      size: z.number().int().describe('bytes'),
      url: z.string().describe('GET it to read the file'),
    }),
  ),
});

interface MailboxDependencies {
  db: Db;
  /** Production: the mailbox does not exist (404). */
  enabled: boolean;
}

/** GET /api/dev/mailbox: the demo mode's outbox as JSON, newest first (ARCHITECTURE: Modes). */
export function mailboxApiRoutes(api: FastifyInstance, { db, enabled }: MailboxDependencies) {
  const outbox = createOutboxRepository(db);
  api.withTypeProvider<ZodTypeProvider>().get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Demo mode only: the emails the shop sent, newest first',
        response: { 200: z.array(MailboxMessageSchema), 404: ErrorResponse },
      },
    },
    async (_request, reply) => {
      if (!enabled) throw new DomainError('ROUTE_NOT_FOUND');
      reply.header('cache-control', 'no-store');
      return (await outbox.listRecent(MAILBOX_SIZE)).map(toMessage);
    },
  );

  api.withTypeProvider<ZodTypeProvider>().get(
    '/dev/mailbox/:id/attachments/:index',
    {
      schema: {
        tags: ['development'],
        summary: 'Demo mode only: one file an email carried (a PDF, a calendar invitation)',
        params: z.object({ id: z.coerce.number().int().positive(), index: z.coerce.number().int().min(0) }),
        response: { 200: z.unknown().describe("The file's bytes, in its own content type"), 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (!enabled) throw new DomainError('ROUTE_NOT_FOUND');
      const message = await outbox.findById(request.params.id);
      const file = message?.attachments?.[request.params.index];
      if (!file) throw new DomainError('NOT_FOUND');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '')}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.content, 'base64'));
    },
  );
}

/**
 * GET /dev/mailbox and /dev/mailbox/{id}: plain server-rendered pages on the root app, registered as
 * specific routes so they win over the storefront's catch-all.
 */
export function mailboxPageRoutes(
  app: FastifyInstance,
  { db, enabled, publicOrigin }: MailboxDependencies & { publicOrigin: string },
) {
  const outbox = createOutboxRepository(db);
  const page = { schema: { hide: true } };
  // An email's pictures are absolute addresses on the public origin, which differs from the mailbox's own
  // when it is opened by another name (127.0.0.1 for localhost, say).
  const sendHtml = (reply: FastifyReply, html: string) =>
    sendPage(reply, html, `${publicOrigin.replace(/\/$/, '')}${EMAIL_IMAGES_PREFIX}`);

  app.get('/dev/mailbox', page, async (_request, reply) => {
    if (!enabled) throw new DomainError('ROUTE_NOT_FOUND');
    const messages = await outbox.listRecent(MAILBOX_SIZE);
    return sendHtml(reply, mailboxPage(messages));
  });

  app.get('/dev/mailbox/:id', page, async (request, reply) => {
    if (!enabled) throw new DomainError('ROUTE_NOT_FOUND');
    const id = Number((request.params as { id: string }).id);
    const message = Number.isSafeInteger(id) ? await outbox.findById(id) : undefined;
    if (!message) throw new DomainError('NOT_FOUND');
    // The email's own HTML (made by the shop, every value escaped), shown without scripts or framing.
    return sendHtml(reply, message.html);
  });
}

function sendPage(reply: FastifyReply, html: string, emailImages: string) {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      // The shop's own pictures (an order's lines) may show; nothing else loads.
      `default-src 'none'; style-src 'unsafe-inline'; img-src data: 'self' ${emailImages}; frame-ancestors 'none'`,
    )
    .send(html);
}

function toMessage(row: OutboxRow): z.infer<typeof MailboxMessageSchema> {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    headers: row.headers ?? {},
    attachments: (row.attachments ?? []).map((file, index) => ({
      filename: file.filename,
      contentType: file.contentType,
      size: Buffer.byteLength(file.content, 'base64'),
      url: attachmentUrl(row.id, index),
    })),
  };
}

function attachmentUrl(id: number, index: number): string {
  return `/api/dev/mailbox/${id}/attachments/${index}`;
}

function mailboxPage(messages: OutboxRow[]): string {
  const e = escapeHtml;
  const items = messages
    .map(
      (m) => `<li>
<article aria-labelledby="m${m.id}">
<h2 id="m${m.id}">${e(m.subject)}</h2>
<dl>
<dt>To</dt><dd>${e(m.to)}</dd>
<dt>Date</dt><dd><time datetime="${m.createdAt.toISOString()}">${e(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></dd>
<dt>Status</dt><dd>${e(m.status)}</dd>
</dl>
<pre>${e(m.text)}</pre>
${(m.attachments ?? []).map((file, index) => `<p>Attached: <a href="${attachmentUrl(m.id, index)}">${e(file.filename)}</a></p>`).join('\n')}
<p><a href="/dev/mailbox/${m.id}">Show the HTML version<span class="visually-hidden"> of “${e(m.subject)}”</span></a></p>
</article>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>
body{font-family:system-ui,sans-serif;color:#111418;background:#F3F4F1;margin:0;padding:1.5rem;line-height:1.5}
main{max-width:50rem;margin:0 auto}
ol{list-style:none;padding:0}
article{background:#fff;border:1px solid #D9DCD6;border-radius:6px;padding:1rem 1.25rem;margin:0 0 1rem}
h2{font-size:1.15rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:0 0 .75rem}
dt{font-weight:600}dd{margin:0}
pre{white-space:pre-wrap;background:#F3F4F1;padding:.75rem;border-radius:4px;font-size:.95rem}
a{color:#15573A}a:focus-visible{outline:3px solid #1F7A4D;outline-offset:2px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
</style>
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p>Demo mode: the emails the shop sent, newest first. They are not delivered anywhere else.</p>
${messages.length === 0 ? '<p>No email yet.</p>' : `<ol>\n${items}\n</ol>`}
</main>
</body>
</html>`;
}
