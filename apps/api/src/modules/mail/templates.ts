import { interpolate } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { translate } from '../../i18n/translate';

/** The emails of spec §4: email confirmation, a login code and a password-reset code. */
export type CodeEmailKind = 'email-confirmation' | 'login' | 'reset-password';

export interface CodeEmailInput {
  kind: CodeEmailKind;
  locale: Locale;
  brandName: string;
  firstName: string;
  code: string;
  validMinutes: number;
  /** The storefront page that confirms in one click (email confirmation only). */
  link?: string;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const TEXTS: Record<CodeEmailKind, { subject: MessageKey; intro: MessageKey }> = {
  'email-confirmation': { subject: 'email.confirm.subject', intro: 'email.confirm.intro' },
  login: { subject: 'email.login.subject', intro: 'email.login.intro' },
  'reset-password': { subject: 'email.resetPassword.subject', intro: 'email.resetPassword.intro' },
};

/** Brand colours of BRAND.md, for the inline styles of every email; every text/background pair meets WCAG AA. */
export const COLOURS = {
  ink: '#111418',
  paper: '#FFFFFF',
  mist: '#F3F4F1',
  line: '#D9DCD6',
  accent: '#1F7A4D',
  accentStrong: '#15573A',
  /** Secondary text on paper or mist. */
  muted: '#4A5158',
};

/** Translated text and HTML of one code email, in the user's language. */
export function codeEmail(input: CodeEmailInput): EmailContent {
  const vars = { brand: input.brandName, name: input.firstName, minutes: String(input.validMinutes) };
  const t = (key: MessageKey) => interpolate(translate(input.locale, key), vars);
  const lines = {
    subject: t(TEXTS[input.kind].subject),
    greeting: t('email.greeting'),
    intro: t(TEXTS[input.kind].intro),
    validity: t('email.codeValidity'),
    button: t('email.confirm.button'),
    linkIntro: t('email.confirm.linkIntro'),
    ignore: t('email.ignore'),
    signature: t('email.signature'),
  };
  return { subject: lines.subject, text: textBody(input, lines), html: htmlBody(input, lines) };
}

type Lines = Record<
  'subject' | 'greeting' | 'intro' | 'validity' | 'button' | 'linkIntro' | 'ignore' | 'signature',
  string
>;

function textBody(input: CodeEmailInput, lines: Lines): string {
  return [
    lines.greeting,
    '',
    lines.intro,
    '',
    `    ${input.code}`,
    '',
    ...(input.link ? [lines.linkIntro, input.link, ''] : []),
    lines.validity,
    lines.ignore,
    '',
    lines.signature,
  ].join('\n');
}

function htmlBody(input: CodeEmailInput, lines: Lines): string {
  const e = escapeHtml;
  const button = input.link
    ? `<p style="margin:24px 0"><a href="${e(input.link)}" style="display:inline-block;background:${COLOURS.accent};color:${COLOURS.paper};text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${e(lines.button)}</a></p>
<p style="margin:0 0 16px;font-size:14px">${e(lines.linkIntro)}<br><a href="${e(input.link)}" style="color:${COLOURS.accentStrong};word-break:break-all">${e(input.link)}</a></p>`
    : '';
  return emailDocument(
    input,
    lines,
    `<p style="margin:0 0 16px;font-size:16px">${e(lines.intro)}</p>
<p style="margin:0 0 16px;font-size:36px;font-weight:700;letter-spacing:0.3em;font-variant-numeric:tabular-nums;font-family:'SFMono-Regular',Consolas,monospace">${e(input.code)}</p>
${button}
<p style="margin:0 0 8px;font-size:14px">${e(lines.validity)}</p>
<p style="margin:0;font-size:14px">${e(lines.ignore)}</p>`,
  );
}

/** The frame of every email: the brand, a white card that starts with the greeting, the signature under it. */
function emailDocument(
  input: { locale: Locale; brandName: string },
  lines: { subject: string; greeting: string; signature: string },
  card: string,
): string {
  const e = escapeHtml;
  return emailFrame(
    { ...input, subject: lines.subject },
    `<p style="margin:0 0 16px;font-size:16px">${e(lines.greeting)}</p>
${card}`,
    `<p style="margin:16px 0 0;font-size:14px">${e(lines.signature)}</p>`,
  );
}

/** The page every email is drawn on: the brand's name, a white card, and what comes under the card. */
function emailFrame(input: { locale: Locale; brandName: string; subject: string }, card: string, under: string) {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(input.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLOURS.mist};font-family:Inter,Manrope,Helvetica,Arial,sans-serif;color:${COLOURS.ink}">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 16px;font-size:22px;font-weight:800;letter-spacing:0.02em;color:${COLOURS.accentStrong}">${e(input.brandName)}</p>
<div style="background:${COLOURS.paper};border:1px solid ${COLOURS.line};border-radius:8px;padding:24px">
${card}
</div>
${under}
</div>
</body>
</html>`;
}

/**
 * A newsletter: its body (HTML the shop rendered from Markdown and sanitised) in the card, and under it the line
 * that says why the reader receives it with the link to leave.
 */
export function newsletterDocument(input: {
  locale: Locale;
  brandName: string;
  subject: string;
  bodyHtml: string;
  footer: string;
  unsubscribeLink: string;
}): string {
  const e = escapeHtml;
  return emailFrame(
    input,
    input.bodyHtml,
    `<p style="margin:16px 0 0;font-size:12px;color:${COLOURS.muted}">${e(input.footer)} <a href="${e(input.unsubscribeLink)}" style="color:${COLOURS.accentStrong};word-break:break-all">${e(input.unsubscribeLink)}</a></p>`,
  );
}

/** The lines of an email that leads to one page of the shop: a greeting, a few paragraphs, a button. */
export interface LinkEmailLines {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Before the link in the plain-text part. */
  linkIntro: string;
  button: string;
  signature: string;
}

/** Text and HTML of an email whose point is one link (an order's status, an order to add to an account). */
export function linkEmail(input: { locale: Locale; brandName: string; link: string; lines: LinkEmailLines }) {
  const { lines, link } = input;
  const e = escapeHtml;
  const text = [lines.greeting, '', ...lines.paragraphs.flatMap((paragraph) => [paragraph, '']), lines.linkIntro, link]
    .concat(['', lines.signature])
    .join('\n');
  const paragraphs = lines.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;font-size:16px">${e(paragraph)}</p>`)
    .join('\n');
  const html = emailDocument(
    input,
    lines,
    `${paragraphs}
<p style="margin:24px 0 0"><a href="${e(link)}" style="display:inline-block;background:${COLOURS.accent};color:${COLOURS.paper};text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${e(lines.button)}</a></p>`,
  );
  return { subject: lines.subject, text, html } satisfies EmailContent;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
