/**
 * What each device project runs (decision 20), shared by playwright.config.ts and the check that every
 * language of a journey still runs somewhere.
 *
 * What the phone does not run again: checks that do not depend on the screen (what a first visit downloads,
 * headers and search engines' view, the server's own behaviour, the navigation rule), and the back office's
 * screens, which staff use on a laptop; signing in, the orders and the inbox (contact.spec.ts) still run on the
 * phone, where staff also open them. Every customer journey runs on both.
 */
export const NOT_ON_THE_PHONE = [
  /\/first-visit-js\.spec\.ts$/,
  /\/seo\.spec\.ts$/,
  /\/operations\.spec\.ts$/,
  /\/navigation-rule\.spec\.ts$/,
  /\/admin-(?!orders\.spec\.ts$)[^/]+\.spec\.ts$/,
];

/**
 * A journey written once per language runs each language once: German on the phone, where its longest words
 * break a narrow screen first, English and French on the desktop. The titles name their language
 * ("… in fr", "(fr)").
 */
export const OTHER_LANGUAGES_ON_THE_PHONE = /(\bin |\()(en|fr)\b/;
export const GERMAN_ON_THE_PHONE_ONLY = /(\bin |\()de\b/;
