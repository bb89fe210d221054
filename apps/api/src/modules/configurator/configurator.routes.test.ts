import { de } from '@beast/domain/i18n/messages/de';
import { en } from '@beast/domain/i18n/messages/en';
import { chf } from '@beast/domain/money/money';
import { includedVat } from '@beast/domain/money/vat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBike, TEST_ACTOR } from '../../test/catalog';
import { configureTestModel, TEST_CONFIGURATOR } from '../../test/configurator';
import { createTestApp, type TestApp } from '../../test/test-app';

let harness: TestApp;
let bike: { slug: string; price: number };

beforeAll(async () => {
  harness = await createTestApp();
  bike = await configureTestModel(harness);
});

afterAll(async () => {
  await harness?.close();
});

function price(body: object, lang = 'en') {
  return harness.app.inject({ method: 'POST', url: `/api/carts/get-configurator-prices?lang=${lang}`, payload: body });
}

describe('GET /configurator/{bike}', () => {
  it('answers the groups as configurations[0].attributes, with each option’s price in the request’s language', async () => {
    const response = await harness.app.inject({ method: 'GET', url: `/api/configurator/${bike.slug}?lang=de` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json();
    expect(answer.basePrice).toEqual(chf(bike.price));
    const [configuration] = answer.configurations;
    expect(configuration.attributes.map((group: { key: string }) => group.key)).toEqual([
      'speedClass',
      'forkType',
      'battery',
    ]);
    const fork = configuration.attributes[1].options[1];
    expect(fork).toMatchObject({ key: 'inverted', price: chf(50_000), listPrice: chf(110_000), default: false });
    expect(configuration.defaults).toEqual({ speedClass: '25', forkType: 'normal', battery: '672' });
    expect(configuration.rules).toEqual(TEST_CONFIGURATOR.rules);
  });

  it('answers 404 CONFIGURATOR_UNAVAILABLE for a model without configurator data, 404 for no model', async () => {
    const plain = await createBike(harness);
    const none = await harness.app.inject({ method: 'GET', url: `/api/configurator/${plain.slug}?lang=de` });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toMatchObject({
      code: 'CONFIGURATOR_UNAVAILABLE',
      message: de['errors.CONFIGURATOR_UNAVAILABLE'],
    });
    const unknown = await harness.app.inject({ method: 'GET', url: '/api/configurator/no-such-bike' });
    expect(unknown.json().error.code).toBe('PRODUCT_NOT_FOUND');
  });
});

describe('POST /carts/get-configurator-prices', () => {
  it('prices the basic configuration at the base price, its VAT included', async () => {
    const response = await price({ bike: bike.slug });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      configuration: { speedClass: '25', forkType: 'normal', battery: '672' },
      base: chf(bike.price),
      savings: chf(0),
      total: chf(bike.price),
      vat: includedVat(chf(bike.price)),
    });
  });

  it('adds each option and takes off the offer, ignoring any price the client sends', async () => {
    const response = await price({
      bike: bike.slug,
      configuration: { speedClass: '45', battery: '1008', forkType: 'inverted' },
      total: { amount: 100, currency: 'CHF' },
      options: [{ group: 'forkType', price: { amount: 0, currency: 'CHF' } }],
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    const total = bike.price + 80_000 + 120_000 + 50_000;
    expect(answer.options).toEqual([
      {
        group: 'speedClass',
        option: '45',
        label: '45 km/h',
        listPrice: chf(80_000),
        price: chf(80_000),
        saving: chf(0),
      },
      {
        group: 'forkType',
        option: 'inverted',
        label: 'Inverted',
        listPrice: chf(110_000),
        price: chf(50_000),
        saving: chf(60_000),
      },
      {
        group: 'battery',
        option: '1008',
        label: '1008 Wh',
        listPrice: chf(120_000),
        price: chf(120_000),
        saving: chf(0),
      },
    ]);
    expect(answer.savings).toEqual(chf(60_000));
    expect(answer.total).toEqual(chf(total));
    expect(answer.vat).toEqual(includedVat(chf(total)));
  });

  it('refuses the 45 km/h class without the larger battery, naming the group in the request’s language', async () => {
    const response = await price({ bike: bike.slug, configuration: { speedClass: '45' } }, 'de');
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'CONFIGURATION_REFUSED',
      message: de['errors.CONFIGURATION_REFUSED'],
      fields: { 'configuration.speedClass': de['validation.configurator.requires'] },
    });
  });

  it('refuses an option or a group the model does not have', async () => {
    const option = await price({ bike: bike.slug, configuration: { battery: '9999' } });
    expect(option.statusCode).toBe(422);
    expect(option.json().error.fields).toEqual({
      'configuration.battery': en['validation.configurator.unknownOption'],
    });
    const group = await price({ bike: bike.slug, configuration: { brakes: 'abs' } });
    expect(group.json().error.fields).toEqual({ 'configuration.brakes': en['validation.configurator.unknownOption'] });
  });

  it('charges a price staff changed at once', async () => {
    const own = await configureTestModel(harness);
    const dearer = {
      ...TEST_CONFIGURATOR,
      groups: TEST_CONFIGURATOR.groups.map((group) =>
        group.key !== 'battery'
          ? group
          : { ...group, options: group.options.map((o) => (o.key === '1008' ? { ...o, price: 139_900 } : o)) },
      ),
    };
    await harness.app.writes.configurator.saveModel(TEST_ACTOR, own.slug, dearer);
    const response = await price({ bike: own.slug, configuration: { battery: '1008' } });
    expect(response.json().total).toEqual(chf(own.price + 139_900));
  });
});
