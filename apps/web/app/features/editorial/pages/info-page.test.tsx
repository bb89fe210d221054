import { instalmentPlan } from '@beast/domain/checkout/instalments';
import type { PublicPage } from '@beast/domain/content/pages-api.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { InfoPage } from './info-page';
import type { CalculatorStart } from './instalment-calculator';
import type { InstalmentQuoteInput } from './instalment-quote';
import type { BlockData } from './page-blocks';
import { quoteView } from './quote-view';
import { SignInToBuy } from './sign-in-to-buy';

const PAGE: PublicPage = {
  key: 'services',
  locale: 'en',
  title: 'Service and workshop',
  description: 'Service in our own workshops.',
  bodyHtml: '<h2>The first service</h2><p>Bring your bike in after 500 to 1000 km.</p>',
  locales: ['en', 'fr', 'de'],
  updatedAt: '2026-11-01T10:00:00.000Z',
  blocks: [
    {
      type: 'price-table',
      title: 'Pick-up and replacement bike',
      rows: [
        {
          label: 'Pick-up and return',
          price: { amount: 12_000, currency: 'CHF' },
          unit: 'per trip',
          note: 'Canton of Geneva, city of Lausanne, canton of Zurich',
          product: { slug: 'pick-up-and-return', name: 'Pick-up', path: '/service-and-accessories/pick-up-and-return' },
        },
        { label: 'Replacement bike, half day', price: { amount: 2_500, currency: 'CHF' }, unit: 'per half day' },
      ],
    },
    { type: 'facts', title: 'Good to know', items: [{ label: 'First service', value: 'At 500 to 1000 km' }] },
    {
      type: 'call-to-action',
      title: 'One price for a year of care',
      text: 'The yearly subscription covers your service.',
      label: 'See the subscription',
      href: '/subscription',
    },
    {
      type: 'downloads',
      title: 'Brochures',
      items: [
        { title: 'Mighty Beast brochure', url: '/files/downloads/mighty-beast/brochure-en.pdf', bytes: 2_400_000 },
      ],
    },
    { type: 'faq-excerpt', title: 'Questions about maintenance', category: 'repairs-maintenance', limit: 1 },
    { type: 'instalment-calculator', title: 'Work out your instalments', amount: 549_900 },
  ],
};

const FAQ_ENTRY = {
  id: 1,
  key: 'how-often',
  category: 'repairs-maintenance' as const,
  question: 'How often should I service my bike?',
  answerHtml: '<p>Once a year.</p>',
};

/** The calculator as the server starts it. */
function start(input: InstalmentQuoteInput, locale: Locale = 'en'): CalculatorStart {
  return { input, view: quoteView(input, locale) };
}

/** Amounts are written with no-break spaces, which the default matching turns into plain ones. */
const AS_WRITTEN = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const DATA: BlockData = {
  faq: { 'repairs-maintenance': [FAQ_ENTRY, { ...FAQ_ENTRY, id: 2, key: 'brakes', question: 'Brakes?' }] },
  calculator: start({ amountText: '5499', months: 24 }),
  prices: { 12000: formatMoney(12_000, 'fr'), 2500: formatMoney(2_500, 'fr') },
  files: { '/files/downloads/mighty-beast/brochure-en.pdf': 'PDF, 2.4 MB' },
};

function renderInfoPage(data: BlockData = DATA, locale: 'en' | 'fr' = 'en') {
  return renderPage(() => <InfoPage page={PAGE} blockData={data} purchase={() => <p>buy</p>} />, {
    path: '/:lang/services',
    url: `/${locale}/services`,
    locale,
  });
}

describe('an information page', () => {
  it('shows its title, body and each block in the shop’s look, its links in the page’s language', async () => {
    renderInfoPage(DATA, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service and workshop' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'The first service' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Pick-up and return' }).getAttribute('href')).toBe(
      '/fr/service-and-accessories/pick-up-and-return',
    );
    expect(screen.getByText(formatMoney(12_000, 'fr'), AS_WRITTEN)).toBeDefined();
    expect(screen.getByText(formatMoney(2_500, 'fr'), AS_WRITTEN)).toBeDefined();
    expect(screen.getByRole('link', { name: 'See the subscription' }).getAttribute('href')).toBe('/fr/subscription');
    const download = screen.getByRole('link', { name: /Mighty Beast brochure/ });
    expect(download.getAttribute('href')).toBe('/files/downloads/mighty-beast/brochure-en.pdf');
    expect(download.textContent).toContain('PDF');
  });

  it('shows a FAQ category’s first questions up to its limit, and links the category', async () => {
    renderInfoPage();
    const excerpt = (await screen.findByRole('heading', { name: 'Questions about maintenance' })).closest('section')!;
    expect(within(excerpt).getByText('How often should I service my bike?')).toBeDefined();
    expect(within(excerpt).queryByText('Brakes?')).toBeNull();
    expect(
      within(excerpt)
        .getByRole('link', { name: /Repairs/ })
        .getAttribute('href'),
    ).toBe('/en/faq/repairs-maintenance');
  });

  it('leaves out a FAQ excerpt whose category has no question', async () => {
    renderInfoPage({ ...DATA, faq: {} });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Questions about maintenance' })).toBeNull();
  });
});

describe('the instalment calculator', () => {
  it('is a form sent to the page that shows the checkout’s plan, and the credit notice', async () => {
    renderInfoPage();
    const amount = await screen.findByRole('textbox', { name: 'Amount to finance (CHF)' });
    expect(amount.getAttribute('name')).toBe('amount');
    expect(amount.closest('form')?.getAttribute('method')).toBe('get');
    expect(screen.getByRole('combobox', { name: 'Number of instalments' }).getAttribute('name')).toBe('months');
    // The checkout's plan of 5499 francs over 24 months.
    const plan = instalmentPlan(549_900, 24);
    expect(screen.getByTestId('calculator-monthly').textContent).toBe(formatMoney(plan.monthlyAmount, 'en'));
    expect(screen.getByTestId('calculator-totalCost').textContent).toBe(formatMoney(plan.totalCost, 'en'));
    expect(screen.getByText('Effective annual rate')).toBeDefined();
    expect(screen.getByText(/over-indebtedness/)).toBeDefined();
  });

  it('changes its figures as the months and the amount change', async () => {
    renderInfoPage();
    const monthly = await screen.findByTestId('calculator-monthly');
    const before = monthly.textContent;
    fireEvent.change(screen.getByRole('combobox', { name: 'Number of instalments' }), { target: { value: '48' } });
    await waitFor(() =>
      expect(screen.getByTestId('calculator-monthly').textContent).toBe(
        formatMoney(instalmentPlan(549_900, 48).monthlyAmount, 'en'),
      ),
    );
    expect(before).not.toBe(screen.getByTestId('calculator-monthly').textContent);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to finance (CHF)' }), { target: { value: '1000' } });
    await waitFor(() =>
      expect(screen.getByTestId('calculator-totalCost').textContent).toBe(
        formatMoney(instalmentPlan(100_000, 48).totalCost, 'en'),
      ),
    );
    // A wrong amount: the figures give way to what is expected, and what was typed stays.
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to finance (CHF)' }), { target: { value: '1000x' } });
    expect(await screen.findByText(/^Enter an amount between/)).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Amount to finance (CHF)' })).toHaveProperty('value', '1000x');
  });

  it('says what amount it takes and keeps what was typed', async () => {
    renderInfoPage({ ...DATA, calculator: start({ amountText: '50', months: 12 }) });
    const amount = await screen.findByRole('textbox', { name: 'Amount to finance (CHF)' });
    expect(amount).toHaveProperty('value', '50');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        `Enter an amount between ${formatMoney(10_000, 'en')} and ${formatMoney(10_000_000, 'en')}, in francs, like 5499.`,
        AS_WRITTEN,
      ),
    ).toBeDefined();
    expect(screen.queryByTestId('calculator-monthly')).toBeNull();
  });
});

describe('a product only customers buy', () => {
  it('sends a signed-out visitor to sign in or register, and back to the page', async () => {
    renderPage(SignInToBuy, { path: '/:lang/subscription', url: '/de/subscription', locale: 'de' });
    expect((await screen.findByRole('link', { name: 'Anmelden und abonnieren' })).getAttribute('href')).toBe(
      '/de/login?redirectTo=%2Fde%2Fsubscription',
    );
    expect(screen.getByRole('link', { name: 'Konto erstellen' }).getAttribute('href')).toBe(
      '/de/register?redirectTo=%2Fde%2Fsubscription',
    );
  });
});
