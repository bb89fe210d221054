import { DEFAULT_LOCALE, isLocale } from '@beast/domain/i18n/locale';
import type { MetaDescriptor } from 'react-router';
import { type Catalogue, createT } from '../i18n/translator';

/**
 * Pages of one visitor (sign-in pages, the account): never kept by a shared cache (the storefront's page
 * cache keeps only answers without `private`), never indexed, never in the sitemap.
 */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';

export function privatePageHeaders({ parentHeaders }: { parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  headers.set('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL);
  return headers;
}

/** Title (in the page's language, from the texts the root and the page's own loader bring) and `noindex`. */
export function privatePageMeta(
  matches: readonly ({ loaderData?: unknown } | undefined)[],
  titleKey: string,
): MetaDescriptor[] {
  const root = matches[0]?.loaderData as { locale?: string; brandName?: string } | undefined;
  const locale = isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
  const catalogues = matches.map((match) => (match?.loaderData as { catalogue?: Catalogue } | null)?.catalogue);
  const t = createT(locale, Object.assign({}, ...catalogues));
  return [
    { title: t('seo.pageTitle', { title: t(titleKey), brand: root?.brandName ?? 'Beast' }) },
    { name: 'robots', content: 'noindex' },
  ];
}
