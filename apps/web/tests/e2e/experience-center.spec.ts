import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { type Lang, text } from './support/accounts';
import { clickHeaderLink, gotoInteractive } from './support/navigation';

/**
 * The centres page (spec §2 /experience-center, §7 /find-us-locations): a visitor reaches it from the header,
 * sees the map and the places' cards with whether they are open now, follows a marker to its card, and books
 * a service through the service page of spec §2 (/my-{brand}/service/{id}) and /checkout/service.
 */

const LANGS: Lang[] = ['en', 'fr', 'de'];

interface Place {
  slug: string;
  kind: 'experience-centre' | 'shop';
  name: string;
  phoneNumber: string;
  email: string;
}

async function placesIn(request: APIRequestContext, lang: Lang): Promise<Place[]> {
  const answer = await request.get(`/api/find-us-locations?lang=${lang}`);
  expect(answer.ok()).toBe(true);
  return answer.json();
}

/** The header's navigation leads to the centres page. */
async function openCentresPage(page: Page, lang: Lang) {
  await clickHeaderLink(page, lang, 'nav.experienceCenter');
  await expect(page).toHaveURL(new RegExp(`/${lang}/experience-center$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'centres.title'));
}

/** "Open now · until …" or "Closed now …", as the language writes them, before the first placeholder. */
function openingPattern(lang: Lang): RegExp {
  const starts = ['centres.openUntil', 'centres.closedNow'].map((key) => text(lang, key).split('{{')[0]!.trim());
  return new RegExp(`^(${starts.map((start) => start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
}

for (const lang of LANGS) {
  test(`the centres page, in ${lang}: from the header to a place’s card by its marker`, async ({ page, request }) => {
    const places = await placesIn(request, lang);
    const geneva = places.find((place) => place.slug === 'geneva')!;
    const bern = places.find((place) => place.slug === 'bern')!;
    const meyrin = places.find((place) => place.slug === 'meyrin')!;
    const shop = places.find((place) => place.kind === 'shop')!;

    await gotoInteractive(page, `/${lang}`); // first page
    await openCentresPage(page, lang);
    const main = page.getByRole('main');
    const map = main.getByRole('group', { name: text(lang, 'centres.mapTitle') });
    await expect(map).toBeVisible();
    await expect(map.getByRole('link')).toHaveCount(places.length);

    // A card: kind, open now or not, phone and email as links, the week's hours.
    const card = main.getByRole('article', { name: geneva.name });
    await expect(card.getByText(text(lang, 'centres.experienceCentre'), { exact: true })).toBeVisible();
    await expect(card.locator('.place-card__status')).toHaveText(openingPattern(lang));
    await expect(card.getByRole('link', { name: geneva.phoneNumber })).toHaveAttribute(
      'href',
      `tel:${geneva.phoneNumber.replace(/\s/g, '')}`,
    );
    await expect(card.getByRole('link', { name: geneva.email })).toHaveAttribute('href', `mailto:${geneva.email}`);
    await expect(card.getByRole('table', { name: text(lang, 'centres.hours') }).getByRole('row')).toHaveCount(7);
    await expect(
      main.getByRole('article', { name: shop.name }).getByText(text(lang, 'centres.shop'), { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);

    // A marker leads to its card; so does one of the Geneva area's, enlarged in the map's corner.
    for (const place of [bern, meyrin]) {
      await map.getByRole('link', { name: place.name, exact: true }).locator('.map-marker__target').click();
      await expect(page).toHaveURL(new RegExp(`#place-${place.slug}$`));
      await expect(main.getByRole('article', { name: place.name })).toBeInViewport();
    }

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const stores = jsonLd.flatMap((json) => (JSON.parse(json)['@graph'] ?? []) as { '@type': string; name: string }[]);
    expect(stores.filter((store) => store['@type'] === 'BicycleStore').map((store) => store.name)).toEqual(
      places.map((place) => place.name),
    );
  });

  test(`a service, in ${lang}: from a centre’s card to its page, into the cart and to /checkout/service`, async ({
    page,
  }) => {
    await gotoInteractive(page, `/${lang}`); // first page
    await openCentresPage(page, lang);
    const main = page.getByRole('main');
    await main
      .getByRole('article')
      .first()
      .getByRole('link', { name: text(lang, 'centres.bookService') })
      .click();
    const services = main.getByRole('region', { name: text(lang, 'centres.servicesTitle') });
    await expect(services).toBeInViewport();
    const link = services.getByRole('link').first();
    const name = ((await link.textContent()) ?? '').trim();
    await link.click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/my-beast/service/[a-z0-9-]+$`));
    const slug = new URL(page.url()).pathname.split('/').at(-1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    // One address for search engines: the service's page under the listing (decision 0008).
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/${lang}/service-and-accessories/${slug}$`),
    );
    await expectAccessible(page);

    await main
      .getByRole('button', { name: text(lang, 'cart.add'), exact: true })
      .first()
      .click();
    const toast = page.locator('.toast-region');
    await expect(toast).toContainText(name);
    await toast.getByRole('link', { name: text(lang, 'cart.checkout'), exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/service$/);
    await expect(page.getByRole('main')).toContainText(name);
  });
}
