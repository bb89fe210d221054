import { ONE_SIZE } from '@beast/domain/catalog/frame-sizes';
import type { Geometry, SpecEntry } from '@beast/domain/catalog/product.schema';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatNumber } from './format';

/** spec §3 bike spec entries: translated labels, values as the API wrote them in the page's language. */
export function SpecTable({ specs, caption }: { specs: readonly SpecEntry[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <table className="data-table data-table--specs">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {specs.map((spec) => (
          <tr key={spec.key}>
            <th scope="row">{t(`specs.${spec.key}`)}</th>
            <td>{spec.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ANGLES = new Set(['headTubeAngle', 'seatTubeAngle']);

/** Frame geometry: frame sizes as columns, measures as rows with their unit (mm, or ° for angles). */
export function GeometryTable({ geometry, caption }: { geometry: Geometry; caption: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const captionId = useId();
  return (
    // A wide table scrolls sideways on a phone; the region is focusable so keyboards can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table className="data-table data-table--geometry">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('geometry.measure')}</th>
            {geometry.sizes.map((size) => (
              <th key={size} scope="col">
                {size === ONE_SIZE ? t('geometry.oneSize') : size}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {geometry.rows.map((row) => {
            const unit = ANGLES.has(row.measure) ? t('units.degree') : t('units.mm');
            return (
              <tr key={row.measure}>
                <th scope="row">
                  {t(`geometry.${row.measure}`)} <span className="unit">({unit})</span>
                </th>
                {geometry.sizes.map((size, index) => {
                  const value = row.values[index];
                  return <td key={size}>{value === undefined ? '–' : formatNumber(value, locale, 1)}</td>;
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
