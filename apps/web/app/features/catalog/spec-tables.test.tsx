import { ONE_SIZE } from '@beast/domain/catalog/frame-sizes';
import type { Geometry } from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createT } from '../../lib/i18n/translator';
import { allTexts, renderPage } from '../../test/render-page';
import { GeometryTable } from './spec-tables';

function showGeometry(locale: Locale, geometry: Geometry) {
  renderPage(() => <GeometryTable geometry={geometry} caption="Geometry" />, {
    path: '/:lang/product/:bike',
    url: `/${locale}/product/cargo-beast`,
    locale,
  });
  return createT(locale, allTexts(locale));
}

describe('the geometry table', () => {
  it.each(['en', 'fr', 'de'] as const)(
    'names a one-size frame’s column in the page’s language (%s)',
    async (locale) => {
      const t = showGeometry(locale, { sizes: [ONE_SIZE], rows: [{ measure: 'seatTube', values: [500] }] });
      const headers = (await screen.findAllByRole('columnheader')).map((cell) => cell.textContent);
      expect(headers).toEqual([t('geometry.measure'), t('geometry.oneSize')]);
      expect(headers[1]).not.toBe(ONE_SIZE);
    },
  );

  it('names the other frame sizes by their code, alike in every language', async () => {
    showGeometry('fr', { sizes: ['S', 'M'], rows: [{ measure: 'reach', values: [400, 420] }] });
    const headers = (await screen.findAllByRole('columnheader')).map((cell) => cell.textContent);
    expect(headers.slice(1)).toEqual(['S', 'M']);
  });
});
