import type { Locale } from '@beast/domain/i18n/locale';

/**
 * spec §4: the home page falls back to three built-in advantage sections when the server returns none.
 * They belong to the shop's behaviour, not to its content, so they ship with the code (the stored sections
 * are content, written through the content write use cases). Worded differently from the demo's stored
 * sections so a test can tell which ones are shown.
 */
export const BUILTIN_ADVANTAGE_SECTIONS: { icon: string; text: Record<Locale, { title: string; text: string }> }[] = [
  {
    icon: 'swiss',
    text: {
      en: { title: 'Made for Swiss roads', text: 'Designed for steep climbs, wet cobbles and long winters.' },
      fr: {
        title: 'Conçus pour les routes suisses',
        text: 'Pensés pour les fortes pentes, les pavés mouillés et les longs hivers.',
      },
      de: {
        title: 'Gebaut für Schweizer Strassen',
        text: 'Entwickelt für steile Anstiege, nasses Pflaster und lange Winter.',
      },
    },
  },
  {
    icon: 'battery',
    text: {
      en: { title: 'Range for the whole week', text: 'Batteries from 672 to 1008 Wh: charge once, ride all week.' },
      fr: {
        title: 'L’autonomie de toute une semaine',
        text: 'Des batteries de 672 à 1008 Wh : une charge, une semaine de trajets.',
      },
      de: {
        title: 'Reichweite für die ganze Woche',
        text: 'Akkus von 672 bis 1008 Wh: einmal laden, die ganze Woche fahren.',
      },
    },
  },
  {
    icon: 'delivery',
    text: {
      en: { title: 'Try before you buy', text: 'Book a free test ride at one of our experience centres.' },
      fr: {
        title: 'Essayez avant d’acheter',
        text: 'Réservez un essai gratuit dans l’un de nos centres d’expérience.',
      },
      de: {
        title: 'Erst testen, dann kaufen',
        text: 'Buchen Sie eine kostenlose Probefahrt in einem unserer Experience Centers.',
      },
    },
  },
];
