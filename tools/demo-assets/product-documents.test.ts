import { ONE_SIZE } from '@beast/domain/catalog/frame-sizes';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import { describe, expect, it } from 'vitest';
import { readContentSet } from '../../apps/api/src/modules/content-import/content-set';
import { DEMO_CONTENT_DIR } from './demo-assets';
import facts from './document-facts.json' with { type: 'json' };
import { pdfPages as pagesOf } from './pdf-text';
import { type DocumentModel, vehicleDocuments } from './product-documents';

/** The vehicles of the demo data files, with the facts their documents add. */
const VEHICLES: DocumentModel[] = readContentSet(DEMO_CONTENT_DIR)
  .products.map((record) => record.value as DocumentModel)
  .filter((product) => product.slug in facts)
  .map((product) => ({ ...product, ...facts[product.slug as keyof typeof facts] }));

/** What every manual must say, in its own language (spec §9): headings and the facts under them. */
const MANUAL_SECTIONS: Record<Locale, string[]> = {
  en: [
    'Contents',
    'Safety',
    'Charging the battery',
    'Maintenance intervals',
    '500–1000 km',
    'Technical data',
    'Warranty',
  ],
  fr: [
    'Sommaire',
    'Sécurité',
    'Recharger la batterie',
    'Intervalles d’entretien',
    '500–1000 km',
    'Caractéristiques techniques',
    'Garantie',
  ],
  de: ['Inhalt', 'Sicherheit', 'Akku laden', 'Wartungsintervalle', '500–1000 km', 'Technische Daten', 'Garantie'],
};
const BROCHURE_SECTIONS: Record<Locale, string[]> = {
  en: ['Contents', 'Technical data', '500–1000 km', 'Warranty'],
  fr: ['Sommaire', 'Caractéristiques techniques', '500–1000 km', 'Garantie'],
  de: ['Inhalt', 'Technische Daten', '500–1000 km', 'Garantie'],
};
/** spec §9 licence facts by speed class. */
const LICENCE: Record<Locale, { slow: string[]; fast: string[] }> = {
  en: {
    slow: ['From age 16', 'category M'],
    fast: ['category M licence (minimum age 14)', 'liability insurance', 'helmet is mandatory'],
  },
  fr: {
    slow: ['Dès 16 ans', 'catégorie M'],
    fast: ['catégorie M (âge minimum 14 ans)', 'responsabilité civile', 'casque est obligatoire'],
  },
  de: {
    slow: ['Ab 16 Jahren', 'Kategorie M'],
    fast: ['Kategorie M (Mindestalter 14 Jahre)', 'Haftpflichtversicherung', 'Helm ist Pflicht'],
  },
};

const cases = VEHICLES.flatMap((model) =>
  vehicleDocuments(model).map((file) => {
    const [, kind, locale] = /(manual|brochure)-(en|fr|de)\.pdf$/.exec(file.path)!;
    return { model, kind: kind as 'manual' | 'brochure', locale: locale as Locale, file };
  }),
);

describe('vehicle manuals and brochures', () => {
  it.each(cases)(
    '$model.slug $kind ($locale) is a PDF of several pages with its sections',
    async ({ model, kind, locale, file }) => {
      const bytes = file.render();
      const pages = await pagesOf(bytes);
      expect(pages.length).toBeGreaterThanOrEqual(kind === 'manual' ? 6 : 5);
      const text = pages.join('\n');
      expect(pages[0]).toContain(model.text[locale].name);
      for (const section of (kind === 'manual' ? MANUAL_SECTIONS : BROCHURE_SECTIONS)[locale]) {
        expect(text.toLowerCase()).toContain(section.toLowerCase());
      }
      for (const fact of LICENCE[locale][model.speedKmh > 25 ? 'fast' : 'slow']) expect(text).toContain(fact);
      // The contents page gives each chapter's real page number.
      expect(pages[1]).toMatch(/\d/);
    },
  );

  it.each(['en', 'fr', 'de'] as const)(
    'prints the price in the brochure as the shop writes it (%s)',
    async (locale) => {
      for (const model of VEHICLES) {
        const brochure = vehicleDocuments(model).find((file) => file.path.endsWith(`brochure-${locale}.pdf`))!;
        // The PDF writes the locale's no-break spaces as plain ones.
        const text = (await pagesOf(brochure.render())).join('\n').replace(/\s/g, ' ');
        expect(text, model.slug).toContain(formatMoney(model.price, locale).replace(/\s/g, ' '));
      }
    },
  );

  it.each([
    ['en', 'One size'],
    ['fr', 'Taille unique'],
    ['de', 'Einheitsgrösse'],
  ] as const)('names a one-size frame in the brochure’s language (%s)', async (locale, label) => {
    const model = VEHICLES.find((vehicle) => vehicle.geometry?.sizes.includes(ONE_SIZE));
    expect(model, 'a demo vehicle made in one size').toBeDefined();
    const brochure = vehicleDocuments(model!).find((file) => file.path.endsWith(`brochure-${locale}.pdf`))!;
    const text = (await pagesOf(brochure.render())).join('\n');
    expect(text).toContain(label);
    expect(text).not.toContain(ONE_SIZE);
  });

  it('numbers the contents with the pages the sections start on', async () => {
    const manual = vehicleDocuments(VEHICLES[0]!).find((file) => file.path.endsWith('manual-en.pdf'))!;
    const pages = await pagesOf(manual.render());
    const safetyPage = pages.findIndex((page, i) => i > 1 && page.includes('Safety')) + 1;
    expect(pages[1]).toMatch(new RegExp(`Safety[ .]+${safetyPage}`));
  });
});
