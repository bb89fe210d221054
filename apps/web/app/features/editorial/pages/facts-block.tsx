import type { PublicPageBlock } from '@beast/domain/content/pages-api.schema';
import type { ReactNode } from 'react';

/**
 * A page block's section and the facts block: apart from the other blocks, so a page that draws only facts (the
 * business page) downloads nothing else of them.
 */
export function BlockSection({
  title,
  className,
  children,
}: {
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `info-block ${className}` : 'info-block'}>
      {title ? <h2 className="info-block__title">{title}</h2> : null}
      {children}
    </section>
  );
}

export function FactsBlock({ block }: { block: Extract<PublicPageBlock, { type: 'facts' }> }) {
  return (
    <BlockSection title={block.title}>
      <dl className="info-facts">
        {block.items.map((item) => (
          <div key={item.label} className="info-facts__item">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </BlockSection>
  );
}
