/**
 * CSV as spreadsheets read it (RFC 4180): cells with a comma, a quote or a line break are quoted, quotes
 * doubled, lines end with CRLF. A cell a spreadsheet would run as a formula (starting with = + - @, or a
 * tab or carriage return that some of them skip) is prefixed with a quote, so a customer's name such as
 * `=HYPERLINK(…)` stays text in the staff member's spreadsheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Makes Excel read the file as UTF-8 (accents of names and towns). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';
