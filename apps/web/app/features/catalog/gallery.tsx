import type { Media } from '@beast/domain/catalog/product.schema';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { Image } from '../../ui/media';

/**
 * The product gallery: one main picture and a thumbnail button per picture (aria-pressed marks the one
 * shown). Without JavaScript the thumbnails are hidden and every picture is listed below the first
 * (CSS `@media (scripting: none)`), so nothing is out of reach.
 */
export function Gallery({ media, name }: { media: readonly Media[]; name: string }) {
  const { t } = useTranslation();
  const images = media.filter((item) => item.kind === 'image');
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  if (!main) return null;
  const rest = images.slice(1);
  return (
    <section className="gallery" aria-label={t('gallery.label', { name })}>
      <figure className="gallery__main">
        <Image key={main.url} src={main.url} alt={main.alt} width={main.width} height={main.height} priority />
      </figure>
      {images.length > 1 ? (
        <>
          <ul className="gallery__thumbs">
            {images.map((image, index) => (
              <li key={image.url}>
                <button
                  type="button"
                  className="gallery__thumb"
                  aria-pressed={index === selected}
                  aria-label={t('gallery.show', { number: index + 1, count: images.length, alt: image.alt })}
                  onClick={() => setSelected(index)}
                >
                  <Image src={image.url} alt="" width={image.width} height={image.height} />
                </button>
              </li>
            ))}
          </ul>
          <ul className="gallery__all">
            {rest.map((image) => (
              <li key={image.url}>
                <Image src={image.url} alt={image.alt} width={image.width} height={image.height} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
