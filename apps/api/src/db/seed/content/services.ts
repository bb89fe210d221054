import type { ProductSeed, Translated } from '../seed-types';
import { chf, type ItemCopy, imageMedia, itemAlt, itemText, PACKAGE_PRICES } from './content-helpers';
import { ICON_SIZE, type ServiceKind, serviceSvg } from './illustrations';
import type { ServiceSubcategory } from './subcategories';

interface ServiceDefinition {
  slug: string;
  kind: ServiceKind;
  subcategory: ServiceSubcategory;
  price: number;
  copy: Translated<ItemCopy>;
}

/** Workshop, subscription and mobility services with the prices of spec §9. */
const SERVICE_DEFINITIONS: ServiceDefinition[] = [
  {
    slug: 'assembly-and-set-up',
    kind: 'assembly',
    subcategory: 'workshop',
    price: PACKAGE_PRICES.assembly,
    copy: {
      en: {
        name: 'Assembly and Set-up',
        tagline: 'Ready to ride on delivery day',
        description:
          'Our mechanics assemble your bike, fit saddle and handlebar to your size and update the software. You ride away on delivery day. It is included when you choose the assembly package.',
        highlights: ['Assembly and safety check', 'Saddle and bar fitted to you', 'Software update'],
        alt: 'Bike wheel with a green wrench and a hex key',
      },
      fr: {
        name: 'Montage et réglages',
        tagline: 'Prêt à rouler le jour de la livraison',
        description:
          'Nos mécaniciens montent votre vélo, règlent la selle et le guidon à votre taille et mettent le logiciel à jour. Vous partez le jour de la livraison. C’est inclus si vous choisissez le forfait montage.',
        highlights: ['Montage et contrôle de sécurité', 'Selle et guidon réglés pour vous', 'Mise à jour du logiciel'],
        alt: 'Roue de vélo avec une clé verte et une clé Allen',
      },
      de: {
        name: 'Montage und Einstellung',
        tagline: 'Fahrbereit am Liefertag',
        description:
          'Unsere Mechaniker montieren Ihr Velo, stellen Sattel und Lenker auf Ihre Grösse ein und aktualisieren die Software. Sie fahren am Liefertag los. Im Montagepaket ist das inbegriffen.',
        highlights: ['Montage und Sicherheitscheck', 'Sattel und Lenker auf Sie eingestellt', 'Software-Update'],
        alt: 'Velorad mit grünem Schraubenschlüssel und Inbusschlüssel',
      },
    },
  },
  {
    slug: 'first-service',
    kind: 'first-service',
    subcategory: 'workshop',
    // spec §9: first service worth CHF 175, recommended at 500–1000 km.
    price: PACKAGE_PRICES.firstService,
    copy: {
      en: {
        name: 'First Service',
        tagline: 'After 500 to 1000 km',
        description:
          'Your first service after 500 to 1000 km: we re-tension spokes and cables, bleed the brakes if needed and check the battery. It takes about 90 minutes in our workshop. The yearly service subscription includes it.',
        highlights: ['Recommended at 500–1000 km', 'Spokes, cables, brakes and battery checked', 'About 90 minutes'],
        alt: 'Checklist on a clipboard with three green ticks and a wrench',
      },
      fr: {
        name: 'Premier service',
        tagline: 'Après 500 à 1000 km',
        description:
          'Votre premier service après 500 à 1000 km : nous retendons rayons et câbles, purgeons les freins si nécessaire et contrôlons la batterie. Comptez environ 90 minutes dans notre atelier. L’abonnement de service annuel l’inclut.',
        highlights: ['Recommandé à 500–1000 km', 'Rayons, câbles, freins et batterie contrôlés', 'Environ 90 minutes'],
        alt: 'Liste de contrôle avec trois coches vertes et une clé',
      },
      de: {
        name: 'Erster Service',
        tagline: 'Nach 500 bis 1000 km',
        description:
          'Ihr erster Service nach 500 bis 1000 km: Wir spannen Speichen und Züge nach, entlüften bei Bedarf die Bremsen und prüfen den Akku. Das dauert rund 90 Minuten in unserer Werkstatt. Das jährliche Service-Abo enthält ihn.',
        highlights: ['Empfohlen nach 500–1000 km', 'Speichen, Züge, Bremsen und Akku geprüft', 'Rund 90 Minuten'],
        alt: 'Checkliste mit drei grünen Häkchen und einem Schraubenschlüssel',
      },
    },
  },
  {
    slug: 'bike-cleaning',
    kind: 'cleaning',
    subcategory: 'workshop',
    price: PACKAGE_PRICES.cleaning,
    copy: {
      en: {
        name: 'Bike Cleaning',
        tagline: 'Clean, degreased and lubed',
        description:
          'We wash the frame, degrease and lube the drive train and clean the battery contacts. It is ideal after a winter on salted roads. Book it alone or with a service.',
        highlights: ['Frame and wheels washed', 'Drive train degreased and lubed', 'Battery contacts cleaned'],
        alt: 'Green bucket with a yellow sponge and soap bubbles',
      },
      fr: {
        name: 'Nettoyage du vélo',
        tagline: 'Propre, dégraissé et lubrifié',
        description:
          'Nous lavons le cadre, dégraissons et lubrifions la transmission et nettoyons les contacts de la batterie. C’est idéal après un hiver sur des routes salées. Réservez-le seul ou avec un service.',
        highlights: ['Cadre et roues lavés', 'Transmission dégraissée et lubrifiée', 'Contacts de batterie nettoyés'],
        alt: 'Seau vert avec une éponge jaune et des bulles de savon',
      },
      de: {
        name: 'Veloreinigung',
        tagline: 'Sauber, entfettet und geschmiert',
        description:
          'Wir waschen den Rahmen, entfetten und schmieren den Antrieb und reinigen die Akkukontakte. Das ist ideal nach einem Winter auf gesalzenen Strassen. Buchen Sie sie einzeln oder mit einem Service.',
        highlights: ['Rahmen und Räder gewaschen', 'Antrieb entfettet und geschmiert', 'Akkukontakte gereinigt'],
        alt: 'Grüner Eimer mit gelbem Schwamm und Seifenblasen',
      },
    },
  },
  {
    slug: 'yearly-service-subscription',
    kind: 'subscription',
    subcategory: 'subscriptions',
    // spec §9: yearly service subscription CHF 275.
    price: chf(275),
    copy: {
      en: {
        name: 'Yearly Service Subscription',
        tagline: 'One price, a year of care',
        description:
          'For CHF 275 a year we service your bike once a year, first service included — that one alone is worth CHF 175. You get priority workshop slots and 10 % off parts. Log in with the same profile as in the app to subscribe.',
        highlights: ['Yearly service, first service included', 'Priority workshop slots', '10 % off parts'],
        alt: 'Calendar with a green renewal arrow',
      },
      fr: {
        name: 'Abonnement de service annuel',
        tagline: 'Un prix, une année d’entretien',
        description:
          'Pour CHF 275 par an, nous entretenons votre vélo une fois par an, premier service compris — il vaut CHF 175 à lui seul. Vous avez des créneaux prioritaires à l’atelier et 10 % de rabais sur les pièces. Connectez-vous avec le même profil que dans l’app pour vous abonner.',
        highlights: [
          'Service annuel, premier service compris',
          'Créneaux prioritaires à l’atelier',
          '10 % de rabais sur les pièces',
        ],
        alt: 'Calendrier avec une flèche verte de renouvellement',
      },
      de: {
        name: 'Jährliches Service-Abo',
        tagline: 'Ein Preis, ein Jahr Pflege',
        description:
          'Für CHF 275 pro Jahr warten wir Ihr Velo einmal im Jahr, den ersten Service inbegriffen — allein dieser ist CHF 175 wert. Sie erhalten bevorzugte Werkstatttermine und 10 % Rabatt auf Teile. Melden Sie sich für das Abo mit demselben Profil an wie in der App.',
        highlights: [
          'Jährlicher Service, erster Service inbegriffen',
          'Bevorzugte Werkstatttermine',
          '10 % Rabatt auf Teile',
        ],
        alt: 'Kalender mit einem grünen Erneuerungspfeil',
      },
    },
  },
  {
    slug: 'pick-up-and-return',
    kind: 'pickup',
    subcategory: 'mobility',
    // spec §9: CHF 120 per trip in the canton of Geneva, the city of Lausanne and the canton of Zurich.
    price: chf(120),
    copy: {
      en: {
        name: 'Pick-up and Return',
        tagline: 'CHF 120 per trip',
        description:
          'We collect your bike at home or at work and bring it back after the service. It costs CHF 120 per trip in the canton of Geneva, the city of Lausanne and the canton of Zurich. Other areas on request.',
        highlights: ['CHF 120 per trip', 'Geneva canton, city of Lausanne, Zurich canton', 'Other areas on request'],
        alt: 'Green van carrying a bike, with arrows there and back',
      },
      fr: {
        name: 'Enlèvement et retour',
        tagline: 'CHF 120 par trajet',
        description:
          'Nous venons chercher votre vélo à domicile ou au travail et le ramenons après le service. Cela coûte CHF 120 par trajet dans le canton de Genève, la ville de Lausanne et le canton de Zurich. Autres régions sur demande.',
        highlights: [
          'CHF 120 par trajet',
          'Canton de Genève, ville de Lausanne, canton de Zurich',
          'Autres régions sur demande',
        ],
        alt: 'Camionnette verte transportant un vélo, avec des flèches aller et retour',
      },
      de: {
        name: 'Abholung und Rückgabe',
        tagline: 'CHF 120 pro Fahrt',
        description:
          'Wir holen Ihr Velo zu Hause oder bei der Arbeit ab und bringen es nach dem Service zurück. Das kostet CHF 120 pro Fahrt im Kanton Genf, in der Stadt Lausanne und im Kanton Zürich. Andere Regionen auf Anfrage.',
        highlights: ['CHF 120 pro Fahrt', 'Kanton Genf, Stadt Lausanne, Kanton Zürich', 'Andere Regionen auf Anfrage'],
        alt: 'Grüner Lieferwagen mit einem Velo, Pfeile hin und zurück',
      },
    },
  },
  {
    slug: 'replacement-bike',
    kind: 'replacement',
    subcategory: 'mobility',
    // spec §9: CHF 50 per day or CHF 25 per half day.
    price: chf(50),
    copy: {
      en: {
        name: 'Replacement Bike',
        tagline: 'CHF 50 per day',
        description:
          'Keep riding while your bike is in the workshop. A replacement bike costs CHF 50 per day or CHF 25 per half day. Fleets of 15 bikes or more get one included.',
        highlights: [
          'CHF 50 per day, CHF 25 per half day',
          'Ready at the experience centre',
          'Included for fleets of 15 or more',
        ],
        alt: 'Two bikes, green and orange, with a swap arrow',
      },
      fr: {
        name: 'Vélo de remplacement',
        tagline: 'CHF 50 par jour',
        description:
          'Continuez à rouler pendant que votre vélo est à l’atelier. Un vélo de remplacement coûte CHF 50 par jour ou CHF 25 par demi-journée. Les flottes de 15 vélos ou plus en ont un inclus.',
        highlights: [
          'CHF 50 par jour, CHF 25 par demi-journée',
          'Prêt au centre d’expérience',
          'Inclus pour les flottes de 15 vélos ou plus',
        ],
        alt: 'Deux vélos, vert et orange, avec une flèche d’échange',
      },
      de: {
        name: 'Ersatzvelo',
        tagline: 'CHF 50 pro Tag',
        description:
          'Fahren Sie weiter, während Ihr Velo in der Werkstatt ist. Ein Ersatzvelo kostet CHF 50 pro Tag oder CHF 25 pro halben Tag. Flotten ab 15 Velos erhalten eines inbegriffen.',
        highlights: [
          'CHF 50 pro Tag, CHF 25 pro halben Tag',
          'Bereit im Experience Center',
          'Inbegriffen für Flotten ab 15 Velos',
        ],
        alt: 'Zwei Velos, grün und orange, mit einem Tauschpfeil',
      },
    },
  },
];

export const SERVICES: ProductSeed[] = SERVICE_DEFINITIONS.map((def) => ({
  slug: def.slug,
  type: 'service',
  subcategory: def.subcategory,
  page: null,
  price: def.price,
  originalPrice: def.price,
  media: [
    imageMedia(`media/${def.slug}/illustration.svg`, { width: ICON_SIZE, height: ICON_SIZE }, itemAlt(def.copy), () =>
      serviceSvg(def.kind),
    ),
  ],
  packageFees: [],
  downloads: [],
  text: itemText(def.copy),
}));
