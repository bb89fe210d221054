import type { Locale } from '@beast/domain/i18n/locale';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { serverT } from '../i18n/catalogue.server';
import { ConsentBanner } from './consent-banner';

const rendered = new Map<Locale, string>();

/**
 * The banner's HTML in a language, rendered once per process: the root sends it with every page, so the page
 * shows it and the browser needs no script to draw it (its texts stay on the server too).
 */
export function consentBannerHtml(locale: Locale): string {
  let html = rendered.get(locale);
  if (html === undefined) {
    html = renderToStaticMarkup(createElement(ConsentBanner, { t: serverT(locale), locale }));
    rendered.set(locale, html);
  }
  return html;
}
