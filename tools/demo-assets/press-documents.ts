import { crc32 } from 'node:zlib';
import {
  FIRST_SERVICE_KM,
  FIRST_SERVICE_VALUE_CENTIMES,
  FRAME_WARRANTY_YEARS,
  FREE_RETURN_DAYS_AFTER_DELIVERY,
  PICK_UP_AND_RETURN_CENTIMES_PER_TRIP,
  REGULAR_DELIVERY_WEEKS,
  SERVICE_SUBSCRIPTION_YEARLY_CENTIMES,
  WARRANTY_YEARS,
} from '@beast/domain/constants/business';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import { type PdfSection, pdfDocument } from './documents';

/**
 * The press page's files, written from the data files: a release's PDF (its text in the three languages, one
 * after the other, as a Swiss release is sent) and the press kit, one archive of the brand's logos and a fact
 * sheet per language drawn from the catalogue's and the centres' records and spec §9's terms.
 */

type Translated<T> = Record<Locale, T>;

export interface PressReleaseRecord {
  key: string;
  releasedOn: string;
  fileUrl?: string | null;
  text: Partial<Translated<{ title: string; summary: string; body: string }>>;
}

/** What the fact sheet lists of a vehicle with a page. */
export interface FactSheetModel {
  text: Translated<{ name: string; tagline: string }>;
  speedKmh: number;
  batteryWh: number;
  price: number;
}

const LANGUAGE_NAMES: Translated<string> = { en: 'English', fr: 'Français', de: 'Deutsch' };

/** A Markdown body as the PDF writer's lines: paragraphs, with list items as bullets, emphasis dropped. */
export function markdownLines(markdown: string): string[] {
  return markdown
    .split(/\n{2,}/)
    .flatMap((block) =>
      block.split('\n').every((line) => /^\s*[-*] /.test(line))
        ? block.split('\n').map((line) => `• ${line.replace(/^\s*[-*] /, '')}`)
        : [block.replace(/\n/g, ' ')],
    )
    .map((line) => line.replace(/\*\*|__|`/g, '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1'));
}

/** A release's PDF: a section per language it is written in. */
export function pressReleasePdf(release: PressReleaseRecord): Uint8Array {
  const languages = LOCALES.filter((locale) => release.text[locale]);
  const first = release.text[languages[0]!]!;
  const sections: PdfSection[] = languages.map((locale, index) => {
    const text = release.text[locale]!;
    return { heading: `${LANGUAGE_NAMES[locale]}: ${text.title}`, newPage: index > 0, lines: markdownLines(text.body) };
  });
  return pdfDocument({
    title: first.title,
    subtitle: release.releasedOn,
    sections,
    locale: languages[0]!,
    contentsHeading: languages.map((locale) => LANGUAGE_NAMES[locale]).join(' · '),
    coverLines: languages.map((locale) => release.text[locale]!.summary),
  });
}

interface FactWords {
  title: string;
  subtitle: string;
  contents: string;
  cover: string[];
  lineUp: string;
  model: (model: FactSheetModel, price: string) => string;
  places: string;
  placesLine: (count: number, cities: string) => string;
  terms: string;
  termLines: (service: string, subscription: string, pickUp: string) => string[];
  contact: string;
}

const FACT_WORDS: Translated<FactWords> = {
  en: {
    title: 'Beast — Fact sheet',
    subtitle: 'Electric bikes designed in Switzerland',
    contents: 'Contents',
    cover: ['Facts and figures for journalists. Prices in CHF, VAT included.'],
    lineUp: 'The line-up',
    model: (model, price) => `${model.text.en.name}\t${model.speedKmh} km/h · ${model.batteryWh} Wh · from ${price}`,
    places: 'Where to ride one',
    placesLine: (count, cities) => `${count} experience centres and shops: ${cities}.`,
    terms: 'Terms and services',
    termLines: (service, subscription, pickUp) => [
      `• ${WARRANTY_YEARS}-year warranty; ${FRAME_WARRANTY_YEARS} years on the frame of some models.`,
      `• Free delivery of bikes in Switzerland within ${REGULAR_DELIVERY_WEEKS} weeks, or free pick-up at a centre.`,
      `• Free returns within ${FREE_RETURN_DAYS_AFTER_DELIVERY} days of delivery.`,
      `• First service at ${FIRST_SERVICE_KM.min}–${FIRST_SERVICE_KM.max} km, worth ${service}; yearly subscription ${subscription}.`,
      `• Pick-up and return ${pickUp} per trip in the canton of Geneva, the city of Lausanne and the canton of Zurich.`,
    ],
    contact: 'Media contact: press@beast.example',
  },
  fr: {
    title: 'Beast — Fiche d’information',
    subtitle: 'Vélos électriques conçus en Suisse',
    contents: 'Sommaire',
    cover: ['Faits et chiffres pour les journalistes. Prix en CHF, TVA comprise.'],
    lineUp: 'La gamme',
    model: (model, price) => `${model.text.fr.name}\t${model.speedKmh} km/h · ${model.batteryWh} Wh · dès ${price}`,
    places: 'Où les essayer',
    placesLine: (count, cities) => `${count} centres d’expérience et magasins : ${cities}.`,
    terms: 'Conditions et services',
    termLines: (service, subscription, pickUp) => [
      `• Garantie de ${WARRANTY_YEARS} ans ; ${FRAME_WARRANTY_YEARS} ans sur le cadre de certains modèles.`,
      `• Livraison gratuite des vélos en Suisse en ${REGULAR_DELIVERY_WEEKS} semaines, ou retrait gratuit dans un centre.`,
      `• Retour gratuit dans les ${FREE_RETURN_DAYS_AFTER_DELIVERY} jours suivant la livraison.`,
      `• Premier service à ${FIRST_SERVICE_KM.min}–${FIRST_SERVICE_KM.max} km, d’une valeur de ${service} ; abonnement annuel ${subscription}.`,
      `• Enlèvement et retour ${pickUp} par trajet dans le canton de Genève, la ville de Lausanne et le canton de Zurich.`,
    ],
    contact: 'Contact médias : press@beast.example',
  },
  de: {
    title: 'Beast — Faktenblatt',
    subtitle: 'In der Schweiz entwickelte E-Bikes',
    contents: 'Inhalt',
    cover: ['Fakten und Zahlen für Medienschaffende. Preise in CHF, inklusive MWST.'],
    lineUp: 'Das Sortiment',
    model: (model, price) => `${model.text.de.name}\t${model.speedKmh} km/h · ${model.batteryWh} Wh · ab ${price}`,
    places: 'Wo man sie fährt',
    placesLine: (count, cities) => `${count} Experience Center und Shops: ${cities}.`,
    terms: 'Bedingungen und Services',
    termLines: (service, subscription, pickUp) => [
      `• ${WARRANTY_YEARS} Jahre Garantie; ${FRAME_WARRANTY_YEARS} Jahre auf den Rahmen einiger Modelle.`,
      `• Kostenlose Lieferung der Velos in der Schweiz innert ${REGULAR_DELIVERY_WEEKS} Wochen oder kostenlose Abholung in einem Center.`,
      `• Kostenlose Rückgabe innert ${FREE_RETURN_DAYS_AFTER_DELIVERY} Tagen nach der Lieferung.`,
      `• Erster Service nach ${FIRST_SERVICE_KM.min}–${FIRST_SERVICE_KM.max} km im Wert von ${service}; Jahresabo ${subscription}.`,
      `• Abholung und Rückgabe ${pickUp} pro Fahrt im Kanton Genf, in der Stadt Lausanne und im Kanton Zürich.`,
    ],
    contact: 'Medienkontakt: press@beast.example',
  },
};

/** The fact sheet of one language: the line-up with its figures, the places, the terms. */
export function factSheetPdf(
  models: readonly FactSheetModel[],
  cities: readonly Translated<string>[],
  locale: Locale,
): Uint8Array {
  const words = FACT_WORDS[locale];
  const money = (centimes: number) => formatMoney(centimes, locale);
  return pdfDocument({
    title: words.title,
    subtitle: words.subtitle,
    locale,
    contentsHeading: words.contents,
    coverLines: words.cover,
    sections: [
      { heading: words.lineUp, newPage: true, lines: models.map((model) => words.model(model, money(model.price))) },
      {
        heading: words.places,
        lines: [words.placesLine(cities.length, cities.map((city) => city[locale]).join(', '))],
      },
      {
        heading: words.terms,
        lines: [
          ...words.termLines(
            money(FIRST_SERVICE_VALUE_CENTIMES),
            money(SERVICE_SUBSCRIPTION_YEARLY_CENTIMES),
            money(PICK_UP_AND_RETURN_CENTIMES_PER_TRIP),
          ),
          words.contact,
        ],
      },
    ],
  });
}

const INK = '#111418';
const ACCENT = '#1F7A4D';

/** The brand's mark as the storefront draws it (lib/layout/brand-mark.tsx), on its own or with the name. */
function markSvg(background: string, peak: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 32 32">' +
    `<rect width="32" height="32" rx="7" fill="${background}"/><path d="M5 24 13 11l4 6 3-4 7 11z" fill="${peak}"/>` +
    `<path d="m13 11 2.2 3.4-1.6 1.4-1.3-1.7-1.7 1.2z" fill="${ACCENT}" opacity=".35"/></svg>\n`
  );
}

function logoSvg(ink: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="320" viewBox="0 0 120 32">' +
    `<rect width="32" height="32" rx="7" fill="${ACCENT}"/><path d="M5 24 13 11l4 6 3-4 7 11z" fill="#fff"/>` +
    `<text x="40" y="24" font-family="Inter, Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="${ink}">Beast</text></svg>\n`
  );
}

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/** The archive's files' date (1 January 2026, 00:00) in MS-DOS form: the same bytes on every run. */
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

/** A ZIP archive of stored (uncompressed) files: PDFs and SVGs gain little from deflate at this size. */
export function zipArchive(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.bytes);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** The press kit: the logos and a fact sheet per language. */
export function pressKit(models: readonly FactSheetModel[], cities: readonly Translated<string>[]): Uint8Array {
  const text = (value: string) => new TextEncoder().encode(value);
  return zipArchive([
    { name: 'logos/beast-logo.svg', bytes: text(logoSvg(INK)) },
    { name: 'logos/beast-logo-white.svg', bytes: text(logoSvg('#FFFFFF')) },
    { name: 'logos/beast-mark.svg', bytes: text(markSvg(ACCENT, '#FFFFFF')) },
    { name: 'logos/beast-mark-ink.svg', bytes: text(markSvg(INK, '#FFFFFF')) },
    ...LOCALES.map((locale) => ({ name: `fact-sheet-${locale}.pdf`, bytes: factSheetPdf(models, cities, locale) })),
  ]);
}
