import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import type { MetaDescriptor } from 'react-router';
import { localizedPath } from '../i18n/language';

/** What a page tells search engines and link previews, computed by its loader in the page's language. */
export interface PageSeo {
  title: string;
  description: string;
  /** The prefixed URL of this page in this language. */
  canonical: string;
  alternates: { hreflang: Locale | 'x-default'; href: string }[];
  locale: Locale;
  siteName: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  /** Keeps filtered or paged variants out of the index while their links are still followed. */
  noindex?: boolean;
}

const OG_LOCALE: Record<Locale, string> = { en: 'en_CH', fr: 'fr_CH', de: 'de_CH' };

/** Absolute URL of a shop path on the public origin. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

/**
 * The canonical and alternate URLs of a page: one per language (prefixed) plus x-default, the
 * unprefixed path that picks the visitor's language (spec §1).
 */
export function languageAlternates(origin: string, path: string, search = '') {
  const alternates: PageSeo['alternates'] = LOCALES.map((locale) => ({
    hreflang: locale,
    href: absoluteUrl(origin, localizedPath(locale, path) + search),
  }));
  alternates.push({ hreflang: 'x-default', href: absoluteUrl(origin, path + search) });
  return alternates;
}

/**
 * A page whose address is its own in each language it exists in (an article: its slug in each language it is
 * public in), without the language prefix: `{ en: '/blog/winter-riding', fr: '/blog/rouler-en-hiver' }`.
 */
export type PageInLanguages = Partial<Record<Locale, string>>;

/** hreflang of such a page: each language's own address, x-default its English one (else its first). */
export function alternatesInLanguages(origin: string, page: PageInLanguages): PageSeo['alternates'] {
  const languages = LOCALES.filter((locale) => page[locale]);
  const alternates: PageSeo['alternates'] = languages.map((locale) => ({
    hreflang: locale,
    href: absoluteUrl(origin, localizedPath(locale, page[locale]!)),
  }));
  const fallback = page.en ?? (languages[0] && page[languages[0]]);
  if (fallback) alternates.push({ hreflang: 'x-default', href: absoluteUrl(origin, fallback) });
  return alternates;
}

export function pageSeo(input: {
  origin: string;
  locale: Locale;
  /** The page's path without locale prefix, e.g. `/product/cargo-beast` or `/`. */
  path: string;
  /** Query kept in the canonical URL (a filter or page), e.g. `?page=2`. */
  search?: string;
  title: string;
  description: string;
  siteName: string;
  image?: string;
  type?: PageSeo['type'];
  noindex?: boolean;
}): PageSeo {
  const search = input.search ?? '';
  return {
    title: input.title,
    description: input.description,
    canonical: absoluteUrl(input.origin, localizedPath(input.locale, input.path) + search),
    alternates: languageAlternates(input.origin, input.path, search),
    locale: input.locale,
    siteName: input.siteName,
    image: input.image ? absoluteUrl(input.origin, input.image) : undefined,
    type: input.type ?? 'website',
    noindex: input.noindex,
  };
}

/** The `<title>`, description, canonical, hreflang alternates and Open Graph tags of a page. */
export function seoMeta(seo: PageSeo | undefined, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  if (!seo) return extra;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map((alternate) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:locale', content: OG_LOCALE[seo.locale] },
    ...LOCALES.filter((locale) => locale !== seo.locale).map((locale) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALE[locale],
    })),
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
  ];
  if (seo.image) tags.push({ property: 'og:image', content: seo.image });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return [...tags, ...extra];
}
