import { en } from '@beast/domain/i18n/messages/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureTestModel, TEST_CONFIGURATOR } from '../../test/configurator';
import { auditEntriesOf, type StaffHeaders, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let harness: TestApp;
let content: { headers: StaffHeaders };
let sales: { headers: StaffHeaders };

beforeAll(async () => {
  harness = await createTestApp();
  content = await signedInStaff(harness, 'content');
  sales = await signedInStaff(harness, 'sales');
});

afterAll(async () => {
  await harness?.close();
});

function save(slug: string, body: object, headers: StaffHeaders = content.headers) {
  return harness.app.inject({
    method: 'PUT',
    url: `/api/admin/configurator/models/${slug}`,
    headers: headers.change,
    payload: body,
  });
}

/** The test configurator with the inverted fork's list price changed. */
function withForkPrice(price: number, offerPrice: number | null) {
  return {
    ...TEST_CONFIGURATOR,
    groups: TEST_CONFIGURATOR.groups.map((group) =>
      group.key !== 'forkType'
        ? group
        : {
            ...group,
            options: group.options.map((option) =>
              option.key === 'inverted' ? { ...option, price, offerPrice } : option,
            ),
          },
    ),
  };
}

describe('the configurator on the back office', () => {
  it('lists each configurable model with its base price, groups, options and rules', async () => {
    const bike = await configureTestModel(harness);
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/configurator/models',
      headers: content.headers.read,
    });
    expect(response.statusCode).toBe(200);
    const model = response.json().models.find((entry: { slug: string }) => entry.slug === bike.slug);
    expect(model.basePrice).toEqual({ amount: bike.price, currency: 'CHF' });
    expect(model.configurator).toEqual(TEST_CONFIGURATOR);
  });

  it('lets content staff change an option’s price and offer, audited with what it was; sales may not', async () => {
    const bike = await configureTestModel(harness);
    expect((await save(bike.slug, withForkPrice(120_000, 60_000), sales.headers)).statusCode).toBe(403);
    const saved = await save(bike.slug, withForkPrice(120_000, 60_000));
    expect(saved.statusCode).toBe(200);
    const model = saved.json().models.find((entry: { slug: string }) => entry.slug === bike.slug);
    const fork = model.configurator.groups.find((group: { key: string }) => group.key === 'forkType');
    expect(fork.options[1]).toMatchObject({ key: 'inverted', price: 120_000, offerPrice: 60_000 });
    const audit = await auditEntriesOf(harness, 'configurator', bike.slug);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: TEST_CONFIGURATOR, after: withForkPrice(120_000, 60_000) });
  });

  it('refuses an offer not below its price, a group without one default and a rule naming no option, in words', async () => {
    const bike = await configureTestModel(harness);
    const dearOffer = await save(bike.slug, withForkPrice(50_000, 50_000));
    expect(dearOffer.statusCode).toBe(400);
    expect(Object.values(dearOffer.json().error.fields)).toEqual([en['validation.configurator.model']]);
    const noRule = await save(bike.slug, {
      ...TEST_CONFIGURATOR,
      rules: [{ kind: 'excludes', option: 'battery=9999', others: ['forkType=inverted'] }],
    });
    expect(noRule.statusCode).toBe(400);
    const negative = await save(bike.slug, withForkPrice(-1, null));
    expect(negative.json().error.fields).toEqual({ 'groups.1.options.1.price': en['validation.configurator.price'] });
    expect(await auditEntriesOf(harness, 'configurator', bike.slug)).toEqual([]);
  });

  it('answers 404 for a model that is no product', async () => {
    expect((await save('no-such-bike', TEST_CONFIGURATOR)).statusCode).toBe(404);
  });
});
