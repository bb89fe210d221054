import type { SpecialOfferSeed } from '../seed-types';
import { chf } from './content-helpers';
import { CARGO_BEAST, CLASSY_BEAST, MIGHTY_BEAST } from './vehicle-models';

/**
 * Flash offers, valid only for members of a partner company (spec §1, §6).
 * The partner companies are fictitious; the original price is the product's own price.
 */
export const SPECIAL_OFFERS: SpecialOfferSeed[] = [
  {
    productSlug: MIGHTY_BEAST.slug,
    partnerName: 'Lémanic Watchworks SA',
    price: chf(4999),
    originalPrice: MIGHTY_BEAST.price,
    validFromDaysAgo: 30,
    validForDays: 180,
    text: {
      en: {
        title: 'Mighty Beast for Lémanic Watchworks staff',
        description:
          'Members of Lémanic Watchworks get the 45 km/h Mighty Beast for CHF 4’999 instead of CHF 5’499. Try it at one of our experience centres. Free delivery in Switzerland.',
      },
      fr: {
        title: 'Mighty Beast pour le personnel de Lémanic Watchworks',
        description:
          'Les membres de Lémanic Watchworks obtiennent le Mighty Beast 45 km/h à CHF 4’999 au lieu de CHF 5’499. Essayez-le dans l’un de nos centres d’expérience. Livraison gratuite en Suisse.',
      },
      de: {
        title: 'Mighty Beast für Mitarbeitende von Lémanic Watchworks',
        description:
          'Mitglieder von Lémanic Watchworks erhalten das Mighty Beast mit 45 km/h für CHF 4’999 statt CHF 5’499. Probieren Sie es in einem unserer Experience Center aus. Kostenlose Lieferung in der Schweiz.',
      },
    },
  },
  {
    productSlug: CLASSY_BEAST.slug,
    partnerName: 'Rhein Logistik AG',
    price: chf(3499),
    originalPrice: CLASSY_BEAST.price,
    validFromDaysAgo: 14,
    validForDays: 90,
    text: {
      en: {
        title: 'Commute on a Classy Beast — Rhein Logistik',
        description:
          'Rhein Logistik members ride the Classy Beast for CHF 3’499 instead of CHF 3’999. Pay at once or in up to 48 instalments.',
      },
      fr: {
        title: 'Vos trajets en Classy Beast — Rhein Logistik',
        description:
          'Les membres de Rhein Logistik roulent en Classy Beast pour CHF 3’499 au lieu de CHF 3’999. Payez en une fois ou jusqu’en 48 mensualités.',
      },
      de: {
        title: 'Pendeln mit dem Classy Beast — Rhein Logistik',
        description:
          'Mitglieder von Rhein Logistik fahren das Classy Beast für CHF 3’499 statt CHF 3’999. Zahlen Sie auf einmal oder in bis zu 48 Raten.',
      },
    },
  },
  {
    productSlug: CARGO_BEAST.slug,
    partnerName: 'Alpensicht Versicherungen',
    price: chf(5899),
    originalPrice: CARGO_BEAST.price,
    validFromDaysAgo: 7,
    validForDays: 150,
    text: {
      en: {
        title: 'Cargo Beast for Alpensicht families',
        description:
          'Alpensicht members get the Cargo Beast for CHF 5’899 instead of CHF 6’499. It carries 200 kg in total, children included. Try it at one of our experience centres.',
      },
      fr: {
        title: 'Cargo Beast pour les familles Alpensicht',
        description:
          'Les membres d’Alpensicht obtiennent le Cargo Beast à CHF 5’899 au lieu de CHF 6’499. Il porte 200 kg au total, enfants compris. Essayez-le dans l’un de nos centres d’expérience.',
      },
      de: {
        title: 'Cargo Beast für Familien bei Alpensicht',
        description:
          'Mitglieder von Alpensicht erhalten das Cargo Beast für CHF 5’899 statt CHF 6’499. Es trägt insgesamt 200 kg, Kinder inbegriffen. Probieren Sie es in einem unserer Experience Center aus.',
      },
    },
  },
];
