import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { vehicleDownloads } from './product-documents';
import { VEHICLE_MODELS } from './vehicle-models';

/** The text of each page, read by an independent PDF parser (pdf.js), so a broken file fails here. */
async function pagesOf(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages;
}

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

const cases = VEHICLE_MODELS.flatMap((model) =>
  vehicleDownloads(model).flatMap((download) =>
    LOCALES.map((locale) => ({ model, kind: download.kind, locale, file: download.files[locale] })),
  ),
);

describe('vehicle manuals and brochures', () => {
  it.each(cases)(
    '$model.slug $kind ($locale) is a PDF of several pages with its sections',
    async ({ model, kind, locale, file }) => {
      const bytes = file.render() as Uint8Array;
      const pages = await pagesOf(bytes);
      expect(pages.length).toBeGreaterThanOrEqual(kind === 'manual' ? 6 : 5);
      const text = pages.join('\n');
      expect(pages[0]).toContain(model.copy[locale].name);
      for (const section of (kind === 'manual' ? MANUAL_SECTIONS : BROCHURE_SECTIONS)[locale]) {
        expect(text.toLowerCase()).toContain(section.toLowerCase());
      }
      for (const fact of LICENCE[locale][model.speedKmh > 25 ? 'fast' : 'slow']) expect(text).toContain(fact);
      // The contents page gives each chapter's real page number.
      expect(pages[1]).toMatch(/\d/);
    },
  );

  it('numbers the contents with the pages the sections start on', async () => {
    const [manual] = vehicleDownloads(VEHICLE_MODELS[0]!);
    const pages = await pagesOf(manual!.files.en.render() as Uint8Array);
    const safetyPage = pages.findIndex((page, i) => i > 1 && page.includes('Safety')) + 1;
    expect(pages[1]).toMatch(new RegExp(`Safety[ .]+${safetyPage}`));
  });
});
