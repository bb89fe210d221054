import { instalmentPlan } from '@beast/domain/checkout/instalments';
import type { PublicPage } from '@beast/domain/content/pages-api.schema';
import type { PressRelease } from '@beast/domain/content/press-api.schema';
import { formatMoney } from '@beast/domain/money/money';
import { describe, expect, it } from 'vitest';
import { loadInfoPage } from './info-page.server';

const ORIGIN = 'https://shop.example.ch';

const PAGE: PublicPage = {
  key: 'leasing-and-financing',
  locale: 'fr',
  title: 'Leasing et financement',
  description: 'Payez votre vélo en 6 à 48 mensualités.',
  bodyHtml: '<p>Roulez maintenant.</p>',
  blocks: [
    { type: 'instalment-calculator', amount: 549_900 },
    { type: 'price-table', rows: [{ label: 'Service', price: { amount: 17_500, currency: 'CHF' } }] },
    { type: 'faq-excerpt', category: 'warranty-insurance', limit: 2 },
  ],
  // Not written in German yet.
  locales: ['en', 'fr'],
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const RELEASE: PressRelease = {
  id: 1,
  key: 'pre-orders',
  releasedOn: '2026-10-02',
  title: 'Pre-orders open',
  summary: 'The Xplorer Beast.',
  bodyHtml: '<p>Text.</p>',
  file: { url: '/files/press/pre-orders.pdf', bytes: 10_569 },
  locales: ['en'],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const NOT_FOUND = () => json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);

/** Runs the loader for `url` against an in-process API that knows `pages` (by key) and answers the FAQ with none. */
async function load(url: string, pages: Record<string, PublicPage>) {
  const asked: string[] = [];
  const apiFetch = async (path: string) => {
    asked.push(path);
    const key = /^\/api\/pages\/([a-z-]+)/.exec(path)?.[1];
    if (key) return pages[key] ? json(pages[key]) : NOT_FOUND();
    if (path.startsWith('/api/faq')) return json([]);
    if (path.startsWith('/api/press-releases')) return json([RELEASE]);
    if (path.startsWith('/api/press-kit')) return NOT_FOUND();
    return NOT_FOUND();
  };
  const context = { apiFetch, brandName: 'Beast', publicUrl: ORIGIN, demoMode: false };
  const answer = await loadInfoPage({ request: new Request(url), params: {}, context }, async () => []);
  return { page: (answer as unknown as { data: Awaited<ReturnType<typeof loadInfoPage>>['data'] }).data, asked };
}

/** The redirect a loader throws, as its target. */
async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
}

describe('an information page’s loader', () => {
  it('gives the page in its language, its alternates only in the languages it is public in', async () => {
    const { page } = await load(`${ORIGIN}/fr/leasing-and-financing`, { 'leasing-and-financing': PAGE });
    expect(page.page.title).toBe('Leasing et financement');
    expect(page.seo.canonical).toBe(`${ORIGIN}/fr/leasing-and-financing`);
    expect(page.seo.description).toBe(PAGE.description);
    expect(page.seo.alternates.map((alternate) => alternate.hreflang)).toEqual(['en', 'fr', 'x-default']);
    expect(page.jsonLd['@graph'][0]).toMatchObject({
      '@type': 'WebPage',
      url: `${ORIGIN}/fr/leasing-and-financing`,
      breadcrumb: { '@type': 'BreadcrumbList' },
    });
  });

  it('works out the calculator the form sent, and writes the prices in the page’s language', async () => {
    const { page } = await load(`${ORIGIN}/fr/leasing-and-financing?amount=3000&months=12`, {
      'leasing-and-financing': PAGE,
    });
    expect(page.blockData.calculator).toEqual({
      input: { amountText: '3000', months: 12 },
      view: expect.objectContaining({
        ok: true,
        monthly: formatMoney(instalmentPlan(300_000, 12).monthlyAmount, 'fr'),
      }),
    });
    expect(page.blockData.prices).toEqual({ 17500: formatMoney(17_500, 'fr') });
    // The checkout's wording of a plan and its notice come with the page.
    expect(page.catalogue['checkout.plan.creditNotice']).toBeTruthy();
    expect(page.catalogue['faq.categories.warranty-insurance']).toBeTruthy();
  });

  it('sends the visitor home when the page is not public in the language, never to another language', async () => {
    expect(await redirectOf(load(`${ORIGIN}/de/leasing-and-financing`, {}))).toBe('/de');
  });

  it('gives the press page its releases with their dates and files', async () => {
    const press: PublicPage = { ...PAGE, key: 'press', title: 'Press', locale: 'en', blocks: [] };
    const { page } = await load(`${ORIGIN}/en/press`, { press });
    expect(page.press?.releases.map((release) => release.title)).toEqual(['Pre-orders open']);
    expect(page.press?.releases[0]?.date).toMatch(/2026/);
    expect(page.press?.kit).toBeNull();
    expect(page.blockData.files['/files/press/pre-orders.pdf']).toMatch(/^PDF, \d+/);
    expect(page.jsonLd['@graph'][1]).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [{ item: { '@type': 'NewsArticle', headline: 'Pre-orders open', datePublished: '2026-10-02' } }],
    });
  });
});
