import { FLEET_DELIVERY_MAX_WEEKS, FLEET_REPLACEMENT_BIKE_MIN_SIZE } from '@beast/domain/constants/business';
import { PAGE_FIGURES } from '@beast/domain/content/page-figures';
import type { AdminPageDetail, PublicPage } from '@beast/domain/content/pages-api.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The business page's copy is the content page `b2b-offer` (imported from content/reference/pages): its spec §9
 * figures are placeholders filled from the domain's constants, and the Pages screen edits it like any page.
 */

let harness: TestApp;
let content: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  harness = await createTestApp();
  content = await signedInStaff(harness, 'content');
});
afterAll(() => harness.close());

async function editor(key: string): Promise<AdminPageDetail> {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/api/admin/pages/${key}`,
    headers: content.headers.read,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the business page (b2b-offer)', () => {
  const shown = async (lang: string) =>
    (await harness.app.inject({ method: 'GET', url: `/api/pages/b2b-offer?lang=${lang}` })).json<PublicPage>();

  it('names the spec §9 figures as placeholders in every language, and answers them from the constants', async () => {
    const { page } = await editor('b2b-offer');
    for (const lang of ['en', 'fr', 'de'] as const) {
      const written = JSON.stringify(page.text[lang]);
      for (const figure of Object.keys(PAGE_FIGURES)) expect(written, `${lang}: ${figure}`).toContain(`{{${figure}}}`);
      // No figure written out: the copy never restates a constant it could drift from.
      expect(written, lang).not.toMatch(/\b(?:3|15|48)\b/);
      const facts = JSON.stringify((await shown(lang)).blocks);
      expect(facts).not.toContain('{{');
      for (const value of Object.values(PAGE_FIGURES)) expect(facts, lang).toContain(String(value));
    }
    expect((await shown('en')).blocks).toContainEqual(
      expect.objectContaining({
        type: 'facts',
        items: expect.arrayContaining([
          { label: 'Fleet delivery', value: `A fleet is delivered within ${FLEET_DELIVERY_MAX_WEEKS} weeks at most.` },
        ]),
      }),
    );
  });

  it('shows an edit made on the Pages screen on the page at once', async () => {
    const before = await shown('de');
    const { page, revision } = await editor('b2b-offer');
    const german = page.text.de!;
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/b2b-offer',
      headers: content.headers.change,
      payload: {
        revision,
        page: {
          ...page,
          text: {
            ...page.text,
            de: { ...german, title: 'Velos für Ihr Unternehmen', body: 'Ab {{fleetReplacementMinSize}} Velos.' },
          },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await shown('de');
    expect(before.title).toBe('Velos für Ihre Firma');
    expect(after.title).toBe('Velos für Ihr Unternehmen');
    // The figure is filled before the typography, which keeps it with its word.
    expect(after.bodyHtml).toMatch(new RegExp(`<p>Ab\\s${FLEET_REPLACEMENT_BIKE_MIN_SIZE}\\sVelos\\.</p>`));
  });
});
