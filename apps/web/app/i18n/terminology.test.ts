import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { de as emailDe } from '@beast/domain/i18n/messages/de';
import { en as emailEn } from '@beast/domain/i18n/messages/en';
import { fr as emailFr } from '@beast/domain/i18n/messages/fr';
import { ORDER_FEE_KINDS } from '@beast/domain/orders/orders-api.schema';
import { describe, expect, it } from 'vitest';
import { flattenCatalogue } from '../lib/i18n/translator';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * One term per thing in each language: the pages (this app's catalogues) and the server's texts (API
 * errors and emails, in packages/domain) name the fees, the delivery methods and the experience centres
 * with the same words, so the customer meets the same line on the product page, in the cart, at checkout,
 * in My orders and in the confirmation email.
 */
const PAGES: Record<Locale, Record<string, string>> = {
  en: flattenCatalogue(en),
  fr: flattenCatalogue(fr),
  de: flattenCatalogue(de),
};
const SERVER: Record<Locale, Record<string, string>> = { en: emailEn, fr: emailFr, de: emailDe };

/** The words chosen for each language; every other spelling of the same thing is a drift. */
const TERMS: Record<Locale, { courier: string; pickUp: string; centre: RegExp }> = {
  en: { courier: 'Delivery by courier', pickUp: 'Pick-up', centre: /^[Ee]xperience centres?$/ },
  fr: { courier: 'Livraison par coursier', pickUp: 'Retrait', centre: /^[Cc]entres? d’expérience$/ },
  de: { courier: 'Lieferung per Kurier', pickUp: 'Abholung', centre: /^Experience Centers?$/ },
};

/** Any way of writing "experience centre" in the three languages, right or wrong. */
const ANY_CENTRE_NAME =
  /\b(?:experience[\s-]*(?:centre|center|zentrum)s?|erlebnis\w*|cent(?:re|er)s?[\s-]+d['’\s]*(?:e|é)xp(?:é|e)rience)\b/gi;

const allTexts = (locale: Locale) => [
  ...Object.entries(PAGES[locale]).map(([key, text]) => [`web ${key}`, text] as const),
  ...Object.entries(SERVER[locale]).map(([key, text]) => [`server ${key}`, text] as const),
];

describe.each(LOCALES)('terms in %s', (locale) => {
  const pages = PAGES[locale];
  const server = SERVER[locale];
  const terms = TERMS[locale];

  it('names each fee the same on the pages and in the email, and no two fees alike', () => {
    const onPages = ORDER_FEE_KINDS.map((kind) => pages[`fees.${kind}`]);
    const inEmails = ORDER_FEE_KINDS.map((kind) => server[`email.order.fee.${kind}` as keyof typeof server]);
    expect(inEmails).toEqual(onPages);
    expect(new Set(onPages).size).toBe(ORDER_FEE_KINDS.length);
    // "Free" agrees with the fee's noun in French, the same way on the pages and in the email.
    const freeInEmails = ORDER_FEE_KINDS.map((kind) => server[`email.order.free.${kind}` as keyof typeof server]);
    expect(freeInEmails).toEqual(ORDER_FEE_KINDS.map((kind) => pages[`fees.freeOf.${kind}`]));
  });

  it('names the delivery methods the same at checkout, in My orders and in the email', () => {
    expect(pages['checkout.delivery.courier']).toBe(terms.courier);
    expect(pages['orderView.courier']).toBe(terms.courier);
    expect(server['email.order.courier']).toMatch(new RegExp(`^${terms.courier}\\b`));
    expect(server['email.order.courierCall']).toMatch(new RegExp(`^${terms.courier}\\b`));
    for (const text of [
      pages['checkout.delivery.pickup'],
      pages['checkout.confirmation.pickUp'],
      pages['orderView.pickUp'],
      server['email.order.pickup'],
    ]) {
      expect(text).toMatch(new RegExp(`^${terms.pickUp}\\b`));
    }
  });

  it('calls the experience centres by one name in every page, error and email', () => {
    expect(pages['checkout.pickUp.centre']).toMatch(terms.centre);
    const drifts = allTexts(locale).flatMap(([where, text]) =>
      [...text.matchAll(ANY_CENTRE_NAME)].flatMap(([name]) => (terms.centre.test(name) ? [] : [`${where}: ${name}`])),
    );
    expect(drifts).toEqual([]);
  });
});
