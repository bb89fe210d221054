import type { RefurbishedDetails } from '@beast/domain/catalog/product.schema';
import { WARRANTY_YEARS } from '@beast/domain/constants/business';
import type { Locale } from '@beast/domain/i18n/locale';
import type { ProductSeed, Translated } from '../seed-types';
import { ACCESSORY_DEFINITIONS, accessoryPicture } from './accessories';
import { chf, formatNumber, itemText, packageFees, perLocale, t } from './content-helpers';
import type { RefurbishedSubcategory } from './subcategories';
import {
  ADVENTURE_BEAST,
  CARGO_BEAST,
  CLASSY_BEAST,
  CLASSY_BEAST_45,
  COLOURS,
  type ColourOption,
  CRUISY_BEAST,
  MAVERICK_BEAST,
  MIGHTY_BEAST,
  MIGHTY_BEAST_25,
  RIMS,
  type RimOption,
  specEntries,
  type VehicleModel,
} from './vehicle-models';
import { bikeSideMedia } from './vehicles';

/**
 * Refurbished goods (spec §3 refurbished state, §7 refurbished calls): 24 items over four
 * categories, so the list pages by 20 and every category filter returns something.
 * The original price is today's price of the same product new.
 */

const CONDITION: Record<RefurbishedDetails['condition'], Translated<string>> = {
  like_new: t('Like new', 'Comme neuf', 'Wie neu'),
  very_good: t('Very good condition', 'Très bon état', 'Sehr guter Zustand'),
  good: t('Good condition', 'Bon état', 'Guter Zustand'),
};

const SUFFIX: Record<'refurbished' | 'exDemo', Translated<string>> = {
  refurbished: t('refurbished', 'reconditionné', 'aufbereitet'),
  exDemo: t('ex-demo', 'ex-démonstration', 'Vorführmodell'),
};

const WORKSHOP_CHECK = t(
  'Our workshop checked brakes, drive, battery and lights and replaced worn parts.',
  'Notre atelier a contrôlé freins, transmission, batterie et éclairage, et remplacé les pièces usées.',
  'Unsere Werkstatt hat Bremsen, Antrieb, Akku und Licht geprüft und Verschleissteile ersetzt.',
);

const DEMO_USE = t(
  'It served for test rides in our experience centres.',
  'Il a servi aux essais dans nos centres d’expérience.',
  'Es diente für Probefahrten in unseren Experience Centers.',
);

const DELIVERY = t(
  'Free delivery in Switzerland or pick-up at an experience centre.',
  'Livraison gratuite en Suisse ou retrait dans un centre d’expérience.',
  'Kostenlose Lieferung in der Schweiz oder Abholung in einem Experience Center.',
);

const MODEL_YEAR = t('Model year', 'Modèle', 'Modelljahr');

/** spec §9: the 2-year warranty covers refurbished goods too; a frame keeps its model's longer warranty. */
const WARRANTY_MONTHS = WARRANTY_YEARS * 12;
function frameWarranty(years: number): number | null {
  return years > WARRANTY_YEARS ? years : null;
}

function unitSentence(name: string, year: number, colour: string, km: string, locale: Locale): string {
  if (locale === 'fr') return `${name} de ${year} en ${colour}, ${km} km au compteur.`;
  if (locale === 'de') return `${name} von ${year} in ${colour}, ${km} km gefahren.`;
  return `${name} from ${year} in ${colour}, ${km} km on the clock.`;
}

interface BikeUnit {
  model: VehicleModel;
  subcategory: RefurbishedSubcategory;
  year: number;
  colour: ColourOption;
  rim: RimOption;
  condition: RefurbishedDetails['condition'];
  km: number;
  francs: number;
}

function refurbishedBike(unit: BikeUnit): ProductSeed {
  const { model, year, colour, rim, condition, km } = unit;
  const demo = unit.subcategory === 'ex-demo';
  const slug = `${demo ? 'ex-demo' : 'refurbished'}-${model.slug}-${year}-${colour.key}`;
  const name = (locale: Locale) =>
    `${model.copy[locale].name} (${year}), ${SUFFIX[demo ? 'exDemo' : 'refurbished'][locale]}`;
  return {
    slug,
    type: 'product',
    subcategory: unit.subcategory,
    page: null,
    price: chf(unit.francs),
    originalPrice: model.price,
    speedKmh: model.speedKmh,
    batteryWh: model.batteryWh,
    weightKg: model.weightKg,
    refurbished: {
      condition,
      modelYear: year,
      mileageKm: km,
      warrantyMonths: WARRANTY_MONTHS,
      frameWarrantyYears: frameWarranty(model.frameWarrantyYears),
    },
    media: [bikeSideMedia(`media/${slug}/side.svg`, model, colour, rim, (l) => `${model.copy[l].name} (${year})`)],
    geometry: model.geometry,
    packageFees: packageFees(model.speedKmh, model.fees),
    downloads: [],
    text: perLocale((locale) => {
      const kmText = formatNumber(km, locale);
      return {
        name: name(locale),
        tagline: `${CONDITION[condition][locale]}, ${kmText} km`,
        description: [
          unitSentence(model.copy[locale].name, year, colour.name[locale], kmText, locale),
          WORKSHOP_CHECK[locale],
          demo ? DEMO_USE[locale] : '',
          DELIVERY[locale],
        ]
          .filter(Boolean)
          .join(' '),
        highlights: [
          CONDITION[condition][locale],
          `${kmText} km`,
          `${MODEL_YEAR[locale]} ${year}`,
          ...model.copy[locale].highlights.slice(0, 2),
        ],
        specs: specEntries(model, locale, { colours: [colour], rims: [rim] }),
      };
    }),
  };
}

const { alpineGreen, matteBlack, glacierWhite, midnightBlue, ivory, burgundy, anthracite, desertSand, rawCarbon } =
  COLOURS;
const { black, bronze, silver } = RIMS;

type Condition = RefurbishedDetails['condition'];
type UnitRow = readonly [VehicleModel, number, ColourOption, RimOption, Condition, number, number];

function units(subcategory: RefurbishedSubcategory, list: UnitRow[]): BikeUnit[] {
  return list.map(([model, year, colour, rim, condition, km, francs]) => ({
    model,
    subcategory,
    year,
    colour,
    rim,
    condition,
    km,
    francs,
  }));
}

/** model, model year, colour, rims, condition, mileage in km, price in CHF */
const BIKE_UNITS: BikeUnit[] = [
  ...units('refurbished-bikes', [
    [MIGHTY_BEAST, 2022, matteBlack, black, 'good', 8400, 3299],
    [MIGHTY_BEAST, 2023, alpineGreen, bronze, 'very_good', 4100, 3899],
    [MIGHTY_BEAST, 2024, glacierWhite, black, 'like_new', 900, 4599],
    [MIGHTY_BEAST_25, 2023, alpineGreen, black, 'very_good', 3200, 3499],
    [MIGHTY_BEAST_25, 2024, matteBlack, bronze, 'like_new', 650, 4199],
    [CLASSY_BEAST, 2022, ivory, silver, 'good', 6100, 2299],
    [CLASSY_BEAST, 2024, midnightBlue, silver, 'very_good', 1800, 3199],
    [CLASSY_BEAST_45, 2023, burgundy, black, 'very_good', 5200, 3399],
    [ADVENTURE_BEAST, 2024, desertSand, bronze, 'very_good', 2700, 5299],
    [MAVERICK_BEAST, 2024, rawCarbon, black, 'like_new', 1100, 7799],
  ]),
  ...units('refurbished-cargo', [
    [CARGO_BEAST, 2021, anthracite, black, 'good', 11800, 3499],
    [CARGO_BEAST, 2022, alpineGreen, black, 'good', 9300, 3899],
    [CARGO_BEAST, 2023, desertSand, black, 'very_good', 5600, 4499],
    [CARGO_BEAST, 2024, alpineGreen, black, 'very_good', 2900, 5199],
    [CARGO_BEAST, 2024, anthracite, black, 'like_new', 700, 5699],
  ]),
  ...units('ex-demo', [
    [CLASSY_BEAST, 2025, burgundy, silver, 'like_new', 320, 3499],
    [MIGHTY_BEAST, 2025, alpineGreen, black, 'like_new', 410, 4799],
    [ADVENTURE_BEAST, 2025, alpineGreen, black, 'like_new', 280, 5999],
    [MAVERICK_BEAST, 2025, glacierWhite, black, 'like_new', 350, 8299],
    [CRUISY_BEAST, 2025, alpineGreen, black, 'like_new', 150, 2899],
  ]),
];

/** `feminine` picks the French agreement of "reconditionné(e)". */
const ACCESSORY_UNITS = [
  { slug: 'spare-battery-672', condition: 'very_good', year: 2023, francs: 549, feminine: true },
  { slug: 'child-seat', condition: 'like_new', year: 2024, francs: 179, feminine: false },
  { slug: 'cargo-box-rain-tent', condition: 'good', year: 2023, francs: 199, feminine: true },
  { slug: 'waterproof-pannier', condition: 'very_good', year: 2024, francs: 89, feminine: true },
] as const;

const ACCESSORY_NOTE = t(
  'Checked and cleaned in our workshop.',
  'Contrôlé et nettoyé dans notre atelier.',
  'In unserer Werkstatt geprüft und gereinigt.',
);

function refurbishedAccessory(unit: (typeof ACCESSORY_UNITS)[number]): ProductSeed {
  const def = ACCESSORY_DEFINITIONS.find((d) => d.slug === unit.slug);
  if (!def) throw new Error(`Unknown accessory ${unit.slug}`);
  const slug = `refurbished-${def.slug}`;
  const text = itemText(def.copy);
  return {
    slug,
    type: 'product',
    subcategory: 'refurbished-accessories',
    page: null,
    price: chf(unit.francs),
    originalPrice: def.originalPrice ?? def.price,
    refurbished: {
      condition: unit.condition,
      modelYear: unit.year,
      mileageKm: null,
      warrantyMonths: WARRANTY_MONTHS,
      frameWarrantyYears: null,
    },
    media: [accessoryPicture(`media/${slug}/product.svg`, def)],
    packageFees: [],
    downloads: [],
    text: perLocale((locale) => ({
      ...text[locale],
      name: `${text[locale].name}, ${SUFFIX.refurbished[locale]}${unit.feminine && locale === 'fr' ? 'e' : ''}`,
      // German nouns keep their capital letter inside a sentence.
      tagline: `${CONDITION[unit.condition][locale]}, ${locale === 'de' ? MODEL_YEAR.de : MODEL_YEAR[locale].toLowerCase()} ${unit.year}`,
      description: `${ACCESSORY_NOTE[locale]} ${CONDITION[unit.condition][locale]}. ${text[locale].description}`,
    })),
  };
}

export const REFURBISHED: ProductSeed[] = [
  ...BIKE_UNITS.map(refurbishedBike),
  ...ACCESSORY_UNITS.map(refurbishedAccessory),
];
