import type { Locale } from '@beast/domain/i18n/locale';
import { typeset } from '@beast/domain/i18n/typography';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Editorial Markdown (decision 18) rendered to HTML on the server. Raw HTML in the source is not rendered
 * (markdown-it's `html: false`), and the result is still passed through an allow-list, so a body can carry
 * no script, style, event handler or inline style and the page keeps passing the strict CSP. Links leaving
 * the shop open as ordinary links with `rel="noopener noreferrer"`; images may come from `/files/` only.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'], th: ['scope'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // A page's own heading is its h1; a body's `#` heading becomes a section heading.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: (attribs.src ?? '').startsWith('/files/') ? attribs : { alt: attribs.alt ?? '' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** An HTML entity of the escaped text (`&amp;`, `&#39;`): never split by the typography's spaces. */
const ENTITY = /(&(?:#\d+|#x[\da-f]+|[a-z]+);)/i;

/** Code is printed as written; every other text follows the shop's typography in the body's language. */
function typesetText(locale: Locale): sanitizeHtml.IOptions['textFilter'] {
  return (text, tagName) =>
    tagName === 'code' || tagName === 'pre'
      ? text
      : text
          .split(ENTITY)
          .map((part) => (ENTITY.test(part) ? part : typeset(part, locale)))
          .join('');
}

const typesetOptions = new Map<Locale, sanitizeHtml.IOptions>();

/**
 * A Markdown body as HTML. With the body's language, its text is printed in the shop's typography (a figure
 * kept with its unit, French spaces before ? ! : ;), so staff type plain spaces and readers get the right ones.
 */
export function renderMarkdown(source: string, { locale }: { locale?: Locale } = {}): string {
  if (!locale) return sanitizeHtml(markdown.render(source), SANITIZE);
  let options = typesetOptions.get(locale);
  if (!options) {
    options = { ...SANITIZE, textFilter: typesetText(locale) };
    typesetOptions.set(locale, options);
  }
  return sanitizeHtml(markdown.render(source), options);
}

/** The text of a Markdown body without its markup: for excerpts, search snippets and reading time. */
export function markdownToText(source: string): string {
  return sanitizeHtml(markdown.render(source), { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
