import { priceToPay } from '@beast/domain/cart/price-to-pay.rules';
import type { Product } from '@beast/domain/catalog/product.schema';
import { productPath } from '@beast/domain/catalog/product-pages';
import { isPublicIn } from '@beast/domain/content/editorial';
import type { PageBlock, PageKey } from '@beast/domain/content/page-blocks';
import { withPageFigures, withPageFiguresIn } from '@beast/domain/content/page-figures';
import type { PublicPage, PublicPageBlock } from '@beast/domain/content/pages-api.schema';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import { type Clock, systemClock } from '../../../lib/clock';
import { renderMarkdown } from '../../../lib/markdown';
import { createCatalogRepository } from '../../catalog/catalog.repository';
import { toProduct } from '../../catalog/catalog.service';
import { createPagesRepository } from './pages.repository';
import { productSlugsOf } from './pages-write.service';

/**
 * A public information page in one language (decision 18): published, its time reached and written in that
 * language, else 404 (never a page half in another language). Its body is rendered to sanitised HTML and its
 * blocks are made ready to draw: a product's row or button carries the product's live price, the price paid
 * (spec §9 services are sold at their catalogue price), and one naming a product not on sale is left out. The
 * business figures its copy names as placeholders are filled in (`{{fleetDeliveryWeeks}}`, page-figures.ts).
 */
export function createPagesService({ db, clock = systemClock }: { db: Db; clock?: Clock }) {
  const pages = createPagesRepository(db);
  const catalogue = createCatalogRepository(db);

  return {
    async getPage(key: PageKey, locale: Locale): Promise<PublicPage> {
      const stored = await pages.findPage(key);
      const now = clock();
      const written = stored?.translations.map((translation) => translation.locale) ?? [];
      if (!stored || !isPublicIn(stored.page, written, locale, now)) throw new DomainError('NOT_FOUND');
      const text = stored.translations.find((translation) => translation.locale === locale)!;
      const named = productSlugsOf(text.blocks);
      const products = new Map(
        (await catalogue.findActiveProductsBySlugs(locale, named)).map((row) => [row.product.slug, toProduct(row)]),
      );
      return {
        key,
        locale,
        // The copy names the shop's business figures as placeholders, filled here (page-figures.ts).
        title: withPageFigures(text.title),
        description: withPageFigures(text.description),
        bodyHtml: renderMarkdown(withPageFigures(text.body), { locale }),
        blocks: text.blocks.flatMap((block) => publicBlock(withPageFiguresIn(block), products)),
        // Published and its time reached: public in every language it is written in.
        locales: LOCALES.filter((each) => written.includes(each)),
        updatedAt: stored.page.updatedAt.toISOString(),
      };
    },
  };
}

/** A block as the shop draws it; none when everything it shows names a product not on sale. */
function publicBlock(block: PageBlock, products: ReadonlyMap<string, Product>): PublicPageBlock[] {
  switch (block.type) {
    case 'price-table': {
      const rows = block.rows.flatMap(({ price, ...row }) => {
        if ('centimes' in price) return [{ ...row, price: { amount: price.centimes, currency: 'CHF' as const } }];
        const product = products.get(price.productSlug);
        if (!product) return [];
        return [
          {
            ...row,
            price: { amount: priceToPay(product), currency: product.currency },
            product: { slug: product.slug, name: product.name, path: productPath(product) ?? null },
          },
        ];
      });
      return rows.length > 0 ? [{ ...block, rows }] : [];
    }
    case 'call-to-action': {
      const { productSlug, ...action } = block;
      if (productSlug === undefined) return [action];
      const product = products.get(productSlug);
      return product ? [{ ...action, product }] : [];
    }
    default:
      return [block];
  }
}
