import type { Locale } from '@beast/domain/i18n/locale';
import type { AppLoadContext } from 'react-router';
import { serverT } from '../i18n/catalogue.server';
import { resolveRequestLanguage } from '../i18n/language';
import type { TFunction } from '../i18n/translator';
import { type PageSeo, pageSeo } from '../seo/seo';
import { type ApiTransport, createApiTransport } from './api-transport';
import { type ShopContext, shopContext } from './load-context';

/** Everything a page loader needs: the page's language, the API transport in that language, the shop settings. */
export interface PageContext {
  locale: Locale;
  api: ApiTransport;
  shop: ShopContext;
  origin: string;
  url: URL;
  t: TFunction;
  /**
   * The page's SEO in its language, at the shop's public address: `title` is the page's own, shown as
   * "<title> | <brand>" (spec'd once in `seo.pageTitle`).
   */
  seoFor(page: ShopPageSeo): PageSeo;
}

export type ShopPageSeo = Omit<Parameters<typeof pageSeo>[0], 'origin' | 'locale' | 'siteName'>;

export function pageContext({ request, context }: { request: Request; context: unknown }): PageContext {
  const shop = shopContext(context as Partial<AppLoadContext> | undefined);
  const locale = resolveRequestLanguage(request);
  const t = serverT(locale);
  return {
    locale,
    api: createApiTransport({ locale, context: shop }),
    shop,
    origin: shop.publicUrl,
    url: new URL(request.url),
    t,
    seoFor: (page) =>
      pageSeo({
        ...page,
        origin: shop.publicUrl,
        locale,
        siteName: shop.brandName,
        title: t('seo.pageTitle', { title: page.title, brand: shop.brandName }),
      }),
  };
}

/** A meta description of a sensible length for search results (about 155 characters, cut at a word). */
export function metaDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:.–-]+$/, '')}…`;
}
