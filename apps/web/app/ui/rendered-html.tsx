/**
 * HTML the API rendered from Markdown and sanitised (apps/api/src/lib/markdown.ts, decision 18): an article's
 * or a page's body, a FAQ answer, a search excerpt. No script, style or event handler can be in it, so it is
 * inserted as it is, into an element the stylesheets style (`prose` for bodies). Never pass it anything else.
 */
export function RenderedHtml({
  html,
  className = 'prose',
  lang,
  as: Tag = 'div',
}: {
  html: string;
  className?: string;
  lang?: string;
  as?: 'div' | 'p' | 'span';
}) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's sanitised rendering, as the comment above says.
  return <Tag className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
