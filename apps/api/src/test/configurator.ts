import type { ConfiguratorModelWrite } from '@beast/domain/configurator/configurator.schema';
import { createBike, TEST_ACTOR } from './catalog';
import type { TestApp } from './test-app';

const label = (text: string) => ({ en: text, fr: text, de: text });

/**
 * A small configurator for the tests' own bikes: 25 or 45 km/h (CHF 800 more, and only with the larger battery),
 * two batteries and an inverted fork on offer (CHF 500 instead of 1,100).
 */
export const TEST_CONFIGURATOR = {
  groups: [
    {
      key: 'speedClass',
      options: [
        { key: '25', price: 0, offerPrice: null, default: true, label: label('25 km/h'), look: null },
        { key: '45', price: 80_000, offerPrice: null, default: false, label: label('45 km/h'), look: null },
      ],
    },
    {
      key: 'forkType',
      options: [
        { key: 'normal', price: 0, offerPrice: null, default: true, label: label('Suspension fork'), look: null },
        { key: 'inverted', price: 110_000, offerPrice: 50_000, default: false, label: label('Inverted'), look: null },
      ],
    },
    {
      key: 'battery',
      options: [
        { key: '672', price: 0, offerPrice: null, default: true, label: label('672 Wh'), look: null },
        { key: '1008', price: 120_000, offerPrice: null, default: false, label: label('1008 Wh'), look: null },
      ],
    },
  ],
  rules: [{ kind: 'requires', option: 'speedClass=45', others: ['battery=1008'] }],
} satisfies ConfiguratorModelWrite;

/** A bike of the tests' own with `TEST_CONFIGURATOR`, written as the back office writes it. */
export async function configureTestModel(harness: TestApp): Promise<{ id: number; slug: string; price: number }> {
  const bike = await createBike(harness);
  await harness.app.writes.configurator.saveModel(TEST_ACTOR, bike.slug, TEST_CONFIGURATOR);
  return bike;
}
