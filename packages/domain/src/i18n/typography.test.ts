import { describe, expect, it } from 'vitest';
import { frenchPunctuation, keepUnitsTogether, typeset, typesetAll } from './typography';

const NBSP = '\u00A0';
const NNBSP = '\u202F';

describe('keepUnitsTogether', () => {
  it.each([
    ['Bafang 90 Nm', `Bafang 90${NBSP}Nm`],
    ['Fork travel 140 mm', `Fork travel 140${NBSP}mm`],
    ['25 or 45 km/h', `25 or 45${NBSP}km/h`],
    ['48 V x 14 Ah = 672 Wh', `48${NBSP}V x 14${NBSP}Ah = 672${NBSP}Wh`],
    ['up to {{max}} km/h', `up to {{max}}${NBSP}km/h`],
    ['valid {minutes} min.', `valid {minutes}${NBSP}min.`],
    ['VAT {{rate}} % included', `VAT {{rate}}${NBSP}% included`],
    ['costs CHF 800 more', `costs CHF${NBSP}800 more`],
  ])('keeps %j on one line', (text, expected) => {
    expect(keepUnitsTogether(text)).toBe(expected);
  });

  it.each(['3 weeks', '{{count}} minutes', '2 spaces', 'in 10 hours', '1 Mon-Sat'])(
    'leaves %j alone: a word, not a unit',
    (text) => {
      expect(keepUnitsTogether(text)).toBe(text);
    },
  );
});

describe('frenchPunctuation', () => {
  it.each([
    ['Vous avez déjà un compte ?', `Vous avez déjà un compte${NNBSP}?`],
    ['Vidéo : {{title}}', `Vidéo${NNBSP}: {{title}}`],
    ['Bienvenue chez {brand} !', `Bienvenue chez {brand}${NNBSP}!`],
    ['25 km/h ; la version', `25 km/h${NNBSP}; la version`],
    [`Se déconnecter${NBSP}?`, `Se déconnecter${NNBSP}?`],
    ['Étape {{number}} sur {{total}} :', `Étape {{number}} sur {{total}}${NNBSP}:`],
    ['Vraiment ?!', `Vraiment${NNBSP}?!`],
    ['« Prêt ? »', `« Prêt${NNBSP}? »`],
  ])('puts a narrow no-break space in %j', (text, expected) => {
    expect(frenchPunctuation(text)).toBe(expected);
  });

  it.each(['Ouvert de 9:00 à 18:00', 'https://beast.example/fr?page=2', '{{date}}, {{time}}', '« Mighty Beast »'])(
    'leaves %j alone',
    (text) => {
      expect(frenchPunctuation(text)).toBe(text);
    },
  );
});

describe('typeset', () => {
  it('applies the French rule in French only', () => {
    expect(typeset('Vitesse : 45 km/h', 'fr')).toBe(`Vitesse${NNBSP}: 45${NBSP}km/h`);
    expect(typeset('Speed: 45 km/h', 'en')).toBe(`Speed: 45${NBSP}km/h`);
    expect(typeset('Wie geht es?', 'de')).toBe('Wie geht es?');
  });

  it('changes nothing the second time', () => {
    const once = typeset('Total : CHF 800 ; 25 km/h ?', 'fr');
    expect(typeset(once, 'fr')).toBe(once);
  });
});

describe('typesetAll', () => {
  it('typesets every string of a content record and keeps its shape', () => {
    const copy = { tagline: 'Le fat bike à 45 km/h', highlights: ['Batterie : 1008 Wh'], year: 2026 };
    expect(typesetAll(copy, 'fr')).toEqual({
      tagline: `Le fat bike à 45${NBSP}km/h`,
      highlights: [`Batterie${NNBSP}: 1008${NBSP}Wh`],
      year: 2026,
    });
  });
});
