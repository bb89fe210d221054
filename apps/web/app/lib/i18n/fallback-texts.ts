import type { Locale } from '@beast/domain/i18n/locale';

/**
 * The few words the root can show when its loader, and so the page's catalogue, is not there: the
 * hydration fallback and the last-resort error page. Kept tiny instead of shipping all three catalogues
 * to every page; a test holds them equal to the catalogues' own texts.
 */
export const FALLBACK_TEXTS: Readonly<Record<Locale, { loading: string; error: string; home: string }>> = {
  en: { loading: 'Loading…', error: 'Something went wrong. Please try again.', home: 'Home' },
  fr: { loading: 'Chargement…', error: 'Une erreur s’est produite. Veuillez réessayer.', home: 'Accueil' },
  de: {
    loading: 'Wird geladen…',
    error: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    home: 'Startseite',
  },
};
