import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('GET /api/users/dictionary', () => {
  it.each([
    ['en', 'Switzerland'],
    ['fr', 'Suisse'],
    ['de', 'Schweiz'],
  ])('names every country in %s with its dial code', async (lang, switzerland) => {
    const countries = (await harness.app.inject({ method: 'GET', url: `/api/users/dictionary?lang=${lang}` })).json();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ code: 'CH', name: switzerland, dial_code: '+41' });
    for (const country of countries) expect(country.dial_code).toMatch(/^\+\d{1,4}$/);
  });
});
