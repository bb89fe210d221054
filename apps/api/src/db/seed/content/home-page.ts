import { readFileSync } from 'node:fs';
import type { HomePageSeed } from '../seed-types';
import { svgFile, t } from './content-helpers';
import { type BikeArt, videoPosterSvg } from './illustrations';
import { COLOURS, MIGHTY_BEAST, RIMS } from './vehicle-models';

/**
 * The bike of the home-page video: a Mighty Beast in glacier white with bronze rims.
 * The committed video `../assets/home-video.webm` was rendered from `sceneSvg` with this bike
 * (see `../assets/render-home-video.ts`), so the poster below is exactly its first frame.
 */
export const HOME_VIDEO_BIKE: BikeArt = {
  model: MIGHTY_BEAST.art,
  frameColor: COLOURS.glacierWhite.hex,
  rimColor: RIMS.bronze.hex,
};

export const HOME_PAGE: HomePageSeed = {
  video: {
    file: {
      path: 'media/home/home-video.webm',
      contentType: 'video/webm',
      render: () => readFileSync(new URL('../assets/home-video.webm', import.meta.url)),
    },
    poster: svgFile('media/home/home-video-poster.svg', () => videoPosterSvg(HOME_VIDEO_BIKE)),
    title: t(
      'Swiss e-bikes for every ride',
      'Des vélos électriques suisses pour chaque trajet',
      'Schweizer E-Bikes für jede Fahrt',
    ),
  },
  advantageSections: [
    {
      icon: 'swiss',
      text: {
        en: {
          title: 'Swiss design and service',
          text: 'Designed in Switzerland and serviced in our own workshops in Geneva, Lausanne and Zurich.',
        },
        fr: {
          title: 'Design et service suisses',
          text: 'Conçus en Suisse et entretenus dans nos propres ateliers à Genève, Lausanne et Zurich.',
        },
        de: {
          title: 'Schweizer Design und Service',
          text: 'In der Schweiz entwickelt und in unseren eigenen Werkstätten in Genf, Lausanne und Zürich gewartet.',
        },
      },
    },
    {
      icon: 'delivery',
      text: {
        en: {
          title: 'Free delivery in Switzerland',
          text: 'Delivery within 2 weeks costs nothing; each bike’s price to pay lists its other fees. Or pick it up free at an experience centre.',
        },
        fr: {
          title: 'Livraison gratuite en Suisse',
          text: 'La livraison sous 2 semaines ne coûte rien ; le prix à payer de chaque vélo détaille ses autres frais. Ou retirez-le gratuitement dans un centre d’expérience.',
        },
        de: {
          title: 'Kostenlose Lieferung in der Schweiz',
          text: 'Die Lieferung innert 2 Wochen kostet nichts; der zu bezahlende Preis jedes Velos zeigt seine übrigen Gebühren. Oder holen Sie es kostenlos in einem Experience Center ab.',
        },
      },
    },
    {
      icon: 'warranty',
      text: {
        en: {
          title: '2-year warranty',
          text: 'Two years on every bike, up to five years on the frame. Free returns within 7 days.',
        },
        fr: {
          title: 'Garantie de 2 ans',
          text: 'Deux ans sur chaque vélo, jusqu’à cinq ans sur le cadre. Retours gratuits sous 7 jours.',
        },
        de: {
          title: '2 Jahre Garantie',
          text: 'Zwei Jahre auf jedes Velo, bis zu fünf Jahre auf den Rahmen. Kostenlose Rückgabe innert 7 Tagen.',
        },
      },
    },
    {
      icon: 'service',
      text: {
        en: {
          title: 'Yearly service subscription',
          text: 'CHF 275 a year for a yearly service, the first service worth CHF 175 included.',
        },
        fr: {
          title: 'Abonnement de service annuel',
          text: 'CHF 275 par an pour un service annuel, premier service d’une valeur de CHF 175 compris.',
        },
        de: {
          title: 'Jährliches Service-Abo',
          text: 'CHF 275 pro Jahr für einen jährlichen Service, der erste Service im Wert von CHF 175 inbegriffen.',
        },
      },
    },
  ],
};
