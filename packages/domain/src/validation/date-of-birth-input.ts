// The date of birth's typing aid, apart from its schema: the forms format as the visitor types before the
// schema (and zod with it) has loaded.

const SEGMENT_LENGTHS = [2, 2, 4] as const;
const TYPED_SEPARATOR = /[/\-.\s]/;

/**
 * spec §5: the input is auto-formatted by inserting slashes while the user types.
 * Digits fill day, month and year ("12032000" → "12/03/2000"); a separator typed after a single digit
 * pads it ("1/" → "01/"); a separator typed at the end is kept so the caret can move on; other characters
 * and digits beyond the year are dropped, so the result is at most 10 characters. "-" becomes "/".
 */
export function formatDateOfBirthInput(raw: string): string {
  const segments = ['', '', ''];
  let index = 0;
  let endsWithSeparator = false;
  for (const char of raw) {
    if (/\d/.test(char)) {
      if (segments[index]!.length === SEGMENT_LENGTHS[index]) index += 1;
      if (index >= segments.length) break;
      segments[index] += char;
      endsWithSeparator = false;
    } else if (TYPED_SEPARATOR.test(char) && index < 2 && segments[index] !== '') {
      segments[index] = segments[index]!.padStart(2, '0');
      index += 1;
      endsWithSeparator = true;
    }
  }
  const typed = segments.filter((segment) => segment !== '').join('/');
  return endsWithSeparator ? `${typed}/` : typed;
}
