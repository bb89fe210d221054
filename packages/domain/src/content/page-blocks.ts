import type { FaqCategory } from './editorial';

/**
 * The information pages (spec §2 public pages) and the typed blocks a page may carry after its Markdown
 * body. Blocks keep the brand's look without raw HTML: the storefront draws each with its own component.
 * No schemas here (see editorial-write.schema.ts), so the storefront can import the types and keys for free.
 */
export const PAGE_KEYS = [
  'about-us',
  'services',
  'subscription',
  'leasing-and-financing',
  'contribution',
  'privacy',
  'terms',
  'press',
  'experience-center',
  'test-drive',
  'b2b-offer',
  // The contests' introductions (their own routes) and their rules (an information page).
  'weight-contest',
  'hotel-competition',
  'contest-rules',
  'rentals',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export function isPageKey(value: unknown): value is PageKey {
  return (PAGE_KEYS as readonly unknown[]).includes(value);
}

/** A price shown on a page: a product's live price (the price paid) or a stated amount in centimes. */
export type BlockPrice = { productSlug: string } | { centimes: number };

export type PageBlock =
  /** Short labelled facts (e.g. "First service — at 500 to 1000 km"). */
  | { type: 'facts'; title?: string; items: { label: string; value: string }[] }
  /** Prices with what each covers; `unit` says per what ("per trip", "per day"). */
  | {
      type: 'price-table';
      title?: string;
      rows: { label: string; price: BlockPrice; unit?: string; note?: string }[];
    }
  /**
   * A call to action: a heading, a sentence and one link inside the shop, or `productSlug`'s add to cart;
   * `requiresSignIn` sends a guest to sign in first (spec §6: the aftersale subscription is bought signed in).
   */
  | {
      type: 'call-to-action';
      title: string;
      text: string;
      label: string;
      href?: string;
      productSlug?: string;
      requiresSignIn?: boolean;
    }
  /** Files to download under /files. */
  | { type: 'downloads'; title?: string; items: { title: string; url: string; bytes: number }[] }
  /** The instalment calculator (the checkout's plans) with the Swiss credit notice, starting at `amount` centimes. */
  | { type: 'instalment-calculator'; title?: string; amount?: number }
  /** The first questions of a FAQ category, with a link to the category. */
  | { type: 'faq-excerpt'; title?: string; category: FaqCategory; limit: number };

export type PageBlockType = PageBlock['type'];
