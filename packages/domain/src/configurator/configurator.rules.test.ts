import { describe, expect, it } from 'vitest';
import {
  ADVENTURE_FULL_CARBON_CHF,
  ADVENTURE_PREMIUM_45_CHF,
  CIRCULAR_EDITION_OFFERS_CHF,
  SPEED_45_SURCHARGE_CHF,
} from '../constants/business';
import { chf, francs } from '../money/money';
import { includedVat } from '../money/vat';
import {
  type ConfiguratorModel,
  type ConfiguratorOption,
  checkConfiguration,
  defaultConfiguration,
  modelProblem,
  priceConfiguration,
} from './configurator.rules';

const label = (text: string) => ({ en: text, fr: text, de: text });
const option = (key: string, priceChf: number, extra: Partial<ConfiguratorOption> = {}): ConfiguratorOption => ({
  key,
  price: francs(priceChf),
  default: false,
  label: label(key),
  ...extra,
});
const included = (key: string) => option(key, 0, { default: true });

/** A gravel bike like the Adventure Beast: 25 or 45 km/h, the 45 needing the larger battery; full carbon. */
const ADVENTURE_BASE = francs(6_999);
const adventure: ConfiguratorModel = {
  groups: [
    { key: 'speedClass', options: [included('25'), option('45', SPEED_45_SURCHARGE_CHF)] },
    { key: 'color', options: [included('desert-sand'), option('full-carbon', 5_500)] },
    { key: 'battery', options: [included('672'), option('804', 1_200)] },
    { key: 'tireSize', options: [included('700x45c'), option('650b', 99)] },
  ],
  rules: [
    { kind: 'requires', option: 'speedClass=45', others: ['battery=804'] },
    { kind: 'excludes', option: 'tireSize=650b', others: ['color=full-carbon'] },
  ],
};

/** The circular edition's three offers, each below its list price. */
const circular: ConfiguratorModel = {
  groups: (['forkType', 'transmission', 'brakes'] as const).map((key) => {
    const { offer, list } = CIRCULAR_EDITION_OFFERS_CHF[key];
    const upgrade = key === 'forkType' ? 'inverted' : 'upgrade';
    return {
      key,
      options: [
        included(key === 'forkType' ? 'normal' : 'standard'),
        option(upgrade, list, { offerPrice: francs(offer) }),
      ],
    };
  }),
  rules: [],
};

describe('checkConfiguration', () => {
  it('completes a configuration with each group’s default', () => {
    expect(checkConfiguration(adventure, { color: 'full-carbon' })).toEqual({
      ok: true,
      configuration: { speedClass: '25', color: 'full-carbon', battery: '672', tireSize: '700x45c' },
    });
    expect(defaultConfiguration(adventure)).toEqual({
      speedClass: '25',
      color: 'desert-sand',
      battery: '672',
      tireSize: '700x45c',
    });
  });

  it('refuses a group the model does not have, and an option its group does not have', () => {
    expect(checkConfiguration(adventure, { brakes: 'abs' })).toEqual({
      ok: false,
      refusal: { reason: 'unknownGroup', group: 'brakes' },
    });
    expect(checkConfiguration(adventure, { battery: '1008' })).toEqual({
      ok: false,
      refusal: { reason: 'unknownOption', group: 'battery', option: '1008' },
    });
  });

  it('refuses the 45 km/h class without the larger battery, and accepts it with it', () => {
    expect(checkConfiguration(adventure, { speedClass: '45' })).toEqual({
      ok: false,
      refusal: { reason: 'requires', option: 'speedClass=45', others: ['battery=804'] },
    });
    expect(checkConfiguration(adventure, { speedClass: '45', battery: '804' }).ok).toBe(true);
  });

  it('refuses two options one of which excludes the other', () => {
    expect(checkConfiguration(adventure, { tireSize: '650b', color: 'full-carbon' })).toEqual({
      ok: false,
      refusal: { reason: 'excludes', option: 'tireSize=650b', other: 'color=full-carbon' },
    });
  });
});

describe('priceConfiguration', () => {
  const priced = (model: ConfiguratorModel, base: number, chosen: Record<string, string>) => {
    const check = checkConfiguration(model, chosen);
    if (!check.ok) throw new Error('refused');
    return priceConfiguration(model, base, check.configuration);
  };

  it('prices the basic configuration at the base price, its VAT included', () => {
    const price = priced(adventure, ADVENTURE_BASE, {});
    expect(price.total).toEqual(chf(ADVENTURE_BASE));
    expect(price.vat).toEqual(includedVat(chf(ADVENTURE_BASE)));
    expect(price.options.every((entry) => entry.price.amount === 0)).toBe(true);
  });

  it('prices the premium 45 km/h Adventure at CHF 8,999: 800 for the class and the larger battery', () => {
    const price = priced(adventure, ADVENTURE_BASE, { speedClass: '45', battery: '804' });
    expect(price.options.find((entry) => entry.group === 'speedClass')?.price).toEqual(chf(francs(800)));
    expect(price.total).toEqual(chf(francs(ADVENTURE_PREMIUM_45_CHF)));
  });

  it('prices the full-carbon Adventure at CHF 12,499', () => {
    expect(priced(adventure, ADVENTURE_BASE, { color: 'full-carbon' }).total).toEqual(
      chf(francs(ADVENTURE_FULL_CARBON_CHF)),
    );
  });

  it('charges the circular edition’s offers: fork 500 instead of 1,100, gearing 800 instead of 1,300, ABS 600 instead of 1,000', () => {
    const base = francs(5_999);
    const price = priced(circular, base, { forkType: 'inverted', transmission: 'upgrade', brakes: 'upgrade' });
    const byGroup = Object.fromEntries(price.options.map((entry) => [entry.group, entry]));
    expect(byGroup.forkType).toMatchObject({
      price: chf(francs(500)),
      listPrice: chf(francs(1_100)),
      saving: chf(francs(600)),
    });
    expect(byGroup.transmission).toMatchObject({
      price: chf(francs(800)),
      listPrice: chf(francs(1_300)),
      saving: chf(francs(500)),
    });
    expect(byGroup.brakes).toMatchObject({
      price: chf(francs(600)),
      listPrice: chf(francs(1_000)),
      saving: chf(francs(400)),
    });
    expect(price.savings).toEqual(chf(francs(1_500)));
    expect(price.total).toEqual(chf(base + francs(500 + 800 + 600)));
    expect(price.vat).toEqual(includedVat(price.total));
  });
});

describe('modelProblem', () => {
  it('accepts a model that holds together', () => {
    expect(modelProblem(adventure)).toBeNull();
    expect(modelProblem(circular)).toBeNull();
  });

  it('names a group without one default, a twice-named group, an offer not below its price, an unknown rule option', () => {
    const noDefault = { groups: [{ key: 'color' as const, options: [option('a', 0), option('b', 0)] }], rules: [] };
    expect(modelProblem(noDefault)).toBe('color: one default option');
    expect(modelProblem({ groups: [...adventure.groups, adventure.groups[0]!], rules: [] })).toMatch(/twice/);
    const dearOffer = {
      groups: [
        { key: 'brakes' as const, options: [included('std'), option('abs', 1_000, { offerPrice: francs(1_000) })] },
      ],
      rules: [],
    };
    expect(modelProblem(dearOffer)).toMatch(/offer/);
    expect(
      modelProblem({ ...adventure, rules: [{ kind: 'requires', option: 'battery=1008', others: ['battery=804'] }] }),
    ).toMatch(/names battery=1008/);
  });

  it('requires fork, speed-class and battery options named by what they are', () => {
    const fork = { groups: [{ key: 'forkType' as const, options: [included('springy')] }], rules: [] };
    expect(modelProblem(fork)).toMatch(/normal, inverted, rigid/);
  });

  it('refuses a model whose own defaults break a rule', () => {
    const broken: ConfiguratorModel = {
      ...adventure,
      rules: [{ kind: 'requires', option: 'speedClass=25', others: ['battery=804'] }],
    };
    expect(modelProblem(broken)).toBe('the default configuration breaks a rule');
  });
});
