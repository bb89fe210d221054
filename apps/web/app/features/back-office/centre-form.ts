import type { CentreWrite } from '@beast/domain/checkout/centre-write.schema';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { textField, textsFromForm, textValues } from './editorial/editorial-form';

/**
 * The centre page's details form (spec §9): names and towns in every language, address, contacts, the
 * opening hours of each weekday, and what the centres page shows of it (decision 18): the kind of place, its
 * position on the map and its description in the languages written so far; mapped to the centre the API
 * stores and back. A weekday's hours are typed as periods, "09:00-12:00, 14:00-18:00"; an empty weekday is
 * closed. The API validates what the mapping makes of the text, and its messages, named by the stored
 * fields, come back to the form's fields.
 */

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

type Opening = CentreWrite['workHours'][number];

const suffix = (language: Locale) => `${language[0]!.toUpperCase()}${language[1]}`;
/** The form's field of a translated text: `nameEn`, `cityDe` … */
export const translatedField = (field: 'name' | 'city', language: Locale) => `${field}${suffix(language)}`;
/** The form's field of a weekday's hours: `hours1` (Monday) … `hours7` (Sunday). */
export const hoursField = (weekday: number) => `hours${weekday}`;

const CONTACT_FIELDS = ['address', 'zipCode', 'phoneNumber', 'email'] as const;
/** The map position's fields: degrees, typed with a point or a comma ("46.2033", "46,2033"). */
const POSITION_FIELDS = ['latitude', 'longitude'] as const;
/** The description is one text per language, in the editorial forms' side-by-side languages. */
const DESCRIPTION = ['description'] as const;
export const descriptionField = (language: Locale) => textField(language, 'description');

/** The weekday's periods as the form shows them, in the order of the day. */
export function hoursText(workHours: readonly Opening[], weekday: number): string {
  return workHours
    .filter((opening) => opening.weekday === weekday)
    .toSorted((a, b) => a.opens.localeCompare(b.opens))
    .map((opening) => `${opening.opens}-${opening.closes}`)
    .join(', ');
}

/**
 * The periods typed for a weekday. A period is split at its dash (or en dash) and kept as typed otherwise,
 * so "9-18" reaches the API, which names the time it cannot read.
 */
export function parseHours(weekday: number, text: string): Opening[] {
  return text
    .split(/[,;]/)
    .map((period) => period.trim())
    .filter((period) => period !== '')
    .map((period) => {
      const [opens = '', closes = ''] = period.split(/\s*[-–]\s*/);
      return { weekday, opens: opens.trim(), closes: closes.trim() };
    });
}

/** The form's values of a stored centre. */
export function centreDetailsValues(centre: CentreWrite): Record<string, string> {
  const values: Record<string, string> = {};
  for (const language of LOCALES) {
    values[translatedField('name', language)] = centre.name[language];
    values[translatedField('city', language)] = centre.city[language];
  }
  for (const field of CONTACT_FIELDS) values[field] = centre[field];
  for (const weekday of WEEKDAYS) values[hoursField(weekday)] = hoursText(centre.workHours, weekday);
  values.kind = centre.kind;
  for (const field of POSITION_FIELDS) values[field] = centre[field] === null ? '' : String(centre[field]);
  const description = centre.description ?? {};
  const texts = Object.fromEntries(LOCALES.map((language) => [language, { description: description[language] }]));
  return { ...values, ...textValues(texts, DESCRIPTION) };
}

/** A typed degree as a number, a decimal comma allowed; empty is no position; anything else goes as typed. */
function degrees(text: string): number | null | string {
  if (text === '') return null;
  const normalised = text.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : text;
}

type DetailsChange = Pick<
  CentreWrite,
  'name' | 'city' | 'address' | 'zipCode' | 'phoneNumber' | 'email' | 'workHours' | 'description'
> & {
  /** As chosen; the API refuses a kind it does not know. */
  kind: string;
  /** Degrees, or the text typed when it is none, for the API to refuse next to the field. */
  latitude: number | null | string;
  longitude: number | null | string;
};

/** What the details form changes of the stored centre. */
export function centreDetailsChange(values: Record<string, string>): DetailsChange {
  const text = (name: string) => (values[name] ?? '').trim();
  const translated = (field: 'name' | 'city') =>
    Object.fromEntries(LOCALES.map((language) => [language, text(translatedField(field, language))])) as Record<
      Locale,
      string
    >;
  const descriptions = textsFromForm(values, DESCRIPTION);
  const written = LOCALES.filter((language) => descriptions[language]);
  return {
    name: translated('name'),
    city: translated('city'),
    address: text('address'),
    zipCode: text('zipCode'),
    phoneNumber: text('phoneNumber'),
    email: text('email'),
    workHours: WEEKDAYS.flatMap((weekday) => parseHours(weekday, values[hoursField(weekday)] ?? '')),
    kind: text('kind'),
    latitude: degrees(text('latitude')),
    longitude: degrees(text('longitude')),
    description:
      written.length === 0
        ? null
        : Object.fromEntries(written.map((language) => [language, descriptions[language]!.description])),
  };
}

/**
 * The API's messages (named by the stored centre's fields, `centre.name.fr`, `centre.workHours.3.closes`)
 * under the form's fields. A period's message goes to its weekday, found again from what was typed.
 */
export function centreDetailsErrors(
  fields: Record<string, string>,
  values: Record<string, string>,
): Record<string, string> {
  const { workHours } = centreDetailsChange(values);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = formFieldOf(path.replace(/^centre\./, ''), workHours);
    if (field) errors[field] ??= message;
  }
  return errors;
}

function formFieldOf(path: string, workHours: readonly Opening[]): string | undefined {
  const [head, second] = path.split('.');
  if (head === 'name' || head === 'city') {
    const language = LOCALES.find((known) => known === second);
    return language ? translatedField(head, language) : undefined;
  }
  if ([...CONTACT_FIELDS, ...POSITION_FIELDS, 'kind'].includes(head ?? '')) return head;
  if (head === 'description') {
    const language = LOCALES.find((known) => known === second);
    return language ? descriptionField(language) : undefined;
  }
  if (head === 'workHours') {
    const opening = workHours[Number(second)];
    return opening ? hoursField(opening.weekday) : undefined;
  }
  return undefined;
}

/** The form's fields in the order they are shown, for the focus on the first refused one. */
export const CENTRE_DETAILS_ORDER = [
  ...LOCALES.map((language) => translatedField('name', language)),
  ...LOCALES.map((language) => translatedField('city', language)),
  ...CONTACT_FIELDS,
  ...WEEKDAYS.map(hoursField),
  'kind',
  ...POSITION_FIELDS,
  ...LOCALES.map(descriptionField),
];
