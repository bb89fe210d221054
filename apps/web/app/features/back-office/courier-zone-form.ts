import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import type { CourierZoneDetail } from '@beast/domain/staff/centres-api.schema';

/**
 * The courier zone page's form (spec §9): names per language, the ZIP codes served ("1000-1999, 2500"),
 * and the delivery windows with their weekdays and places, mapped to the zone the API stores and back. The
 * form has one row per window and an empty row to add one; a row left without times or places is dropped.
 * The API validates the zone, and its messages, named by the stored fields (`zone.windows.1.capacity`,
 * `windows.1.capacity`), come back to the row they were typed in.
 */

type Zone = CourierZoneDetail['zone'];
type Window = Zone['windows'][number];

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const zoneNameField = (language: Locale) => `name${language[0]!.toUpperCase()}${language[1]}`;
/** The fields of the window typed in form row `row`. */
export const windowField = (row: number, part: 'from' | 'to' | 'capacity' | 'weekdays') => `window${row}.${part}`;
export const windowDayField = (row: number, weekday: number) => `window${row}.day${weekday}`;

/** A number as typed when it is one; anything else is sent as it is, for the API to name. */
const numberOrText = (text: string) => (/^\d+$/.test(text) ? Number(text) : text);

export function postcodesText(ranges: Zone['postcodeRanges']): string {
  return ranges.map((range) => (range.from === range.to ? `${range.from}` : `${range.from}-${range.to}`)).join(', ');
}

export function parsePostcodes(text: string): { from: unknown; to: unknown }[] {
  return text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [from = '', to = from] = part.split(/\s*[-–]\s*/);
      return { from: numberOrText(from.trim()), to: numberOrText(to.trim()) };
    });
}

/** The form's values of a stored zone: its windows in rows 0…n-1, row n left empty for a new one. */
export function zoneValues(zone: Zone): Record<string, string> {
  const values: Record<string, string> = { postcodes: postcodesText(zone.postcodeRanges) };
  for (const language of LOCALES) values[zoneNameField(language)] = zone.name[language];
  if (zone.isActive) values.isActive = 'on';
  zone.windows.forEach((window, row) => {
    values[windowField(row, 'from')] = window.from;
    values[windowField(row, 'to')] = window.to;
    values[windowField(row, 'capacity')] = String(window.capacity);
    for (const weekday of window.weekdays) values[windowDayField(row, weekday)] = 'on';
  });
  return values;
}

/** The rows a form shows: those posted or stored, and one empty row after them. */
export function windowRows(values: Record<string, string>): number[] {
  const rows = Object.keys(values).flatMap((name) => {
    const match = /^window(\d+)\./.exec(name);
    return match ? [Number(match[1])] : [];
  });
  const count = rows.length === 0 ? 0 : Math.max(...rows) + 1;
  return Array.from({ length: count + 1 }, (_, row) => row);
}

/** The zone the form describes, and which form row each of its windows came from. */
export function zoneChange(values: Record<string, string>): {
  zone: Omit<Zone, 'slug' | 'windows'> & { windows: Window[] };
  rows: number[];
} {
  const text = (name: string) => (values[name] ?? '').trim();
  const rows = windowRows(values).filter((row) =>
    (['from', 'to', 'capacity'] as const).some((part) => text(windowField(row, part)) !== ''),
  );
  const windows = rows.map((row) => ({
    from: text(windowField(row, 'from')),
    to: text(windowField(row, 'to')),
    weekdays: WEEKDAYS.filter((weekday) => values[windowDayField(row, weekday)] === 'on'),
    capacity: numberOrText(text(windowField(row, 'capacity'))) as number,
  }));
  const name = Object.fromEntries(LOCALES.map((language) => [language, text(zoneNameField(language))]));
  return {
    zone: {
      name: name as Zone['name'],
      postcodeRanges: parsePostcodes(text('postcodes')) as Zone['postcodeRanges'],
      windows,
      isActive: values.isActive === 'on',
    },
    rows,
  };
}

/** The API's messages under the form's fields: a window's under the field of the row it was typed in. */
export function zoneErrors(fields: Record<string, string>, values: Record<string, string>): Record<string, string> {
  const { rows } = zoneChange(values);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = zoneFieldOf(path.replace(/^zone\./, '').split('.'), rows);
    if (field) errors[field] ??= message;
  }
  return errors;
}

function zoneFieldOf([head, second, third]: string[], rows: readonly number[]): string | undefined {
  if (head === 'name') {
    const language = LOCALES.find((known) => known === second);
    return language ? zoneNameField(language) : undefined;
  }
  if (head === 'postcodeRanges') return 'postcodes';
  if (head !== 'windows') return undefined;
  const row = rows[Number(second)];
  if (second === undefined || row === undefined) return 'windows';
  const part = third === 'to' || third === 'capacity' || third === 'weekdays' ? third : 'from';
  return windowField(row, part);
}
