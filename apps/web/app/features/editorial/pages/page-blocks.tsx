import type { FaqCategory } from '@beast/domain/content/editorial';
import type { FaqEntry } from '@beast/domain/content/faq-api.schema';
import type { PublicPageBlock } from '@beast/domain/content/pages-api.schema';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/i18n-context';
import { useLocale } from '../../../lib/i18n/use-locale';
import { ButtonLink } from '../../../ui/button';
import { FaqEntries } from '../faq';
import { BlockSection, FactsBlock } from './facts-block';
import { FileLinks } from './file-links';
import { type CalculatorStart, InstalmentCalculator } from './instalment-calculator';

type Block<T extends PublicPageBlock['type']> = Extract<PublicPageBlock, { type: T }>;
export type CallToActionBlock = Block<'call-to-action'>;

/**
 * What the page's loader worked out for its blocks: the FAQ's questions, the calculator's start and each price as
 * the page's language writes it, and its files' types and sizes (numbers → text on the server: the page downloads no
 * number formats for them).
 */
export interface BlockData {
  faq: Partial<Record<FaqCategory, FaqEntry[]>>;
  calculator: CalculatorStart | null;
  prices: Record<number, string>;
  /** Each file's type and size ("PDF, 2.4 MB"), by address. */
  files: Record<string, string>;
}

/**
 * Draws the blocks after a page's body (decision 18), each with the storefront's own look. A call to action
 * that sells a product is drawn by `purchase` (the route's, which knows the cart and the visitor's session).
 */
export function PageBlocks({
  blocks,
  data,
  purchase,
}: {
  blocks: readonly PublicPageBlock[];
  data: BlockData;
  purchase: (block: CallToActionBlock) => ReactNode;
}) {
  return blocks.map((block, index) => {
    // Blocks have no id of their own: their place on the page is their identity.
    const key = `${block.type}-${index}`;
    switch (block.type) {
      case 'facts':
        return <FactsBlock key={key} block={block} />;
      case 'price-table':
        return <PriceTableBlock key={key} block={block} prices={data.prices} />;
      case 'call-to-action':
        return <CallToAction key={key} block={block} purchase={purchase} />;
      case 'downloads':
        return (
          <BlockSection key={key} title={block.title}>
            <FileLinks files={block.items} sizes={data.files} />
          </BlockSection>
        );
      case 'instalment-calculator':
        return data.calculator ? <InstalmentCalculator key={key} title={block.title} start={data.calculator} /> : null;
      case 'faq-excerpt':
        return <FaqExcerpt key={key} block={block} entries={data.faq[block.category] ?? []} />;
      default:
        // A kind of block this storefront does not know yet: left out rather than drawn half.
        return null;
    }
  });
}

/** Prices with what each covers; a row naming a product links its page (its price is the live price to pay). */
function PriceTableBlock({ block, prices }: { block: Block<'price-table'>; prices: Record<number, string> }) {
  const { href } = useLocale();
  return (
    <BlockSection title={block.title}>
      <ul className="price-rows">
        {block.rows.map((row) => (
          <li key={row.label} className="price-rows__row">
            <div className="price-rows__what">
              <p className="price-rows__label">
                {row.product?.path ? <Link to={href(row.product.path)}>{row.label}</Link> : row.label}
              </p>
              {row.note ? <p className="price-rows__note">{row.note}</p> : null}
            </div>
            <p className="price-rows__price">
              <span className="price-rows__amount">{prices[row.price.amount]}</span>
              {row.unit ? <span className="price-rows__unit"> {row.unit}</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

function CallToAction({
  block,
  purchase,
}: {
  block: CallToActionBlock;
  purchase: (block: CallToActionBlock) => ReactNode;
}) {
  const { href } = useLocale();
  return (
    <section className="info-block info-cta">
      <h2 className="info-block__title">{block.title}</h2>
      <p className="info-cta__text">{block.text}</p>
      {block.product ? (
        purchase(block)
      ) : block.href ? (
        <ButtonLink to={href(block.href)}>{block.label}</ButtonLink>
      ) : null}
    </section>
  );
}

/** A category's first questions, opening without JavaScript, and the way to all of them. */
function FaqExcerpt({ block, entries }: { block: Block<'faq-excerpt'>; entries: readonly FaqEntry[] }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  if (entries.length === 0) return null;
  const category = t(`faq.categories.${block.category}`);
  return (
    <BlockSection title={block.title ?? category}>
      <FaqEntries entries={entries.slice(0, block.limit)} />
      <p className="info-block__more">
        <Link to={href(`/faq/${block.category}`)}>{t('infoPages.faqMore', { category })}</Link>
      </p>
    </BlockSection>
  );
}
