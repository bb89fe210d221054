import type { WorkHours } from '@beast/domain/checkout/checkout-api.schema';
import { DEFAULT_CENTRE_HOURS } from '@beast/domain/constants/business';
import type { Translated } from '../seed-types';
import { t } from './content-helpers';

/** An experience centre where customers try bikes and pick up their orders (spec §2, §3 Experience center). */
export interface PickUpCenterSeed {
  slug: string;
  /** The town in each language (Genève, Genf); the centre's name is made from it. */
  city: Translated<string>;
  address: string;
  zipCode: string;
  phoneNumber: string;
  email: string;
  workHours: WorkHours[];
  isDefault?: boolean;
}

/**
 * The brand is configuration (BRAND.md), so the centres' addresses use a reserved domain: demo mail
 * sent to a centre can never reach a real mailbox.
 */
const CENTRE_MAIL_DOMAIN = 'beast.example';

const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];
const TUESDAY_TO_FRIDAY = [2, 3, 4, 5];
const SATURDAY = [6];
const WEEKDAY_NUMBERS: Record<(typeof DEFAULT_CENTRE_HOURS.days)[number], number> = {
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
};

/** The same opening period on several weekdays. */
function open(weekdays: number[], opens: string, closes: string): WorkHours[] {
  return weekdays.map((weekday) => ({ weekday, opens, closes }));
}

/** spec §3: the default centre's hours, Monday to Saturday 9:00–18:00. */
const DEFAULT_HOURS = open(
  DEFAULT_CENTRE_HOURS.days.map((day) => WEEKDAY_NUMBERS[day]),
  DEFAULT_CENTRE_HOURS.opens,
  DEFAULT_CENTRE_HOURS.closes,
);
/** spec §9: shop hours in the copy, weekdays 10h–19h and Saturday until 18h. */
const CITY_SHOP_HOURS = [...open(MONDAY_TO_FRIDAY, '10:00', '19:00'), ...open(SATURDAY, '10:00', '18:00')];
const WEEKDAYS_AND_SHORT_SATURDAY = [...open(MONDAY_TO_FRIDAY, '09:00', '18:00'), ...open(SATURDAY, '09:00', '16:00')];
/** Smaller centres close at lunch time and on Mondays. */
const LUNCH_BREAK_HOURS = [
  ...open(TUESDAY_TO_FRIDAY, '09:00', '12:00'),
  ...open(TUESDAY_TO_FRIDAY, '14:00', '18:00'),
  ...open(SATURDAY, '09:00', '16:00'),
];

function centreEmail(slug: string): string {
  return `${slug}@${CENTRE_MAIL_DOMAIN}`;
}

/** The name shown in the centre list: "Experience centre Geneva", "Centre d’expérience Genève", … */
export function centreName(city: Translated<string>): Translated<string> {
  return t(`Experience centre ${city.en}`, `Centre d’expérience ${city.fr}`, `Experience Center ${city.de}`);
}

/** spec §2: the 13 experience centres and shops, in the order of the spec; Geneva is the default. */
export const PICK_UP_CENTERS: PickUpCenterSeed[] = [
  {
    slug: 'geneva',
    city: t('Geneva', 'Genève', 'Genf'),
    address: 'Rue du Rhône 48',
    zipCode: '1204',
    phoneNumber: '+41 22 310 42 00',
    email: centreEmail('geneva'),
    workHours: DEFAULT_HOURS,
    isDefault: true,
  },
  {
    slug: 'lausanne',
    city: t('Lausanne', 'Lausanne', 'Lausanne'),
    address: 'Avenue de la Gare 12',
    zipCode: '1003',
    phoneNumber: '+41 21 320 18 40',
    email: centreEmail('lausanne'),
    // Closed on Mondays, open late on Thursdays.
    workHours: [
      ...open([2, 3, 5], '09:00', '18:00'),
      ...open([4], '09:00', '20:00'),
      ...open(SATURDAY, '09:00', '17:00'),
    ],
  },
  {
    slug: 'zurich',
    city: t('Zurich', 'Zurich', 'Zürich'),
    address: 'Hardturmstrasse 161',
    zipCode: '8005',
    phoneNumber: '+41 44 271 30 60',
    email: centreEmail('zurich'),
    workHours: CITY_SHOP_HOURS,
  },
  {
    slug: 'gland',
    city: t('Gland', 'Gland', 'Gland'),
    address: 'Rue Mauverney 21',
    zipCode: '1196',
    phoneNumber: '+41 22 364 50 20',
    email: centreEmail('gland'),
    workHours: LUNCH_BREAK_HOURS,
  },
  {
    slug: 'vernier',
    city: t('Vernier', 'Vernier', 'Vernier'),
    address: 'Route de Vernier 155',
    zipCode: '1214',
    phoneNumber: '+41 22 341 22 80',
    email: centreEmail('vernier'),
    workHours: WEEKDAYS_AND_SHORT_SATURDAY,
  },
  {
    slug: 'meyrin',
    city: t('Meyrin', 'Meyrin', 'Meyrin'),
    address: 'Rue de Veyrot 14',
    zipCode: '1217',
    phoneNumber: '+41 22 782 40 10',
    email: centreEmail('meyrin'),
    // A workshop next to the business parks: early hours, closed at the weekend.
    workHours: open(MONDAY_TO_FRIDAY, '08:00', '17:00'),
  },
  {
    slug: 'bern',
    city: t('Bern', 'Berne', 'Bern'),
    address: 'Laupenstrasse 20',
    zipCode: '3008',
    phoneNumber: '+41 31 381 52 30',
    email: centreEmail('bern'),
    workHours: WEEKDAYS_AND_SHORT_SATURDAY,
  },
  {
    slug: 'solothurn',
    city: t('Solothurn', 'Soleure', 'Solothurn'),
    address: 'Hauptbahnhofstrasse 8',
    zipCode: '4500',
    phoneNumber: '+41 32 622 14 50',
    email: centreEmail('solothurn'),
    workHours: LUNCH_BREAK_HOURS,
  },
  {
    slug: 'biel',
    city: t('Biel', 'Bienne', 'Biel'),
    address: 'Bahnhofstrasse 30',
    zipCode: '2502',
    phoneNumber: '+41 32 322 61 70',
    email: centreEmail('biel'),
    workHours: WEEKDAYS_AND_SHORT_SATURDAY,
  },
  {
    slug: 'basel',
    city: t('Basel', 'Bâle', 'Basel'),
    address: 'Güterstrasse 120',
    zipCode: '4053',
    phoneNumber: '+41 61 361 44 90',
    email: centreEmail('basel'),
    workHours: CITY_SHOP_HOURS,
  },
  {
    slug: 'vesenaz',
    city: t('Vésenaz', 'Vésenaz', 'Vésenaz'),
    address: 'Route de Thonon 49',
    zipCode: '1222',
    phoneNumber: '+41 22 752 18 30',
    email: centreEmail('vesenaz'),
    // Open Wednesday to Saturday only.
    workHours: open([3, 4, 5, 6], '09:00', '18:00'),
  },
  {
    slug: 'estavayer',
    city: t('Estavayer', 'Estavayer', 'Stäffis am See'),
    address: 'Route de la Gare 5',
    zipCode: '1470',
    phoneNumber: '+41 26 663 12 40',
    email: centreEmail('estavayer'),
    workHours: LUNCH_BREAK_HOURS,
  },
  {
    slug: 'fribourg',
    city: t('Fribourg', 'Fribourg', 'Freiburg'),
    address: 'Route des Arsenaux 9',
    zipCode: '1700',
    phoneNumber: '+41 26 322 35 60',
    email: centreEmail('fribourg'),
    workHours: WEEKDAYS_AND_SHORT_SATURDAY,
  },
];
