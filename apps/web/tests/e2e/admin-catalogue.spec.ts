import { type APIRequestContext, expect, test } from '@playwright/test';
import { en as domainMessages } from '../../../../packages/domain/src/i18n/messages/en';
import { onePagePdf } from '../../../api/src/test/uploads';
import { expectAccessible } from './support/accessibility';
import { uniqueEmail } from './support/accounts';
import { backOfficeNav, enrol, invitedMember, t } from './support/admin';
import { gotoInteractive } from './support/navigation';

/**
 * The Catalogue screens: a content member edits a product's French text and the public French page shows it at
 * once; a refused save keeps what was typed; subcategories are named in every language.
 */

/** The run bike's tagline, the same in each language (a name). */
const TAGLINE = 'Catalogue Beast';

/** A picture of one green pixel. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * A bike of the run's own, made by the demo admin through the API (the `request` is signed in by invitedMember).
 * It is on the shop like any model, so it is whole (tagline and figures) and comes last in the home page's
 * line-up, which other journeys look at.
 */
async function createBike(request: APIRequestContext, slug: string, name: string) {
  const { csrfToken } = await (await request.get('/api/admin/session')).json();
  const text = (description: string) => ({ name, tagline: TAGLINE, description, highlights: [], specs: {} });
  const created = await request.post('/api/admin/catalogue/products?lang=en', {
    headers: { 'x-csrf-token': csrfToken },
    data: {
      slug,
      type: 'classy_beast',
      page: 'product',
      sortOrder: 9999,
      price: 399_000,
      originalPrice: 429_000,
      speedKmh: 25,
      batteryWh: 625,
      weightKg: 24,
      text: {
        en: text('A bike for the city.'),
        fr: text('Un vélo pour la ville.'),
        de: text('Ein Velo für die Stadt.'),
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('a content member changes a product’s French description and the French page shows it at once', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const main = page.getByRole('main');
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const slug = `catalogue-e2e-${run}`;
  const name = `Catalogue Beast ${run}`;
  const enrolmentLink = await invitedMember(request, {
    email: uniqueEmail('cleo'),
    name: 'Cleo Content',
    role: 'content',
  });
  await createBike(request, slug, name);
  // The French page is rendered (and kept by the page cache) before the change: the change must reach it.
  const before = await request.get(`/fr/product/${slug}`);
  expect(await before.text()).toContain('Un vélo pour la ville.');

  // email link
  await gotoInteractive(page, enrolmentLink);
  await enrol(page);
  await main.getByRole('link', { name: t('admin.enrol.continue') }).click();
  await expect(page.getByText('Signed in as Cleo Content')).toBeVisible();
  await expect(backOfficeNav(page).getByRole('link', { name: t('admin.nav.orders') })).toHaveCount(0);
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.catalogue') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.catalogue.title'));
  await expectAccessible(page);

  // The product, found by its name.
  await main.getByLabel(t('admin.catalogue.search'), { exact: true }).fill(name);
  await main.getByRole('button', { name: t('admin.catalogue.apply') }).click();
  await expect(
    main.getByRole('heading', { name: t('admin.catalogue.count_one').replace('{{count}}', '1') }),
  ).toBeVisible();
  await main.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expectAccessible(page);

  // The three languages side by side on a wide screen, one under the other on a phone.
  const english = main.getByRole('group', { name: t('admin.catalogue.column.en') });
  const french = main.getByRole('group', { name: t('admin.catalogue.column.fr') });
  const [left, right] = [await english.boundingBox(), await french.boundingBox()];
  if (testInfo.project.name === 'desktop') expect(right!.y).toBe(left!.y);
  else expect(right!.y).toBeGreaterThan(left!.y + left!.height - 1);

  // A refused save keeps everything typed: the English name left empty is asked for, the French text stays.
  const description = `Un vélo de ville, revu le ${run}.`;
  const frenchDescription = french.getByLabel(t('admin.catalogue.description'), { exact: true });
  await frenchDescription.fill(description);
  const englishName = english.getByLabel(t('admin.catalogue.name'), { exact: true });
  await englishName.fill('');
  await main.getByRole('button', { name: t('admin.catalogue.save') }).click();
  await expect(englishName).toHaveAttribute('aria-invalid', 'true');
  await expect(english.getByText(domainMessages['validation.text.required'])).toBeVisible();
  await expect(frenchDescription).toHaveValue(description);
  await expectAccessible(page);

  await englishName.fill(name);
  await main.getByRole('button', { name: t('admin.catalogue.save') }).click();
  await expect(main.getByText(t('admin.catalogue.done.saved'))).toBeVisible();
  await expect(frenchDescription).toHaveValue(description);

  // A picture: checked and re-encoded by the API, then added to the product with its descriptions.
  const upload = main.getByRole('region', { name: t('admin.catalogue.addImage') });
  const altIn = (language: string) =>
    upload.getByLabel(t('admin.catalogue.newAltIn').replace('{{language}}', language), { exact: true });
  await upload.getByLabel(t('admin.catalogue.imageFile'), { exact: true }).setInputFiles({
    name: 'side.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await altIn('English').fill('The bike from the side');
  await altIn('French').fill('Le vélo de côté');
  await altIn('German').fill('Das Velo von der Seite');
  await upload.getByRole('button', { name: t('admin.catalogue.addImageSubmit') }).click();
  await expect(main.getByText(t('admin.catalogue.done.imageAdded'))).toBeVisible();
  await expect(main.getByRole('img', { name: 'The bike from the side' })).toBeVisible();
  await expect(frenchDescription).toHaveValue(description);

  // A manual: one PDF per language, each checked by its content, added with its titles.
  const addDocument = main.getByRole('region', { name: t('admin.catalogue.addDocument') });
  for (const [language, title] of [
    ['English', 'Manual'],
    ['French', 'Mode d’emploi'],
    ['German', 'Anleitung'],
  ] as const) {
    const label = (key: string) => t(key).replace('{{language}}', language);
    await addDocument.getByLabel(label('admin.catalogue.newTitleIn'), { exact: true }).fill(title);
    await addDocument
      .getByLabel(label('admin.catalogue.pdfFileIn'), { exact: true })
      .setInputFiles({ name: `manual-${language}.pdf`, mimeType: 'application/pdf', buffer: onePagePdf() });
  }
  await addDocument.getByRole('button', { name: t('admin.catalogue.addDocumentSubmit') }).click();
  await expect(main.getByText(t('admin.catalogue.done.documentAdded'))).toBeVisible();
  const documents = main.getByRole('group', { name: t('admin.catalogue.documents') });
  await expect(documents.getByRole('link', { name: 'PDF in French' })).toHaveAttribute('href', /^\/files\/.+\.pdf$/);

  // A colleague saves the product meanwhile: this page's save is refused, not lost, with a way to reload.
  const id = page.url().split('/').pop();
  const { csrfToken } = await (await request.get('/api/admin/session')).json();
  const stored = await (await request.get(`/api/admin/catalogue/products/${id}`)).json();
  stored.product.text.de.description = `Ein Velo, von einer Kollegin geändert (${run}).`;
  const colleague = await request.put(`/api/admin/catalogue/products/${id}`, {
    headers: { 'x-csrf-token': csrfToken },
    data: { revision: stored.revision, product: stored.product },
  });
  expect(colleague.status(), await colleague.text()).toBe(200);
  const frenchTagline = french.getByLabel(t('admin.catalogue.tagline'), { exact: true });
  await frenchTagline.fill('Roule en ville');
  await main.getByRole('button', { name: t('admin.catalogue.save') }).click();
  await expect(main.getByRole('alert').first()).toContainText(domainMessages['errors.REVISION_CONFLICT']);
  await expect(frenchTagline).toHaveValue('Roule en ville');
  await expectAccessible(page);
  await main.getByRole('link', { name: t('admin.catalogue.reload') }).click();
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(
    main
      .getByRole('group', { name: t('admin.catalogue.column.de') })
      .getByLabel(t('admin.catalogue.description'), { exact: true }),
  ).toHaveValue(stored.product.text.de.description);
  await expect(frenchTagline).toHaveValue(TAGLINE);

  // The public French page shows the new text at once.
  // first page
  await gotoInteractive(page, `/fr/product/${slug}`);
  await expect(page.getByRole('main').getByText(description)).toBeVisible();
});

test('a content member names a new subcategory in every language, the missing one asked for, and opens a new product', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  const enrolmentLink = await invitedMember(request, {
    email: uniqueEmail('sub'),
    name: 'Sam Subcat',
    role: 'content',
  });
  const slug = `bags-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  // email link
  await gotoInteractive(page, enrolmentLink);
  await enrol(page);
  await main.getByRole('link', { name: t('admin.enrol.continue') }).click();
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.catalogue') })
    .click();
  await main.getByRole('link', { name: t('admin.catalogue.subcategories') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.subcategories.title'));
  await expectAccessible(page);

  const form = main.getByRole('region', { name: t('admin.subcategories.new') });
  const nameIn = (language: string) =>
    form.getByLabel(t('admin.subcategories.nameIn').replace('{{language}}', language), { exact: true });
  await form.getByLabel(t('admin.catalogue.slug'), { exact: true }).fill(slug);
  await nameIn('English').fill(`Bags ${slug}`);
  await nameIn('French').fill(`Sacoches ${slug}`);
  await form.getByRole('button', { name: t('admin.subcategories.create') }).click();
  await expect(nameIn('German')).toHaveAttribute('aria-invalid', 'true');
  await expect(nameIn('French')).toHaveValue(`Sacoches ${slug}`);
  await expectAccessible(page);
  await nameIn('German').fill(`Taschen ${slug}`);
  await form.getByRole('button', { name: t('admin.subcategories.create') }).click();
  await expect(main.getByText(t('admin.subcategories.created'))).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: `Bags ${slug}` })).toBeVisible();

  // A new product: the empty form is refused field by field, and each state passes axe.
  await backOfficeNav(page)
    .getByRole('link', { name: t('admin.nav.catalogue') })
    .click();
  await main.getByRole('link', { name: t('admin.catalogue.new') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin.catalogue.newTitle'));
  await expectAccessible(page);
  await main.getByRole('button', { name: t('admin.catalogue.create') }).click();
  await expect(main.getByLabel(t('admin.catalogue.slug'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
});
