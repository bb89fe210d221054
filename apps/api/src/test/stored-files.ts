import type { Locale } from '@beast/domain/i18n/locale';

/**
 * The files of the tests' own products, which the run's global setup stores in the test files: a picture, so
 * an order's email can render it as a PNG, and a manual per language, so a download is served like one of the
 * catalogue's.
 */
export const TEST_PICTURE_PATH = 'media/test-products/side.svg';

export const TEST_PICTURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="480" viewBox="0 0 800 480">' +
  '<rect width="800" height="480" fill="#f3f4f1"/><circle cx="220" cy="340" r="90" fill="#111418"/>' +
  '<circle cx="580" cy="340" r="90" fill="#111418"/><path d="M220 340 L380 180 L580 340" stroke="#1f7a4d" ' +
  'stroke-width="24" fill="none"/></svg>';

export const TEST_MANUAL_PATHS: Record<Locale, string> = {
  en: 'documents/test-products/manual-en.pdf',
  fr: 'documents/test-products/manual-fr.pdf',
  de: 'documents/test-products/manual-de.pdf',
};

export const TEST_MANUAL_PDF = '%PDF-1.4\n% The manual of a product of the tests.\n%%EOF\n';

/** Every file above, by its path in the storage. */
export const TEST_FILES: Record<string, string> = {
  [TEST_PICTURE_PATH]: TEST_PICTURE_SVG,
  ...Object.fromEntries(Object.values(TEST_MANUAL_PATHS).map((path) => [path, TEST_MANUAL_PDF])),
};
