import {
  GEOMETRY_MEASURES,
  type Geometry,
  type ProductPageKind,
  type ProductTypeCode,
  type SpecEntryKey,
} from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import type { Translated } from '../seed-types';
import { capitalise, chf, formatNumber, listWithOr, t } from './content-helpers';
import type { BikeModel } from './illustrations';

/**
 * The vehicles of spec §1 as plain data: facts (§9), colour options, spec entries (§3) and copy.
 * `vehicles.ts` turns them into product seeds; refurbished goods and documents reuse them.
 */

export interface ColourOption {
  key: string;
  hex: string;
  name: Translated<string>;
}

export interface RimOption extends ColourOption {
  /** "black rims" as it reads after "with" in each language, for alt texts. */
  phrase: Translated<string>;
}

export interface VehicleCopy {
  name: string;
  tagline: string;
  description: string;
  highlights: string[];
}

export type ForkKind = 'normal' | 'inverted' | 'rigid';

export interface VehicleModel {
  slug: string;
  type: ProductTypeCode;
  page: ProductPageKind | null;
  price: number;
  originalPrice: number;
  speedKmh: number;
  batteryWh: 672 | 708 | 804 | 1008;
  weightKg: number;
  configuratorCatalogId?: string;
  editionSize?: number;
  art: BikeModel;
  accentColor?: string;
  /** The first colour and rim are the main option shown first. */
  colours: [ColourOption, ...ColourOption[]];
  rims: [RimOption, ...RimOption[]];
  motor: Translated<string>;
  fork: { kind: ForkKind; travelMm?: number };
  tyres: Translated<string>;
  transmission: Translated<string>;
  brakes: Translated<string>;
  /** spec §9: 2-year warranty; the frame of some models 5 years; city and cargo 2 years. */
  frameWarrantyYears: 2 | 5;
  /** Total permitted load in kg (spec §9: cargo 200 kg). */
  maxLoadKg: number;
  geometry?: Geometry;
  fees?: { assembly?: number; cleaning?: number };
  copy: Translated<VehicleCopy>;
}

export const COLOURS = {
  alpineGreen: { key: 'alpine-green', hex: '#1F7A4D', name: t('alpine green', 'vert alpin', 'Alpengrün') },
  matteBlack: { key: 'matte-black', hex: '#25292E', name: t('matte black', 'noir mat', 'Mattschwarz') },
  glacierWhite: { key: 'glacier-white', hex: '#E4E8E4', name: t('glacier white', 'blanc glacier', 'Gletscherweiss') },
  midnightBlue: { key: 'midnight-blue', hex: '#1D2B45', name: t('midnight blue', 'bleu nuit', 'Nachtblau') },
  ivory: { key: 'ivory', hex: '#E3D9C2', name: t('ivory', 'ivoire', 'Elfenbein') },
  burgundy: { key: 'burgundy', hex: '#6E2233', name: t('burgundy', 'bordeaux', 'Bordeaux') },
  anthracite: { key: 'anthracite', hex: '#3A4148', name: t('anthracite', 'anthracite', 'Anthrazit') },
  desertSand: { key: 'desert-sand', hex: '#C9B48A', name: t('desert sand', 'sable du désert', 'Wüstensand') },
  lakeBlue: { key: 'lake-blue', hex: '#3F6E8C', name: t('lake blue', 'bleu lac', 'Seeblau') },
  summitOrange: { key: 'summit-orange', hex: '#D9532B', name: t('summit orange', 'orange sommet', 'Gipfelorange') },
  rawCarbon: { key: 'raw-carbon', hex: '#262A2F', name: t('raw carbon', 'carbone brut', 'Sichtcarbon') },
  coffee: { key: 'roasted-coffee', hex: '#5B3A29', name: t('roasted coffee', 'café torréfié', 'Kaffeebraun') },
  crema: { key: 'crema', hex: '#C8A27A', name: t('crema', 'crema', 'Crema') },
} satisfies Record<string, ColourOption>;

export const RIMS = {
  black: {
    key: 'black',
    hex: '#15171A',
    name: t('black', 'noir', 'Schwarz'),
    phrase: t('black rims', 'jantes noires', 'schwarzen Felgen'),
  },
  bronze: {
    key: 'bronze',
    hex: '#A0703C',
    name: t('bronze', 'bronze', 'Bronze'),
    phrase: t('bronze rims', 'jantes bronze', 'Felgen in Bronze'),
  },
  silver: {
    key: 'silver',
    hex: '#B8BDC2',
    name: t('silver', 'argent', 'Silber'),
    phrase: t('silver rims', 'jantes argentées', 'silbernen Felgen'),
  },
  copper: {
    key: 'copper',
    hex: '#B5673A',
    name: t('copper', 'cuivre', 'Kupfer'),
    phrase: t('copper rims', 'jantes cuivre', 'Felgen in Kupfer'),
  },
} satisfies Record<string, RimOption>;

const FORKS: Record<ForkKind, Translated<string>> = {
  normal: t('Normal suspension fork', 'Fourche suspendue normale', 'Normale Federgabel'),
  inverted: t('Inverted suspension fork', 'Fourche suspendue inversée', 'Upside-down-Federgabel'),
  rigid: t('Rigid fork', 'Fourche rigide', 'Starrgabel'),
};

const TRAVEL = t('travel', 'de débattement', 'Federweg');

function hubMotor(watts: number, nm: number): Translated<string> {
  return t(
    `${watts} W rear hub motor, ${nm} Nm`,
    `Moteur-moyeu arrière ${watts} W, ${nm} Nm`,
    `Hinterradnabenmotor ${watts} W, ${nm} Nm`,
  );
}

function discBrakes(pistons: number, rotorMm: number): Translated<string> {
  return t(
    `Hydraulic ${pistons}-piston disc brakes, ${rotorMm} mm rotors`,
    `Freins à disque hydrauliques ${pistons} pistons, disques de ${rotorMm} mm`,
    `Hydraulische ${pistons}-Kolben-Scheibenbremsen, ${rotorMm}-mm-Scheiben`,
  );
}

function derailleur(group: string, speeds: number): Translated<string> {
  return t(`${group}, ${speeds} speeds`, `${group}, ${speeds} vitesses`, `${group}, ${speeds} Gänge`);
}

function hubGear(speeds: number): Translated<string> {
  return t(
    `Shimano Nexus ${speeds}-speed hub gear`,
    `Moyeu Shimano Nexus à ${speeds} vitesses`,
    `Shimano-Nexus-Nabenschaltung, ${speeds} Gänge`,
  );
}

/** Battery label as spec §9 writes it: volts × amp-hours = watt-hours (all packs are 48 V). */
export function batteryLabel(wh: number, locale: Locale): string {
  return `48 V × ${formatNumber(wh / 48, locale)} Ah = ${wh} Wh`;
}

/** The eight spec entries of spec §3 in one language. */
export function specEntries(
  model: VehicleModel,
  locale: Locale,
  { colours, rims }: { colours: ColourOption[]; rims: RimOption[] } = model,
): Record<SpecEntryKey, string> {
  const fork = model.fork.travelMm
    ? `${FORKS[model.fork.kind][locale]}, ${model.fork.travelMm} mm ${TRAVEL[locale]}`
    : FORKS[model.fork.kind][locale];
  return {
    motor: model.motor[locale],
    forkType: fork,
    color: capitalise(
      listWithOr(
        colours.map((c) => c.name[locale]),
        locale,
      ),
    ),
    tireSize: model.tyres[locale],
    rimColor: capitalise(
      listWithOr(
        rims.map((r) => r.name[locale]),
        locale,
      ),
    ),
    transmission: model.transmission[locale],
    battery: batteryLabel(model.batteryWh, locale),
    brakes: model.brakes[locale],
  };
}

type Measures = Record<(typeof GEOMETRY_MEASURES)[number], number>;

/**
 * A geometry table from the values of the second size and the change per size step
 * (angles usually stay the same across sizes).
 */
function geometry(sizes: string[], base: Measures, step: Partial<Measures>): Geometry {
  const anchor = sizes.length > 1 ? 1 : 0;
  return {
    sizes,
    rows: GEOMETRY_MEASURES.map((measure) => ({
      measure,
      values: sizes.map((_, i) => Math.round((base[measure] + (step[measure] ?? 0) * (i - anchor)) * 10) / 10),
    })),
  };
}

const SIZE_STEP: Partial<Measures> = { seatTube: 40, topTube: 18, wheelbase: 18, standover: 22, stack: 14, reach: 14 };

const FAT_GEOMETRY = geometry(
  ['M', 'L'],
  {
    seatTube: 460,
    topTube: 600,
    headTubeAngle: 68,
    seatTubeAngle: 72,
    chainstay: 470,
    wheelbase: 1230,
    standover: 780,
    stack: 640,
    reach: 430,
  },
  SIZE_STEP,
);

const CITY_GEOMETRY = geometry(
  ['S', 'M', 'L'],
  {
    seatTube: 480,
    topTube: 590,
    headTubeAngle: 70,
    seatTubeAngle: 72,
    chainstay: 460,
    wheelbase: 1120,
    standover: 440,
    stack: 630,
    reach: 380,
  },
  { ...SIZE_STEP, standover: 10 },
);

const FAT_TYRES = t('20 × 4.0 in fat tyres', 'Pneus larges 20 × 4,0 pouces', 'Fatbike-Reifen 20 × 4.0 Zoll');
const FAT_TRANSMISSION = derailleur('Shimano Deore', 10);

export const MIGHTY_BEAST: VehicleModel = {
  slug: 'mighty-beast',
  type: 'mighty_beast',
  page: 'product',
  // spec §9: Mighty Beast 45 km/h from CHF 5,499.
  price: chf(5499),
  originalPrice: chf(5499),
  speedKmh: 45,
  batteryWh: 1008,
  weightKg: 37,
  art: 'mighty',
  colours: [COLOURS.alpineGreen, COLOURS.matteBlack, COLOURS.glacierWhite],
  rims: [RIMS.black, RIMS.bronze],
  motor: hubMotor(1000, 85),
  fork: { kind: 'inverted', travelMm: 100 },
  tyres: FAT_TYRES,
  transmission: FAT_TRANSMISSION,
  brakes: discBrakes(4, 203),
  frameWarrantyYears: 5,
  maxLoadKg: 150,
  geometry: FAT_GEOMETRY,
  copy: {
    en: {
      name: 'Mighty Beast',
      tagline: 'The 45 km/h fat bike',
      description:
        'The Mighty Beast is our fat bike for 45 km/h. Its 1008 Wh battery takes you up to 120 km, and 4-inch tyres stay steady on gravel, snow and cobbles. It weighs 37 kg and is built for every day. You need a category M licence, a plate with liability insurance and a helmet.',
      highlights: [
        '45 km/h with pedal assistance, 30 km/h without pedalling',
        '1008 Wh battery for up to 120 km',
        '20 × 4.0 in fat tyres for gravel, snow and cobbles',
        'Inverted fork with 100 mm travel',
        '5-year frame warranty',
      ],
    },
    fr: {
      name: 'Mighty Beast',
      tagline: 'Le fat bike à 45 km/h',
      description:
        'Le Mighty Beast est notre fat bike à 45 km/h. Sa batterie de 1008 Wh vous emmène jusqu’à 120 km, et ses pneus de 4 pouces restent stables sur le gravier, la neige et les pavés. Il pèse 37 kg et se conduit au quotidien. Il vous faut un permis de catégorie M, une plaque avec assurance responsabilité civile et un casque.',
      highlights: [
        '45 km/h avec assistance, 30 km/h sans pédaler',
        'Batterie de 1008 Wh pour jusqu’à 120 km',
        'Pneus larges 20 × 4,0 pouces pour le gravier, la neige et les pavés',
        'Fourche inversée, 100 mm de débattement',
        'Cadre garanti 5 ans',
      ],
    },
    de: {
      name: 'Mighty Beast',
      tagline: 'Das Fatbike für 45 km/h',
      description:
        'Das Mighty Beast ist unser Fatbike für 45 km/h. Der Akku mit 1008 Wh bringt Sie bis zu 120 km weit, die 4-Zoll-Reifen bleiben auf Kies, Schnee und Pflaster stabil. Es wiegt 37 kg und ist für jeden Tag gebaut. Sie brauchen den Führerausweis der Kategorie M, ein Kontrollschild mit Haftpflichtversicherung und einen Helm.',
      highlights: [
        '45 km/h mit Unterstützung, 30 km/h ohne zu treten',
        'Akku mit 1008 Wh für bis zu 120 km',
        'Fatbike-Reifen 20 × 4.0 Zoll für Kies, Schnee und Pflaster',
        'Upside-down-Gabel mit 100 mm Federweg',
        '5 Jahre Garantie auf den Rahmen',
      ],
    },
  },
};

export const MIGHTY_BEAST_25: VehicleModel = {
  ...MIGHTY_BEAST,
  slug: 'mighty-beast-25',
  price: chf(4999),
  originalPrice: chf(5299),
  speedKmh: 25,
  batteryWh: 804,
  weightKg: 36,
  motor: hubMotor(250, 80),
  brakes: discBrakes(4, 180),
  copy: {
    en: {
      name: 'Mighty Beast 25',
      tagline: 'The fat bike at 25 km/h, no licence from 16',
      description:
        'The Mighty Beast 25 has the same fat-bike frame, with assistance up to 25 km/h. From age 16 you ride it without a licence; at 14 and 15 you need category M. The 804 Wh battery covers up to 100 km. It weighs 36 kg.',
      highlights: [
        '25 km/h with pedal assistance, 20 km/h without pedalling',
        'No licence needed from age 16',
        '804 Wh battery for up to 100 km',
        '20 × 4.0 in fat tyres',
        '5-year frame warranty',
      ],
    },
    fr: {
      name: 'Mighty Beast 25',
      tagline: 'Le fat bike à 25 km/h, sans permis dès 16 ans',
      description:
        'Le Mighty Beast 25 reprend le cadre du fat bike, avec une assistance jusqu’à 25 km/h. Dès 16 ans, vous le conduisez sans permis ; à 14 et 15 ans, il vous faut la catégorie M. Sa batterie de 804 Wh couvre jusqu’à 100 km. Il pèse 36 kg.',
      highlights: [
        '25 km/h avec assistance, 20 km/h sans pédaler',
        'Sans permis dès 16 ans',
        'Batterie de 804 Wh pour jusqu’à 100 km',
        'Pneus larges 20 × 4,0 pouces',
        'Cadre garanti 5 ans',
      ],
    },
    de: {
      name: 'Mighty Beast 25',
      tagline: 'Das Fatbike mit 25 km/h, ab 16 ohne Ausweis',
      description:
        'Das Mighty Beast 25 hat denselben Fatbike-Rahmen, mit Unterstützung bis 25 km/h. Ab 16 Jahren fahren Sie es ohne Führerausweis; mit 14 und 15 Jahren brauchen Sie die Kategorie M. Der Akku mit 804 Wh reicht für bis zu 100 km. Es wiegt 36 kg.',
      highlights: [
        '25 km/h mit Unterstützung, 20 km/h ohne zu treten',
        'Ab 16 Jahren ohne Führerausweis',
        'Akku mit 804 Wh für bis zu 100 km',
        'Fatbike-Reifen 20 × 4.0 Zoll',
        '5 Jahre Garantie auf den Rahmen',
      ],
    },
  },
};

const CITY_COLOURS: VehicleModel['colours'] = [COLOURS.midnightBlue, COLOURS.ivory, COLOURS.burgundy];

export const CLASSY_BEAST: VehicleModel = {
  slug: 'classy-beast',
  type: 'classy_beast',
  page: 'product',
  price: chf(3999),
  originalPrice: chf(4299),
  speedKmh: 25,
  batteryWh: 672,
  weightKg: 26,
  art: 'classy',
  colours: CITY_COLOURS,
  rims: [RIMS.silver, RIMS.black],
  motor: hubMotor(250, 50),
  fork: { kind: 'rigid' },
  tyres: t(
    '28 × 1.75 in city tyres with reflective sidewalls',
    'Pneus de ville 28 × 1,75 pouces, flancs réfléchissants',
    'Stadtreifen 28 × 1.75 Zoll mit Reflexstreifen',
  ),
  transmission: hubGear(7),
  brakes: discBrakes(2, 160),
  frameWarrantyYears: 2,
  maxLoadKg: 130,
  geometry: CITY_GEOMETRY,
  copy: {
    en: {
      name: 'Classy Beast',
      tagline: 'The step-through city bike',
      description:
        'The Classy Beast is a step-through city e-bike for 25 km/h. You get on easily, sit upright and arrive without breaking a sweat. Fenders, lights and a rack for 25 kg come fitted. The 672 Wh battery lasts a week of commuting.',
      highlights: [
        'Low step-through frame',
        'Shimano Nexus 7-speed hub gear',
        'Rack for 25 kg, fenders and lights fitted',
        '672 Wh battery for up to 90 km',
        'No licence needed from age 16',
      ],
    },
    fr: {
      name: 'Classy Beast',
      tagline: 'Le vélo de ville à cadre ouvert',
      description:
        'Le Classy Beast est un vélo électrique de ville à cadre ouvert, assisté jusqu’à 25 km/h. Vous montez facilement, vous roulez bien droit et vous arrivez sans transpirer. Garde-boue, éclairage et porte-bagages de 25 kg sont montés d’origine. La batterie de 672 Wh tient une semaine de trajets.',
      highlights: [
        'Cadre ouvert, enjambement bas',
        'Moyeu Shimano Nexus à 7 vitesses',
        'Porte-bagages 25 kg, garde-boue et éclairage inclus',
        'Batterie de 672 Wh pour jusqu’à 90 km',
        'Sans permis dès 16 ans',
      ],
    },
    de: {
      name: 'Classy Beast',
      tagline: 'Das Stadtvelo mit tiefem Einstieg',
      description:
        'Das Classy Beast ist ein Stadtvelo mit tiefem Einstieg und Unterstützung bis 25 km/h. Sie steigen bequem auf, sitzen aufrecht und kommen ohne Schweiss an. Schutzbleche, Licht und ein Gepäckträger für 25 kg sind montiert. Der Akku mit 672 Wh hält eine Pendlerwoche.',
      highlights: [
        'Tiefer Einstieg',
        'Shimano-Nexus-Nabenschaltung mit 7 Gängen',
        'Gepäckträger für 25 kg, Schutzbleche und Licht montiert',
        'Akku mit 672 Wh für bis zu 90 km',
        'Ab 16 Jahren ohne Führerausweis',
      ],
    },
  },
};

export const CLASSY_BEAST_45: VehicleModel = {
  ...CLASSY_BEAST,
  slug: 'classy-beast-45',
  price: chf(4799),
  originalPrice: chf(4799),
  speedKmh: 45,
  batteryWh: 804,
  weightKg: 28,
  motor: hubMotor(750, 65),
  fork: { kind: 'normal', travelMm: 63 },
  tyres: t('28 × 2.0 in city tyres', 'Pneus de ville 28 × 2,0 pouces', 'Stadtreifen 28 × 2.0 Zoll'),
  transmission: derailleur('Shimano Deore', 10),
  brakes: discBrakes(4, 180),
  copy: {
    en: {
      name: 'Classy Beast 45',
      tagline: 'The city bike for 45 km/h',
      description:
        'The Classy Beast 45 takes the step-through city bike to 45 km/h. A 750 W motor and an 804 Wh battery make long commutes short. A suspension fork smooths out tram rails and cobbles. You need a category M licence, a plate with liability insurance and a helmet.',
      highlights: [
        '45 km/h with pedal assistance, 30 km/h without pedalling',
        '750 W rear hub motor, 65 Nm',
        'Suspension fork with 63 mm travel',
        '804 Wh battery for up to 100 km',
        'Rack for 25 kg, fenders and lights fitted',
      ],
    },
    fr: {
      name: 'Classy Beast 45',
      tagline: 'Le vélo de ville à 45 km/h',
      description:
        'Le Classy Beast 45 emmène le vélo de ville à cadre ouvert jusqu’à 45 km/h. Son moteur de 750 W et sa batterie de 804 Wh raccourcissent les longs trajets. Une fourche suspendue absorbe les rails de tram et les pavés. Il vous faut un permis de catégorie M, une plaque avec assurance responsabilité civile et un casque.',
      highlights: [
        '45 km/h avec assistance, 30 km/h sans pédaler',
        'Moteur-moyeu arrière 750 W, 65 Nm',
        'Fourche suspendue, 63 mm de débattement',
        'Batterie de 804 Wh pour jusqu’à 100 km',
        'Porte-bagages 25 kg, garde-boue et éclairage inclus',
      ],
    },
    de: {
      name: 'Classy Beast 45',
      tagline: 'Das Stadtvelo für 45 km/h',
      description:
        'Das Classy Beast 45 bringt das Stadtvelo mit tiefem Einstieg auf 45 km/h. Der Motor mit 750 W und der Akku mit 804 Wh machen lange Arbeitswege kurz. Eine Federgabel glättet Tramschienen und Pflaster. Sie brauchen den Führerausweis der Kategorie M, ein Kontrollschild mit Haftpflichtversicherung und einen Helm.',
      highlights: [
        '45 km/h mit Unterstützung, 30 km/h ohne zu treten',
        'Hinterradnabenmotor 750 W, 65 Nm',
        'Federgabel mit 63 mm Federweg',
        'Akku mit 804 Wh für bis zu 100 km',
        'Gepäckträger für 25 kg, Schutzbleche und Licht montiert',
      ],
    },
  },
};

export const CARGO_BEAST: VehicleModel = {
  slug: 'cargo-beast',
  type: 'cargo_beast',
  page: 'product',
  price: chf(6499),
  originalPrice: chf(6499),
  speedKmh: 25,
  batteryWh: 1008,
  weightKg: 45,
  art: 'cargo',
  accentColor: '#B98A57',
  colours: [COLOURS.alpineGreen, COLOURS.anthracite, COLOURS.desertSand],
  rims: [RIMS.black],
  motor: hubMotor(250, 85),
  fork: { kind: 'rigid' },
  tyres: t(
    '26 × 2.35 in rear, 20 × 2.35 in front',
    '26 × 2,35 pouces à l’arrière, 20 × 2,35 pouces à l’avant',
    '26 × 2.35 Zoll hinten, 20 × 2.35 Zoll vorne',
  ),
  transmission: hubGear(8),
  brakes: discBrakes(4, 203),
  frameWarrantyYears: 2,
  // spec §9: cargo total load 200 kg.
  maxLoadKg: 200,
  geometry: geometry(
    ['One size'],
    {
      seatTube: 500,
      topTube: 620,
      headTubeAngle: 70,
      seatTubeAngle: 72,
      chainstay: 470,
      wheelbase: 2010,
      standover: 560,
      stack: 640,
      reach: 420,
    },
    {},
  ),
  fees: { assembly: chf(199), cleaning: chf(69) },
  copy: {
    en: {
      name: 'Cargo Beast',
      tagline: 'The long-john for family and business',
      description:
        'The Cargo Beast carries two children or a week of shopping in its front box. Total load is 200 kg, and the 1008 Wh battery climbs hills fully loaded. It rides at 25 km/h; the 45 km/h version costs CHF 800 more.',
      highlights: [
        'Total load 200 kg, front box for 80 kg',
        'Bench with two seat belts for children',
        'Rear rack for 50 kg',
        '1008 Wh battery for up to 110 km',
        '25 or 45 km/h (+ CHF 800)',
      ],
    },
    fr: {
      name: 'Cargo Beast',
      tagline: 'Le biporteur pour la famille et les pros',
      description:
        'Le Cargo Beast transporte deux enfants ou les courses de la semaine dans sa caisse avant. La charge totale atteint 200 kg, et la batterie de 1008 Wh monte les côtes à pleine charge. Il roule à 25 km/h ; la version 45 km/h coûte CHF 800 de plus.',
      highlights: [
        'Charge totale 200 kg, caisse avant pour 80 kg',
        'Banquette avec deux ceintures pour enfants',
        'Porte-bagages arrière pour 50 kg',
        'Batterie de 1008 Wh pour jusqu’à 110 km',
        '25 ou 45 km/h (+ CHF 800)',
      ],
    },
    de: {
      name: 'Cargo Beast',
      tagline: 'Das Long John für Familie und Gewerbe',
      description:
        'Das Cargo Beast trägt zwei Kinder oder den Wocheneinkauf in seiner Frontbox. Die Gesamtlast beträgt 200 kg, und der Akku mit 1008 Wh schafft auch voll beladen jede Steigung. Es fährt 25 km/h; die Version mit 45 km/h kostet CHF 800 mehr.',
      highlights: [
        'Gesamtlast 200 kg, Frontbox für 80 kg',
        'Sitzbank mit zwei Gurten für Kinder',
        'Gepäckträger hinten für 50 kg',
        'Akku mit 1008 Wh für bis zu 110 km',
        '25 oder 45 km/h (+ CHF 800)',
      ],
    },
  },
};

export const XPLORER_BEAST: VehicleModel = {
  slug: 'xplorer-beast',
  type: 'xplorer_beast',
  page: 'order',
  price: chf(7999),
  originalPrice: chf(7999),
  speedKmh: 25,
  batteryWh: 804,
  weightKg: 25,
  configuratorCatalogId: 'XPL-2026',
  // spec §9: 100 Xplorer (expedition).
  editionSize: 100,
  art: 'xplorer',
  accentColor: '#E4572E',
  colours: [COLOURS.anthracite, COLOURS.lakeBlue, COLOURS.summitOrange],
  rims: [RIMS.black],
  motor: t('250 W mid motor, 90 Nm', 'Moteur central 250 W, 90 Nm', 'Mittelmotor 250 W, 90 Nm'),
  fork: { kind: 'normal', travelMm: 150 },
  tyres: t('29 × 2.6 in knobby tyres', 'Pneus à crampons 29 × 2,6 pouces', 'Stollenreifen 29 × 2.6 Zoll'),
  transmission: derailleur('SRAM GX Eagle', 12),
  brakes: discBrakes(4, 203),
  frameWarrantyYears: 5,
  maxLoadKg: 140,
  geometry: geometry(
    ['S', 'M', 'L', 'XL'],
    {
      seatTube: 430,
      topTube: 610,
      headTubeAngle: 65,
      seatTubeAngle: 76.5,
      chainstay: 455,
      wheelbase: 1240,
      standover: 740,
      stack: 630,
      reach: 460,
    },
    { ...SIZE_STEP, seatTube: 30, reach: 20, topTube: 22, wheelbase: 24 },
  ),
  copy: {
    en: {
      name: 'Xplorer Beast',
      tagline: 'The expedition e-MTB, 100 units',
      description:
        'The Xplorer Beast is an expedition e-mountain bike, built in a numbered edition of 100. A 90 Nm mid motor and an 804 Wh battery climb 2000 metres on one charge. 150 mm of travel at the front and 140 mm at the rear keep the 29-inch wheels on the trail.',
      highlights: [
        'Limited to 100 numbered units',
        '90 Nm mid motor, 804 Wh battery',
        '150 mm fork, 140 mm rear shock',
        'SRAM GX Eagle, 12 speeds',
        '5-year frame warranty',
      ],
    },
    fr: {
      name: 'Xplorer Beast',
      tagline: 'Le VTT électrique d’expédition, 100 exemplaires',
      description:
        'Xplorer Beast : un VTT électrique d’expédition, produit en une série numérotée de 100 exemplaires. Son moteur central de 90 Nm et sa batterie de 804 Wh gravissent 2000 mètres avec une seule charge. 150 mm de débattement à l’avant et 140 mm à l’arrière gardent les roues de 29 pouces sur le sentier.',
      highlights: [
        'Limité à 100 exemplaires numérotés',
        'Moteur central 90 Nm, batterie de 804 Wh',
        'Fourche 150 mm, amortisseur arrière 140 mm',
        'SRAM GX Eagle, 12 vitesses',
        'Cadre garanti 5 ans',
      ],
    },
    de: {
      name: 'Xplorer Beast',
      tagline: 'Das Expeditions-E-MTB, 100 Stück',
      description:
        'Das Xplorer Beast ist ein Expeditions-E-Mountainbike in einer nummerierten Serie von 100 Stück. Mittelmotor mit 90 Nm und Akku mit 804 Wh schaffen 2000 Höhenmeter mit einer Ladung. 150 mm Federweg vorne und 140 mm hinten halten die 29-Zoll-Räder auf dem Trail.',
      highlights: [
        'Limitiert auf 100 nummerierte Stück',
        'Mittelmotor 90 Nm, Akku mit 804 Wh',
        'Federgabel 150 mm, Dämpfer hinten 140 mm',
        'SRAM GX Eagle, 12 Gänge',
        '5 Jahre Garantie auf den Rahmen',
      ],
    },
  },
};

const ROAD_GEOMETRY_STEP: Partial<Measures> = { ...SIZE_STEP, seatTube: 30, topTube: 16, reach: 8, stack: 18 };

export const ADVENTURE_BEAST: VehicleModel = {
  slug: 'adventure-beast',
  type: 'adventure_beast',
  page: 'order',
  price: chf(6999),
  originalPrice: chf(6999),
  speedKmh: 25,
  batteryWh: 672,
  weightKg: 19,
  configuratorCatalogId: 'ADV-2026',
  art: 'adventure',
  accentColor: '#2B3036',
  colours: [COLOURS.desertSand, COLOURS.alpineGreen, COLOURS.anthracite],
  rims: [RIMS.black, RIMS.bronze],
  motor: hubMotor(250, 45),
  fork: { kind: 'rigid' },
  tyres: t('700 × 45C gravel tyres', 'Pneus gravel 700 × 45C', 'Gravel-Reifen 700 × 45C'),
  transmission: derailleur('SRAM Apex XPLR', 12),
  brakes: discBrakes(2, 160),
  frameWarrantyYears: 5,
  maxLoadKg: 120,
  geometry: geometry(
    ['S', 'M', 'L', 'XL'],
    {
      seatTube: 520,
      topTube: 560,
      headTubeAngle: 71,
      seatTubeAngle: 73.5,
      chainstay: 430,
      wheelbase: 1035,
      standover: 790,
      stack: 590,
      reach: 385,
    },
    ROAD_GEOMETRY_STEP,
  ),
  copy: {
    en: {
      name: 'Adventure Beast',
      tagline: 'The light gravel bike, 25 or 45 km/h',
      description:
        'The Adventure Beast is a light gravel e-bike of 19 kg for long days on mixed roads. It rides at 25 km/h from CHF 6’999. The premium 45 km/h version costs CHF 8’999 and the full-carbon version CHF 12’499.',
      highlights: [
        '19 kg, 672 Wh battery',
        '25 km/h, or 45 km/h in the premium version (CHF 8’999)',
        'Full-carbon version for CHF 12’499',
        'SRAM Apex XPLR, 12 speeds',
        '700 × 45C gravel tyres and frame-bag mounts',
      ],
    },
    fr: {
      name: 'Adventure Beast',
      tagline: 'Le gravel léger, 25 ou 45 km/h',
      description:
        'L’Adventure Beast est un gravel électrique léger de 19 kg pour les longues journées sur routes mixtes. Il roule à 25 km/h dès CHF 6’999. La version premium à 45 km/h coûte CHF 8’999 et la version tout carbone CHF 12’499.',
      highlights: [
        '19 kg, batterie de 672 Wh',
        '25 km/h, ou 45 km/h en version premium (CHF 8’999)',
        'Version tout carbone à CHF 12’499',
        'SRAM Apex XPLR, 12 vitesses',
        'Pneus gravel 700 × 45C et fixations pour sacoche de cadre',
      ],
    },
    de: {
      name: 'Adventure Beast',
      tagline: 'Das leichte Gravelbike, 25 oder 45 km/h',
      description:
        'Das Adventure Beast ist ein leichtes Gravel-E-Bike mit 19 kg für lange Tage auf gemischten Wegen. Mit 25 km/h kostet es ab CHF 6’999. Die Premium-Version mit 45 km/h kostet CHF 8’999, die Vollcarbon-Version CHF 12’499.',
      highlights: [
        '19 kg, Akku mit 672 Wh',
        '25 km/h, oder 45 km/h in der Premium-Version (CHF 8’999)',
        'Vollcarbon-Version für CHF 12’499',
        'SRAM Apex XPLR, 12 Gänge',
        'Gravel-Reifen 700 × 45C und Halterungen für die Rahmentasche',
      ],
    },
  },
};

export const MAVERICK_BEAST: VehicleModel = {
  slug: 'maverick-beast',
  type: 'maverick_beast',
  page: 'order',
  price: chf(9499),
  originalPrice: chf(9499),
  speedKmh: 25,
  batteryWh: 708,
  weightKg: 16.5,
  configuratorCatalogId: 'MAV-2026',
  art: 'maverick',
  colours: [COLOURS.rawCarbon, COLOURS.glacierWhite],
  rims: [RIMS.black],
  motor: hubMotor(250, 40),
  fork: { kind: 'rigid' },
  tyres: t('700 × 32C road tyres', 'Pneus route 700 × 32C', 'Strassenreifen 700 × 32C'),
  transmission: derailleur('Shimano 105 Di2', 24),
  brakes: discBrakes(2, 160),
  frameWarrantyYears: 5,
  maxLoadKg: 110,
  geometry: geometry(
    ['S', 'M', 'L'],
    {
      seatTube: 510,
      topTube: 550,
      headTubeAngle: 72.5,
      seatTubeAngle: 73.5,
      chainstay: 410,
      wheelbase: 995,
      standover: 780,
      stack: 565,
      reach: 385,
    },
    ROAD_GEOMETRY_STEP,
  ),
  copy: {
    en: {
      name: 'Maverick Beast',
      tagline: 'The carbon e-road bike, 25 or 45 km/h',
      description:
        'The Maverick Beast is a full-carbon e-bike of 16.5 kg with a motor you barely notice. The 708 Wh battery hides in the down tube. It rides at 25 km/h, and a 45 km/h version is available on order.',
      highlights: [
        'Full-carbon frame and fork, 16.5 kg',
        '708 Wh battery inside the down tube',
        '25 or 45 km/h on order',
        'Shimano 105 Di2, 2 × 12',
        '50 mm carbon rims',
      ],
    },
    fr: {
      name: 'Maverick Beast',
      tagline: 'Le vélo de route électrique en carbone, 25 ou 45 km/h',
      description:
        'Le Maverick Beast est un vélo électrique tout carbone de 16,5 kg, avec un moteur qui se fait oublier. La batterie de 708 Wh se cache dans le tube diagonal. Il roule à 25 km/h, et une version à 45 km/h est disponible sur commande.',
      highlights: [
        'Cadre et fourche tout carbone, 16,5 kg',
        'Batterie de 708 Wh dans le tube diagonal',
        '25 ou 45 km/h sur commande',
        'Shimano 105 Di2, 2 × 12',
        'Jantes carbone de 50 mm',
      ],
    },
    de: {
      name: 'Maverick Beast',
      tagline: 'Das Carbon-E-Rennvelo, 25 oder 45 km/h',
      description:
        'Das Maverick Beast ist ein Vollcarbon-E-Bike mit 16.5 kg und einem Motor, den Sie kaum spüren. Der Akku mit 708 Wh steckt im Unterrohr. Es fährt 25 km/h, eine Version mit 45 km/h gibt es auf Bestellung.',
      highlights: [
        'Rahmen und Gabel aus Vollcarbon, 16.5 kg',
        'Akku mit 708 Wh im Unterrohr',
        '25 oder 45 km/h auf Bestellung',
        'Shimano 105 Di2, 2 × 12',
        'Carbonfelgen mit 50 mm',
      ],
    },
  },
};

export const CIRCULAR_EDITION: VehicleModel = {
  ...MIGHTY_BEAST,
  slug: 'circular-edition',
  type: 'circular_edition',
  page: 'order',
  price: chf(5999),
  originalPrice: chf(5999),
  configuratorCatalogId: 'CIR-2026',
  // spec §9: 220 co-branded coffee edition (circular edition).
  editionSize: 220,
  art: 'circular',
  accentColor: '#D9B38C',
  colours: [COLOURS.coffee, COLOURS.crema],
  rims: [RIMS.copper, RIMS.black],
  copy: {
    en: {
      name: 'Mighty Beast Circular Edition',
      tagline: 'The co-branded coffee edition, 220 units',
      description:
        'The Circular Edition is a 45 km/h Mighty Beast made with our coffee-roaster partner in 220 numbered units. Its coffee-brown frame carries a cup emblem, and the bench is covered in leather offcuts. Upgrades cost less on this edition: suspension fork CHF 500 instead of 1’100, gearing CHF 800 instead of 1’300, ABS CHF 600 instead of 1’000.',
      highlights: [
        'Limited to 220 numbered units',
        '45 km/h, 1008 Wh battery',
        'Fork CHF 500 instead of 1’100; gearing CHF 800 instead of 1’300',
        'ABS CHF 600 instead of 1’000',
        'Category M licence, plate and helmet required',
      ],
    },
    fr: {
      name: 'Mighty Beast Circular Edition',
      tagline: 'L’édition café co-signée, 220 exemplaires',
      description:
        'La Circular Edition est un Mighty Beast à 45 km/h, créé avec notre torréfacteur partenaire en 220 exemplaires numérotés. Son cadre brun café porte un emblème de tasse, et la selle est recouverte de chutes de cuir. Les options coûtent moins cher sur cette édition : fourche CHF 500 au lieu de 1’100, transmission CHF 800 au lieu de 1’300, ABS CHF 600 au lieu de 1’000.',
      highlights: [
        'Limitée à 220 exemplaires numérotés',
        '45 km/h, batterie de 1008 Wh',
        'Fourche CHF 500 au lieu de 1’100 ; transmission CHF 800 au lieu de 1’300',
        'ABS CHF 600 au lieu de 1’000',
        'Permis catégorie M, plaque et casque obligatoires',
      ],
    },
    de: {
      name: 'Mighty Beast Circular Edition',
      tagline: 'Die Kaffee-Edition im Co-Branding, 220 Stück',
      description:
        'Die Circular Edition ist ein Mighty Beast mit 45 km/h, entstanden mit unserem Partner aus der Kaffeerösterei in 220 nummerierten Stück. Der kaffeebraune Rahmen trägt ein Tassen-Emblem, die Sitzbank ist mit Lederresten bezogen. Optionen kosten bei dieser Edition weniger: Gabel CHF 500 statt 1’100, Schaltung CHF 800 statt 1’300, ABS CHF 600 statt 1’000.',
      highlights: [
        'Limitiert auf 220 nummerierte Stück',
        '45 km/h, Akku mit 1008 Wh',
        'Gabel CHF 500 statt 1’100; Schaltung CHF 800 statt 1’300',
        'ABS CHF 600 statt 1’000',
        'Führerausweis Kategorie M, Kontrollschild und Helm nötig',
      ],
    },
  },
};

export const CRUISY_BEAST: VehicleModel = {
  slug: 'cruisy-beast',
  type: 'cruisy_beast',
  page: 'product',
  price: chf(3499),
  originalPrice: chf(3799),
  // spec §9: Cruisy 20 km/h.
  speedKmh: 20,
  batteryWh: 672,
  weightKg: 58,
  art: 'cruisy',
  colours: [COLOURS.glacierWhite, COLOURS.alpineGreen, COLOURS.summitOrange],
  rims: [RIMS.black],
  motor: hubMotor(500, 40),
  fork: { kind: 'rigid' },
  tyres: t('12 × 3.0 in scooter tyres', 'Pneus de scooter 12 × 3,0 pouces', 'Rollerreifen 12 × 3.0 Zoll'),
  transmission: t(
    'Direct drive with twist throttle',
    'Entraînement direct, poignée d’accélérateur',
    'Direktantrieb mit Drehgasgriff',
  ),
  brakes: t(
    'Hydraulic disc brakes on all three wheels',
    'Freins à disque hydrauliques sur les trois roues',
    'Hydraulische Scheibenbremsen an allen drei Rädern',
  ),
  frameWarrantyYears: 2,
  maxLoadKg: 130,
  fees: { assembly: chf(99) },
  copy: {
    en: {
      name: 'Cruisy Beast',
      tagline: 'The 3-wheel e-scooter at 20 km/h',
      description:
        'The Cruisy Beast is a three-wheel e-scooter with a comfortable seat. Two front wheels keep it upright at every stop. It rides at 20 km/h, and the 672 Wh battery covers up to 60 km. You park it like a bike.',
      highlights: [
        'Three wheels, two of them at the front',
        '20 km/h, 500 W motor',
        '672 Wh battery for up to 60 km',
        'Seat and wide footboard',
        'Hydraulic brakes on all three wheels',
      ],
    },
    fr: {
      name: 'Cruisy Beast',
      tagline: 'Le scooter électrique à trois roues, 20 km/h',
      description:
        'Le Cruisy Beast est un scooter électrique à trois roues avec une selle confortable. Ses deux roues avant le gardent droit à chaque arrêt. Il roule à 20 km/h, et sa batterie de 672 Wh couvre jusqu’à 60 km. Vous le garez comme un vélo.',
      highlights: [
        'Trois roues, dont deux à l’avant',
        '20 km/h, moteur de 500 W',
        'Batterie de 672 Wh pour jusqu’à 60 km',
        'Selle et large plancher',
        'Freins hydrauliques sur les trois roues',
      ],
    },
    de: {
      name: 'Cruisy Beast',
      tagline: 'Der dreirädrige E-Roller mit 20 km/h',
      description:
        'Das Cruisy Beast ist ein dreirädriger E-Roller mit bequemem Sitz. Zwei Vorderräder halten es bei jedem Halt aufrecht. Es fährt 20 km/h, und der Akku mit 672 Wh reicht für bis zu 60 km. Sie parkieren es wie ein Velo.',
      highlights: [
        'Drei Räder, zwei davon vorne',
        '20 km/h, Motor mit 500 W',
        'Akku mit 672 Wh für bis zu 60 km',
        'Sitz und breites Trittbrett',
        'Hydraulische Bremsen an allen drei Rädern',
      ],
    },
  },
};

/** Every vehicle of spec §1, in catalogue order. */
export const VEHICLE_MODELS: VehicleModel[] = [
  MIGHTY_BEAST,
  MIGHTY_BEAST_25,
  CLASSY_BEAST,
  CLASSY_BEAST_45,
  CARGO_BEAST,
  XPLORER_BEAST,
  ADVENTURE_BEAST,
  MAVERICK_BEAST,
  CIRCULAR_EDITION,
  CRUISY_BEAST,
];
