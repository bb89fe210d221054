/**
 * The one column of a frame made in a single size. The data holds this marker, never a label in one
 * language ("One size"): each page writes it in its own. A module without schemas: the product pages read it
 * without downloading zod.
 */
export const ONE_SIZE = 'one-size';
/** A frame size as the data writes it: a code read alike in every language (S, XL, 54, S/M), or ONE_SIZE. */
export const FRAME_SIZE_PATTERN = new RegExp(`^(?:${ONE_SIZE}|[0-9A-Z][0-9A-Z/.-]{0,5})$`);
