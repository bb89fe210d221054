import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

/** A GET with a Host header of our choosing (a browser, and Playwright's client, send the address's own). */
function getWithHost(baseURL: string, path: string, host: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject).end();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product page HTML contains the product', async ({ page }) => {
    await page.goto('/de/product/mighty-beast');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mighty Beast');
    await expect(page.getByText(/CHF/).first()).toBeVisible();
    await expect(page.locator('#specifications')).toBeVisible();
    await expect(page.locator('#geometry')).toBeVisible();
    await expect(page.locator('a[href$=".pdf"]').first()).toBeVisible();
  });
});

test('product pages describe themselves to search engines', async ({ request }) => {
  const html = await (await request.get('/fr/product/cargo-beast')).text();
  expect(html).toContain('<html lang="fr"');
  expect(html).toMatch(/<title>[^<]*Cargo Beast[^<]*<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/fr\/product\/cargo-beast"/);
  for (const lang of ['en', 'fr', 'de']) {
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" hrefLang="${lang}" href="[^"]+/${lang}/product/cargo-beast"`, 'i'),
    );
  }
  const jsonLd = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  const product = JSON.parse(jsonLd ?? '{}');
  expect(product['@type']).toBe('Product');
  expect(product.offers.priceCurrency).toBe('CHF');
});

test('item pages describe themselves to search engines, a refurbished good as refurbished', async ({ request }) => {
  for (const [path, condition] of [
    ['/de/service-and-accessories/u-lock', 'NewCondition'],
    ['/de/refurbished/refurbished-child-seat', 'RefurbishedCondition'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+${path}"`));
    for (const lang of ['en', 'fr', 'de']) {
      expect(html).toMatch(
        new RegExp(`<link rel="alternate" hrefLang="${lang}" href="[^"]+/${lang}${path.slice(3)}"`, 'i'),
      );
    }
    const jsonLd = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    const product = JSON.parse(jsonLd ?? '{}');
    expect(product['@type']).toBe('Product');
    expect(product.offers).toMatchObject({ priceCurrency: 'CHF', itemCondition: `https://schema.org/${condition}` });
  }
});

test('pages carry a strict Content-Security-Policy and are cached', async ({ request }) => {
  const first = await request.get('/en/product/mighty-beast');
  const csp = first.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self' 'sha256-");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  const second = await request.get('/en/product/mighty-beast');
  expect(second.headers()['x-page-cache']).toBe('hit');
});

test('the sitemap lists every public page in every language, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const lang of ['en', 'fr', 'de']) {
    for (const path of [
      '',
      '/product/mighty-beast',
      '/product/mighty-beast-25',
      '/product/classy-beast',
      '/product/classy-beast-45',
      '/product/cargo-beast',
      '/order/xplorer-beast',
      '/order/adventure-beast',
      '/order/maverick-beast',
      '/order/circular-edition',
      '/product/cruisy-beast',
      '/service-and-accessories',
      '/refurbished',
      '/service-and-accessories/u-lock',
      '/service-and-accessories/first-service',
      '/refurbished/refurbished-child-seat',
    ]) {
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]+/${lang}${path}/?</loc>`));
    }
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http[^\n]+\/sitemap\.xml/);
});

test('a page asked for under another host name is refused, and no page carries a host name a request chose', async ({
  baseURL,
  request,
}) => {
  const path = '/fr/product/classy-beast';
  const refused = await getWithHost(baseURL!, path, 'evil.example');
  expect(refused.status).toBe(400);
  expect(refused.headers['x-page-cache']).toBeUndefined();
  expect(JSON.parse(refused.body).error.code).toBe('UNKNOWN_HOST');

  // The demo's fixed origin (HOST and PORT) is in every absolute URL, also for a visitor who says localhost.
  const viaLocalhost = await getWithHost(baseURL!, path, `localhost:${new URL(baseURL!).port}`);
  expect(viaLocalhost.status).toBe(200);
  const page = await request.get(path);
  const html = await page.text();
  expect(html).not.toMatch(/evil\.example|localhost/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
  expect(html).toContain(`hrefLang="de" href="${baseURL}/de/product/classy-beast"`);
  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '{}');
  expect(jsonLd.offers.url).toBe(`${baseURL}${path}`);
  for (const [file, line] of [
    ['/robots.txt', `Sitemap: ${baseURL}/sitemap.xml`],
    ['/sitemap.xml', `<loc>${baseURL}/en/product/classy-beast</loc>`],
  ]) {
    const viaOtherName = await getWithHost(baseURL!, file!, `localhost:${new URL(baseURL!).port}`);
    expect(viaOtherName.body).toContain(line);
  }
});

test('a HEAD request does not empty the cached page, and unprefixed pages vary by language', async ({ request }) => {
  const head = await request.head('/de/refurbished');
  expect(head.status()).toBe(200);
  const page = await request.get('/de/refurbished');
  expect(await page.text()).toContain('<html lang="de"');
  const unprefixed = await request.get('/refurbished', { headers: { 'accept-encoding': 'gzip' } });
  const vary = unprefixed.headers().vary?.toLowerCase() ?? '';
  expect(vary).toContain('accept-language');
  expect(vary).toContain('cookie');
  expect(vary).toContain('accept-encoding');
});

test('scripts are served compressed and cached for a year', async ({ request }) => {
  const html = await (await request.get('/en')).text();
  const script =
    html.match(/<script type="module"[^>]*>[^<]*import\("([^"]+\.js)"\)/)?.[1] ??
    html.match(/href="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const response = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.headers()['content-encoding']).toMatch(/br|gzip/);
  expect(response.headers()['cache-control']).toContain('immutable');
});

test('the home page’s first visit carries no schema library (zod stays on the server and in private pages)', async ({
  request,
}) => {
  // The weight itself is measured by `npm run bench`; this keeps the heaviest accident out for good.
  const html = await (await request.get('/en')).text();
  const scripts = [...html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) expect(await (await request.get(script)).text(), script).not.toContain('ZodError');
});
