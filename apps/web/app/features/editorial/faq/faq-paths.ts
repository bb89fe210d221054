import { FAQ_CATEGORIES } from '@beast/domain/content/editorial';

/** The FAQ's pages (spec §2 `/faq/{category?}`), without a language prefix: every category exists in every language. */
export function faqPaths(): string[] {
  return ['/faq', ...FAQ_CATEGORIES.map((category) => `/faq/${category}`)];
}
