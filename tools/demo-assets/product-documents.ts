import { ONE_SIZE } from '@beast/domain/catalog/frame-sizes';
import {
  type GEOMETRY_MEASURES,
  type Geometry,
  SPEC_ENTRY_KEYS,
  type SpecEntryKey,
} from '@beast/domain/catalog/product.schema';
import { INTL_LOCALE, type Locale } from '@beast/domain/i18n/locale';
import { formatMoney, withSwissThousands } from '@beast/domain/money/money';
import { type PdfSection, pdfDocument } from './documents';

/**
 * The manual and the brochure of each vehicle (spec §2: downloads under /files), written from the
 * vehicle's data file (content/demo/products/<slug>.json and its Markdown descriptions) so a price or a
 * spec entry changes in one place. Facts come from spec §9.
 */

type Translated<T> = Record<Locale, T>;

/** What a vehicle's documents print: its data file, plus two facts the shop's records do not hold. */
export interface DocumentModel {
  slug: string;
  price: number;
  speedKmh: number;
  batteryWh: number;
  weightKg: number;
  geometry?: Geometry;
  text: Translated<{
    name: string;
    tagline: string;
    description: string;
    highlights: string[];
    specs: Record<SpecEntryKey, string>;
  }>;
  /** Total permitted load in kg (spec §9: cargo 200 kg). */
  maxLoadKg: number;
  /** spec §9: 2-year warranty; the frame of some models 5 years. */
  frameWarrantyYears: number;
}

/** Swiss number formatting of the language (e.g. 2’400 in German), grouped as the shop's prices are. */
function formatNumber(value: number, locale: Locale): string {
  return withSwissThousands(new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 }).format(value));
}

/** Battery label as spec §9 writes it: volts × amp-hours = watt-hours (all packs are 48 V). */
function batteryLabel(wh: number, locale: Locale): string {
  return `48 V × ${formatNumber(wh / 48, locale)} Ah = ${wh} Wh`;
}

type Measure = (typeof GEOMETRY_MEASURES)[number];

interface DocumentWords {
  manual: (name: string) => string;
  brochure: (name: string) => string;
  modelYear: string;
  contents: string;
  cover: Record<'manual' | 'brochure', string>;
  headings: Record<
    | 'safety'
    | 'legal'
    | 'charging'
    | 'firstRide'
    | 'maintenance'
    | 'warranty'
    | 'specs'
    | 'overview'
    | 'highlights'
    | 'geometry'
    | 'buying'
    | 'service',
    string
  >;
  specLabels: Record<SpecEntryKey | 'speed' | 'weight' | 'load', string>;
  geometryLabels: Record<Measure | 'size' | 'oneSize', string>;
  safety: (maxLoadKg: number) => string[];
  legal25: (speed: number) => string[];
  legal45: string[];
  charging: (battery: string, hours: string) => string[];
  firstRide: string[];
  maintenance: string[];
  warranty: (frameYears: number) => string[];
  buying: (price: string) => string[];
}

/** Angles in degrees, every other measure in millimetres. */
function measureUnit(measure: Measure): string {
  return measure.endsWith('Angle') ? '°' : 'mm';
}

const WORDS: Translated<DocumentWords> = {
  en: {
    manual: (name) => `${name} — User manual`,
    brochure: (name) => `${name} — Brochure`,
    modelYear: 'Model year 2026',
    contents: 'Contents',
    cover: {
      manual: 'Read the safety chapter before your first ride and keep this manual with the vehicle.',
      brochure: 'Prices in CHF, VAT included. Free delivery in Switzerland or pick-up at an experience centre.',
    },
    headings: {
      safety: 'Safety',
      legal: 'Legal requirements in Switzerland',
      charging: 'Charging the battery',
      firstRide: 'Your first ride',
      maintenance: 'Maintenance intervals',
      warranty: 'Warranty and returns',
      specs: 'Technical data',
      overview: 'Overview',
      highlights: 'Highlights',
      geometry: 'Geometry',
      buying: 'Price, delivery and service',
      service: 'Service and warranty',
    },
    specLabels: {
      motor: 'Motor',
      forkType: 'Fork',
      color: 'Colours',
      tireSize: 'Tyres',
      rimColor: 'Rims',
      transmission: 'Transmission',
      battery: 'Battery',
      brakes: 'Brakes',
      speed: 'Top assisted speed',
      weight: 'Weight',
      load: 'Total permitted load',
    },
    geometryLabels: {
      size: 'Size',
      oneSize: 'One size',
      seatTube: 'Seat tube',
      topTube: 'Top tube',
      headTubeAngle: 'Head tube angle',
      seatTubeAngle: 'Seat tube angle',
      chainstay: 'Chainstay',
      wheelbase: 'Wheelbase',
      standover: 'Standover',
      stack: 'Stack',
      reach: 'Reach',
    },
    safety: (load) => [
      'Read this manual before your first ride and keep it with the vehicle.',
      'Wear a helmet on every ride. It is mandatory at 45 km/h.',
      'Check brakes, tyres and lights before each ride.',
      `Never exceed the total permitted load of ${load} kg (rider, luggage and passengers).`,
      'Switch the system off and remove the battery before any work on the vehicle.',
    ],
    legal25: (speed) => [
      `• The motor assists up to ${speed} km/h; without pedalling it pushes up to 20 km/h.`,
      '• From age 16 you ride without a licence.',
      '• Riders aged 14 and 15 need a category M licence.',
      '• A helmet is not required by law, but we strongly recommend one.',
    ],
    legal45: [
      '• The motor assists up to 45 km/h; without pedalling it pushes up to 30 km/h.',
      '• You need a category M licence (minimum age 14).',
      '• The vehicle needs a plate with liability insurance. We register it for you (circulation fee).',
      '• A helmet is mandatory.',
    ],
    charging: (battery, hours) => [
      `Battery: ${battery}. A full charge with the supplied 4 A charger takes about ${hours} hours.`,
      '• Charge indoors between 10 and 30 °C, on a hard surface, away from anything flammable.',
      '• Use only the original charger.',
      '• For storage longer than a month, keep the battery at 30 to 60 % and top it up every 3 months.',
      '• Never open, drop or soak the battery. A damaged battery goes back to us for recycling.',
    ],
    firstRide: [
      '• Check tyre pressure against the value printed on the tyre sidewall.',
      '• Set the saddle so your leg is almost straight at the bottom of the stroke.',
      '• Start in the lowest assistance level in a quiet place.',
      '• Practise braking with both brakes together, progressively.',
      '• Raise the assistance level once you feel at ease.',
    ],
    maintenance: [
      '• First service at 500–1000 km: CHF 175, or included in the yearly service subscription (CHF 275).',
      '• Then a service every 1000 km, at least once a year.',
      '• Clean and oil the chain every 300 km and after every wet ride.',
      '• Check brake pads and tyre wear every month.',
      '• Pick-up and return: CHF 120 per trip in the canton of Geneva, the city of Lausanne and the canton of Zurich; other areas on request.',
      '• Need a bike during the service? A replacement bike costs CHF 50 per day or CHF 25 per half day.',
    ],
    warranty: (frameYears) => [
      frameYears > 2
        ? `• 2-year warranty; the frame is covered for ${frameYears} years and the electronics for 2 years.`
        : '• 2-year warranty on the whole vehicle, frame and electronics included.',
      '• You may cancel your order within 14 days.',
      '• Returns are free within 7 days of delivery.',
      '• Keep your invoice: it is your warranty certificate.',
    ],
    buying: (price) => [
      `• Price: from ${price}, VAT included.`,
      '• Free delivery in Switzerland within 2 weeks, or free pick-up at an experience centre.',
      '• Pay at once or in 6, 12, 18, 24, 36 or 48 monthly instalments.',
      '• Test rides in Geneva, Lausanne, Zurich, Bern, Basel, Fribourg and more.',
    ],
  },
  fr: {
    manual: (name) => `${name} — Mode d’emploi`,
    brochure: (name) => `${name} — Brochure`,
    modelYear: 'Modèle 2026',
    contents: 'Sommaire',
    cover: {
      manual: 'Lisez le chapitre Sécurité avant votre première sortie et gardez ce mode d’emploi avec le véhicule.',
      brochure: 'Prix en CHF, TVA comprise. Livraison gratuite en Suisse ou retrait dans un centre d’expérience.',
    },
    headings: {
      safety: 'Sécurité',
      legal: 'Cadre légal en Suisse',
      charging: 'Recharger la batterie',
      firstRide: 'Votre première sortie',
      maintenance: 'Intervalles d’entretien',
      warranty: 'Garantie et retours',
      specs: 'Caractéristiques techniques',
      overview: 'En bref',
      highlights: 'Points forts',
      geometry: 'Géométrie',
      buying: 'Prix, livraison et service',
      service: 'Service et garantie',
    },
    specLabels: {
      motor: 'Moteur',
      forkType: 'Fourche',
      color: 'Couleurs',
      tireSize: 'Pneus',
      rimColor: 'Jantes',
      transmission: 'Transmission',
      battery: 'Batterie',
      brakes: 'Freins',
      speed: 'Vitesse assistée maximale',
      weight: 'Poids',
      load: 'Charge totale autorisée',
    },
    geometryLabels: {
      size: 'Taille',
      oneSize: 'Taille unique',
      seatTube: 'Tube de selle',
      topTube: 'Tube supérieur',
      headTubeAngle: 'Angle de direction',
      seatTubeAngle: 'Angle du tube de selle',
      chainstay: 'Base',
      wheelbase: 'Empattement',
      standover: 'Hauteur d’enjambement',
      stack: 'Stack',
      reach: 'Reach',
    },
    safety: (load) => [
      'Lisez ce mode d’emploi avant votre première sortie et gardez-le avec le véhicule.',
      'Portez un casque à chaque sortie. Il est obligatoire à 45 km/h.',
      'Contrôlez les freins, les pneus et l’éclairage avant chaque sortie.',
      `Ne dépassez jamais la charge totale autorisée de ${load} kg (conducteur, bagages et passagers).`,
      'Éteignez le système et retirez la batterie avant toute intervention sur le véhicule.',
    ],
    legal25: (speed) => [
      `• Le moteur assiste jusqu’à ${speed} km/h ; sans pédaler, il pousse jusqu’à 20 km/h.`,
      '• Dès 16 ans, vous roulez sans permis.',
      '• À 14 et 15 ans, il faut un permis de catégorie M.',
      '• Le casque n’est pas obligatoire, mais nous le recommandons vivement.',
    ],
    legal45: [
      '• Le moteur assiste jusqu’à 45 km/h ; sans pédaler, il pousse jusqu’à 30 km/h.',
      '• Il vous faut un permis de catégorie M (âge minimum 14 ans).',
      '• Le véhicule doit porter une plaque avec assurance responsabilité civile. Nous l’immatriculons pour vous (frais de mise en circulation).',
      '• Le casque est obligatoire.',
    ],
    charging: (battery, hours) => [
      `Batterie : ${battery}. Une charge complète avec le chargeur 4 A fourni dure environ ${hours} heures.`,
      '• Rechargez à l’intérieur, entre 10 et 30 °C, sur une surface dure, loin de tout objet inflammable.',
      '• Utilisez uniquement le chargeur d’origine.',
      '• Pour un stockage de plus d’un mois, gardez la batterie entre 30 et 60 % et rechargez-la tous les 3 mois.',
      '• N’ouvrez, ne laissez tomber et ne plongez jamais la batterie. Une batterie endommagée nous revient pour être recyclée.',
    ],
    firstRide: [
      '• Contrôlez la pression des pneus selon la valeur inscrite sur leur flanc.',
      '• Réglez la selle : la jambe est presque tendue quand la pédale est en bas.',
      '• Commencez au niveau d’assistance le plus bas, dans un endroit calme.',
      '• Entraînez-vous à freiner avec les deux freins ensemble, progressivement.',
      '• Augmentez l’assistance quand vous vous sentez à l’aise.',
    ],
    maintenance: [
      '• Premier service à 500–1000 km : CHF 175, ou inclus dans l’abonnement de service annuel (CHF 275).',
      '• Ensuite, un service tous les 1000 km, au moins une fois par an.',
      '• Nettoyez et huilez la chaîne tous les 300 km et après chaque sortie sous la pluie.',
      '• Contrôlez chaque mois les plaquettes de frein et l’usure des pneus.',
      '• Enlèvement et retour : CHF 120 par trajet dans le canton de Genève, la ville de Lausanne et le canton de Zurich ; autres régions sur demande.',
      '• Besoin d’un vélo pendant le service ? Un vélo de remplacement coûte CHF 50 par jour ou CHF 25 par demi-journée.',
    ],
    warranty: (frameYears) => [
      frameYears > 2
        ? `• Garantie de 2 ans ; le cadre est garanti ${frameYears} ans et l’électronique 2 ans.`
        : '• Garantie de 2 ans sur tout le véhicule, cadre et électronique compris.',
      '• Vous pouvez annuler votre commande dans les 14 jours.',
      '• Les retours sont gratuits dans les 7 jours suivant la livraison.',
      '• Gardez votre facture : elle fait office de certificat de garantie.',
    ],
    buying: (price) => [
      `• Prix : dès ${price}, TVA comprise.`,
      '• Livraison gratuite en Suisse sous 2 semaines, ou retrait gratuit dans un centre d’expérience.',
      '• Payez en une fois ou en 6, 12, 18, 24, 36 ou 48 mensualités.',
      '• Essais à Genève, Lausanne, Zurich, Berne, Bâle, Fribourg et ailleurs.',
    ],
  },
  de: {
    manual: (name) => `${name} — Bedienungsanleitung`,
    brochure: (name) => `${name} — Broschüre`,
    modelYear: 'Modelljahr 2026',
    contents: 'Inhalt',
    cover: {
      manual:
        'Lesen Sie das Kapitel Sicherheit vor der ersten Fahrt und bewahren Sie diese Anleitung beim Fahrzeug auf.',
      brochure:
        'Preise in CHF, inklusive MWST. Kostenlose Lieferung in der Schweiz oder Abholung in einem Experience Center.',
    },
    headings: {
      safety: 'Sicherheit',
      legal: 'Rechtliches in der Schweiz',
      charging: 'Akku laden',
      firstRide: 'Ihre erste Fahrt',
      maintenance: 'Wartungsintervalle',
      warranty: 'Garantie und Rückgabe',
      specs: 'Technische Daten',
      overview: 'Überblick',
      highlights: 'Highlights',
      geometry: 'Geometrie',
      buying: 'Preis, Lieferung und Service',
      service: 'Service und Garantie',
    },
    specLabels: {
      motor: 'Motor',
      forkType: 'Gabel',
      color: 'Farben',
      tireSize: 'Reifen',
      rimColor: 'Felgen',
      transmission: 'Schaltung',
      battery: 'Akku',
      brakes: 'Bremsen',
      speed: 'Unterstützung bis',
      weight: 'Gewicht',
      load: 'Zulässige Gesamtlast',
    },
    geometryLabels: {
      size: 'Grösse',
      oneSize: 'Einheitsgrösse',
      seatTube: 'Sitzrohr',
      topTube: 'Oberrohr',
      headTubeAngle: 'Lenkwinkel',
      seatTubeAngle: 'Sitzwinkel',
      chainstay: 'Kettenstrebe',
      wheelbase: 'Radstand',
      standover: 'Überstandshöhe',
      stack: 'Stack',
      reach: 'Reach',
    },
    safety: (load) => [
      'Lesen Sie diese Anleitung vor der ersten Fahrt und bewahren Sie sie beim Fahrzeug auf.',
      'Tragen Sie auf jeder Fahrt einen Helm. Bei 45 km/h ist er Pflicht.',
      'Prüfen Sie vor jeder Fahrt Bremsen, Reifen und Licht.',
      `Überschreiten Sie nie die zulässige Gesamtlast von ${load} kg (Fahrer, Gepäck und Mitfahrende).`,
      'Schalten Sie das System aus und nehmen Sie den Akku heraus, bevor Sie am Fahrzeug arbeiten.',
    ],
    legal25: (speed) => [
      `• Der Motor unterstützt bis ${speed} km/h; ohne zu treten schiebt er bis 20 km/h.`,
      '• Ab 16 Jahren fahren Sie ohne Führerausweis.',
      '• Mit 14 und 15 Jahren brauchen Sie den Führerausweis der Kategorie M.',
      '• Ein Helm ist gesetzlich nicht vorgeschrieben, wir empfehlen ihn aber dringend.',
    ],
    legal45: [
      '• Der Motor unterstützt bis 45 km/h; ohne zu treten schiebt er bis 30 km/h.',
      '• Sie brauchen den Führerausweis der Kategorie M (Mindestalter 14 Jahre).',
      '• Das Fahrzeug braucht ein Kontrollschild mit Haftpflichtversicherung. Wir melden es für Sie an (Gebühr für die Inverkehrsetzung).',
      '• Der Helm ist Pflicht.',
    ],
    charging: (battery, hours) => [
      `Akku: ${battery}. Eine volle Ladung mit dem mitgelieferten 4-A-Ladegerät dauert rund ${hours} Stunden.`,
      '• Laden Sie drinnen bei 10 bis 30 °C, auf festem Untergrund und fern von Brennbarem.',
      '• Verwenden Sie nur das Original-Ladegerät.',
      '• Lagern Sie den Akku länger als einen Monat, halten Sie ihn bei 30 bis 60 % und laden Sie ihn alle 3 Monate nach.',
      '• Öffnen, werfen oder wässern Sie den Akku nie. Ein beschädigter Akku kommt zum Recycling zu uns zurück.',
    ],
    firstRide: [
      '• Prüfen Sie den Reifendruck nach dem Wert auf der Reifenflanke.',
      '• Stellen Sie den Sattel so ein, dass das Bein unten fast gestreckt ist.',
      '• Beginnen Sie an einem ruhigen Ort mit der tiefsten Unterstützungsstufe.',
      '• Üben Sie das Bremsen mit beiden Bremsen zugleich und mit Gefühl.',
      '• Erhöhen Sie die Unterstützung, sobald Sie sich sicher fühlen.',
    ],
    maintenance: [
      '• Erster Service nach 500–1000 km: CHF 175, oder im jährlichen Service-Abo (CHF 275) enthalten.',
      '• Danach ein Service alle 1000 km, mindestens einmal pro Jahr.',
      '• Reinigen und ölen Sie die Kette alle 300 km und nach jeder Regenfahrt.',
      '• Prüfen Sie jeden Monat Bremsbeläge und Reifenverschleiss.',
      '• Abholung und Rückgabe: CHF 120 pro Fahrt im Kanton Genf, in der Stadt Lausanne und im Kanton Zürich; andere Regionen auf Anfrage.',
      '• Brauchen Sie während des Service ein Velo? Ein Ersatzvelo kostet CHF 50 pro Tag oder CHF 25 pro halben Tag.',
    ],
    warranty: (frameYears) => [
      frameYears > 2
        ? `• 2 Jahre Garantie; auf den Rahmen ${frameYears} Jahre, auf die Elektronik 2 Jahre.`
        : '• 2 Jahre Garantie auf das ganze Fahrzeug, Rahmen und Elektronik inbegriffen.',
      '• Sie können Ihre Bestellung innert 14 Tagen widerrufen.',
      '• Die Rückgabe ist innert 7 Tagen nach Lieferung kostenlos.',
      '• Bewahren Sie die Rechnung auf: Sie gilt als Garantieschein.',
    ],
    buying: (price) => [
      `• Preis: ab ${price}, inklusive MWST.`,
      '• Kostenlose Lieferung in der Schweiz innert 2 Wochen oder kostenlose Abholung in einem Experience Center.',
      '• Zahlen Sie auf einmal oder in 6, 12, 18, 24, 36 oder 48 Monatsraten.',
      '• Probefahrten in Genf, Lausanne, Zürich, Bern, Basel, Freiburg und weiteren Orten.',
    ],
  },
};

/** 4 A charger on a 48 V pack, plus about 10 % for the slow final phase. */
function chargingHours(wh: number, locale: Locale): string {
  return formatNumber(Math.round((wh / 48 / 4) * 1.1 * 2) / 2, locale);
}

function specTable(model: DocumentModel, locale: Locale): string[] {
  const labels = WORDS[locale].specLabels;
  const specs = model.text[locale].specs;
  return [
    ...SPEC_ENTRY_KEYS.map((key) => `${labels[key]}\t${specs[key]}`),
    `${labels.speed}\t${model.speedKmh} km/h`,
    `${labels.weight}\t${formatNumber(model.weightKg, locale)} kg`,
    `${labels.load}\t${model.maxLoadKg} kg`,
  ];
}

function legalLines(model: DocumentModel, locale: Locale): string[] {
  const words = WORDS[locale];
  return model.speedKmh > 25 ? words.legal45 : words.legal25(model.speedKmh);
}

export function manualSections(model: DocumentModel, locale: Locale): PdfSection[] {
  const w = WORDS[locale];
  return [
    { heading: w.headings.safety, lines: w.safety(model.maxLoadKg), newPage: true },
    { heading: w.headings.legal, lines: legalLines(model, locale) },
    {
      newPage: true,
      heading: w.headings.charging,
      lines: w.charging(batteryLabel(model.batteryWh, locale), chargingHours(model.batteryWh, locale)),
    },
    { heading: w.headings.firstRide, lines: w.firstRide },
    { heading: w.headings.maintenance, lines: w.maintenance, newPage: true },
    { heading: w.headings.warranty, lines: w.warranty(model.frameWarrantyYears) },
    { heading: w.headings.specs, lines: specTable(model, locale), newPage: true },
  ];
}

export function brochureSections(model: DocumentModel, locale: Locale): PdfSection[] {
  const w = WORDS[locale];
  const copy = model.text[locale];
  const sections: PdfSection[] = [
    { heading: w.headings.overview, lines: [copy.description] },
    { heading: w.headings.highlights, lines: copy.highlights.map((h) => `• ${h}`) },
    { heading: w.headings.specs, lines: specTable(model, locale), newPage: true },
  ];
  if (model.geometry) {
    const { sizes, rows } = model.geometry;
    sections.push({
      heading: w.headings.geometry,
      lines: [
        `${w.geometryLabels.size}\t${sizes.map((size) => (size === ONE_SIZE ? w.geometryLabels.oneSize : size)).join(' · ')}`,
        ...rows.map(
          (row) =>
            `${w.geometryLabels[row.measure]} (${measureUnit(row.measure)})\t${row.values.map((v) => formatNumber(v, locale)).join(' · ')}`,
        ),
      ],
    });
  }
  sections.push(
    { heading: w.headings.legal, lines: legalLines(model, locale), newPage: true },
    // The first service at 500–1000 km (spec §9) and the warranty, as the manual states them.
    {
      heading: w.headings.service,
      lines: [...w.maintenance.slice(0, 2), ...w.warranty(model.frameWarrantyYears)],
    },
    { heading: w.headings.buying, lines: w.buying(formatMoney(model.price, locale)) },
  );
  return sections;
}

/** A vehicle's manual and brochure in every language, as `/files/` paths and their bytes. */
export function vehicleDocuments(model: DocumentModel): { path: string; render: () => Uint8Array }[] {
  const kinds = [
    { kind: 'manual', title: (l: Locale) => WORDS[l].manual(model.text[l].name), sections: manualSections },
    { kind: 'brochure', title: (l: Locale) => WORDS[l].brochure(model.text[l].name), sections: brochureSections },
  ] as const;
  return kinds.flatMap(({ kind, title, sections }) =>
    (['en', 'fr', 'de'] as const).map((locale) => ({
      path: `downloads/${model.slug}/${kind}-${locale}.pdf`,
      render: () =>
        pdfDocument({
          title: title(locale),
          subtitle: `${model.text[locale].tagline} · ${WORDS[locale].modelYear}`,
          sections: sections(model, locale),
          locale,
          contentsHeading: WORDS[locale].contents,
          coverLines: [
            `${model.speedKmh} km/h · ${batteryLabel(model.batteryWh, locale)} · ${formatNumber(model.weightKg, locale)} kg`,
            WORDS[locale].cover[kind],
          ],
        }),
    })),
  );
}
