import { LANGUAGE_STORAGE_KEY, LOCALES } from '@beast/domain/i18n/locale';
import { LANGUAGE_COOKIE_MAX_AGE_S } from './language';

/**
 * A tiny script in the page's <head>, run before anything paints (spec §1: the stored language comes
 * first; the server can only read its cookie mirror):
 * - on a page with a language prefix, that language becomes the stored one (localStorage and cookie),
 *   so a later link without a prefix (`/checkout/product/order`) stays in it;
 * - on a page without a prefix rendered in another language than the stored one (the cookie was lost),
 *   the cookie is written again and the page reloaded at once — no page paints in the browser's language
 *   and then switches. It reloads only when the cookie could be written, so a browser that refuses
 *   cookies never loops.
 * The Content-Security-Policy allows it by its hash, like every inline script of a page.
 */
export function languageBootScript(): string {
  const key = JSON.stringify(LANGUAGE_STORAGE_KEY);
  const locales = JSON.stringify(LOCALES);
  const cookieTail = JSON.stringify(`; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`);
  return `(function(){try{var k=${key},l=${locales},d=document,s=localStorage.getItem(k),p=location.pathname.split('/')[1];function c(v){d.cookie=k+'='+v+${cookieTail};return d.cookie.indexOf(k+'='+v)>=0}if(l.indexOf(p)>=0){if(s!==p)localStorage.setItem(k,p);if(d.cookie.indexOf(k+'='+p)<0)c(p)}else if(l.indexOf(s)>=0&&d.documentElement.lang!==s&&c(s))location.reload()}catch(e){}})()`;
}
