import { SPEC_ENTRY_KEYS } from '../catalog/spec-entry-keys';
import { chf, type Money, sumMoney } from '../money/money';
import { includedVat } from '../money/vat';

/**
 * The configurator (spec §1, §3, §9): a model's options grouped by the bike spec entries of §3, each option
 * priced or included, one default per group, rules that make an option exclude or require others, and offers
 * (an option sold below its list price, the circular edition's). These rules validate a configuration and
 * price it; the server alone calls them to price (the page shows the server's answer). No zod here: the
 * order page's first visit imports these rules for free.
 */

/** The groups of a configuration: the bike spec entries of §3, plus the speed class where a model has both. */
export const CONFIGURATOR_GROUP_KEYS = ['speedClass', ...SPEC_ENTRY_KEYS] as const;
export type ConfiguratorGroupKey = (typeof CONFIGURATOR_GROUP_KEYS)[number];

export function isConfiguratorGroupKey(value: unknown): value is ConfiguratorGroupKey {
  return (CONFIGURATOR_GROUP_KEYS as readonly unknown[]).includes(value);
}

/** The fork types of §3; a fork option's key is one of them, so the picture can draw it. */
export const FORK_TYPES = ['normal', 'inverted', 'rigid'] as const;
/** The speed classes of §9, in km/h; a speed-class option's key is one of them. */
export const SPEED_CLASSES = ['25', '45'] as const;
/** The batteries of §9, in Wh; a battery option's key is one of them. */
export const BATTERY_CAPACITIES = ['672', '708', '804', '1008'] as const;

/** How an option looks in the picture: a colour for a frame or rims, a tyre's width in inches. */
export interface OptionLook {
  swatch?: string;
  tyreInches?: number;
}

export interface ConfiguratorOption {
  key: string;
  /** The list price in centimes, VAT included; 0 when the option is included. */
  price: number;
  /** An offer's price in centimes, below the list price (the circular edition's, spec §9); absent without one. */
  offerPrice?: number | null;
  default: boolean;
  label: Record<string, string>;
  look?: OptionLook | null;
}

export interface ConfiguratorGroup {
  key: ConfiguratorGroupKey;
  options: ConfiguratorOption[];
}

/** An option named as `group=option`, the way it appears in a shareable address. */
export type OptionRef = string;

/**
 * `requires`: choosing `option` needs one of `others` chosen too (the 45 km/h class needs the larger battery).
 * `excludes`: choosing `option` forbids every one of `others`.
 */
export interface ConfiguratorRule {
  kind: 'requires' | 'excludes';
  option: OptionRef;
  others: OptionRef[];
}

export interface ConfiguratorModel {
  groups: ConfiguratorGroup[];
  rules: ConfiguratorRule[];
}

/** A configuration: for each group, the key of the option chosen. */
export type Configuration = Record<string, string>;

export function optionRef(group: string, option: string): OptionRef {
  return `${group}=${option}`;
}

export function parseOptionRef(ref: OptionRef): { group: string; option: string } {
  const at = ref.indexOf('=');
  return { group: ref.slice(0, at), option: ref.slice(at + 1) };
}

/** Why a configuration is refused: an unknown group or option, or a rule it breaks (with the options named). */
export type ConfigurationRefusal =
  | { reason: 'unknownGroup'; group: string }
  | { reason: 'unknownOption'; group: string; option: string }
  | { reason: 'requires'; option: OptionRef; others: OptionRef[] }
  | { reason: 'excludes'; option: OptionRef; other: OptionRef };

export type ConfigurationCheck =
  | { ok: true; configuration: Configuration }
  | { ok: false; refusal: ConfigurationRefusal };

/** The model's default configuration: each group's default option. */
export function defaultConfiguration(model: ConfiguratorModel): Configuration {
  return Object.fromEntries(
    model.groups.map((group) => [group.key, (group.options.find((option) => option.default) ?? group.options[0])!.key]),
  );
}

/**
 * Checks a chosen configuration against the model: groups left out take their default, an unknown group or
 * option is refused, and so is a configuration that breaks a rule. Answers the complete configuration.
 */
export function checkConfiguration(model: ConfiguratorModel, chosen: Configuration): ConfigurationCheck {
  const configuration = defaultConfiguration(model);
  for (const [group, option] of Object.entries(chosen)) {
    const known = model.groups.find((entry) => entry.key === group);
    if (!known) return { ok: false, refusal: { reason: 'unknownGroup', group } };
    if (!known.options.some((entry) => entry.key === option)) {
      return { ok: false, refusal: { reason: 'unknownOption', group, option } };
    }
    configuration[group] = option;
  }
  const refusal = brokenRule(model.rules, configuration);
  return refusal ? { ok: false, refusal } : { ok: true, configuration };
}

function isChosen(configuration: Configuration, ref: OptionRef): boolean {
  const { group, option } = parseOptionRef(ref);
  return configuration[group] === option;
}

function brokenRule(rules: readonly ConfiguratorRule[], configuration: Configuration): ConfigurationRefusal | null {
  for (const rule of rules) {
    if (!isChosen(configuration, rule.option)) continue;
    if (rule.kind === 'requires' && !rule.others.some((other) => isChosen(configuration, other))) {
      return { reason: 'requires', option: rule.option, others: rule.others };
    }
    const excluded = rule.kind === 'excludes' ? rule.others.find((other) => isChosen(configuration, other)) : undefined;
    if (excluded) return { reason: 'excludes', option: rule.option, other: excluded };
  }
  return null;
}

/** One chosen option in a price breakdown: what it costs, its list price and what the offer saves. */
export interface PricedOption {
  group: ConfiguratorGroupKey;
  option: string;
  label: Record<string, string>;
  listPrice: Money;
  price: Money;
  saving: Money;
}

/** The server's price of a configuration: base + options − offers; VAT included, its part shown. */
export interface ConfigurationPrice {
  base: Money;
  options: PricedOption[];
  savings: Money;
  total: Money;
  vat: Money;
}

/** What an option costs: its offer's price when it has one, else its list price. */
export function optionPrice(option: Pick<ConfiguratorOption, 'price' | 'offerPrice'>): number {
  return option.offerPrice ?? option.price;
}

/** Prices a configuration already checked by `checkConfiguration` on the model's base price (centimes). */
export function priceConfiguration(model: ConfiguratorModel, basePrice: number, configuration: Configuration) {
  const options: PricedOption[] = model.groups.map((group) => {
    const option = group.options.find((entry) => entry.key === configuration[group.key]) ?? group.options[0]!;
    const price = optionPrice(option);
    return {
      group: group.key,
      option: option.key,
      label: option.label,
      listPrice: chf(option.price),
      price: chf(price),
      saving: chf(option.price - price),
    };
  });
  const total = sumMoney([chf(basePrice), ...options.map((option) => option.price)]);
  return {
    base: chf(basePrice),
    options,
    savings: sumMoney(options.map((option) => option.saving)),
    total,
    vat: includedVat(total),
  } satisfies ConfigurationPrice;
}

/**
 * A model's own consistency, checked before it is stored: each group has options with distinct keys and
 * exactly one default, offers are below their list price, rules name options that exist, and the default
 * configuration breaks no rule. Answers what is wrong, in words for the data file's author, or null.
 */
export function modelProblem(model: ConfiguratorModel): string | null {
  const refs = new Set<OptionRef>();
  const groups = new Set<string>();
  for (const group of model.groups) {
    if (groups.has(group.key)) return `group ${group.key} appears twice`;
    groups.add(group.key);
    if (group.options.filter((option) => option.default).length !== 1) return `${group.key}: one default option`;
    for (const option of group.options) {
      const ref = optionRef(group.key, option.key);
      if (refs.has(ref)) return `${ref} appears twice`;
      refs.add(ref);
      if (option.offerPrice != null && option.offerPrice >= option.price) {
        return `${ref}: an offer is below the list price`;
      }
      const problem = keyProblem(group.key, option.key);
      if (problem) return `${ref}: ${problem}`;
    }
  }
  for (const rule of model.rules) {
    const unknown = [rule.option, ...rule.others].find((ref) => !refs.has(ref));
    if (unknown) return `a ${rule.kind} rule names ${unknown}, which is no option`;
  }
  const check = checkConfiguration(model, {});
  return check.ok ? null : 'the default configuration breaks a rule';
}

/** Fork, speed-class and battery options are named by what they are, so the picture and the facts follow. */
function keyProblem(group: ConfiguratorGroupKey, key: string): string | null {
  const allowed: Partial<Record<ConfiguratorGroupKey, readonly string[]>> = {
    forkType: FORK_TYPES,
    speedClass: SPEED_CLASSES,
    battery: BATTERY_CAPACITIES,
  };
  const keys = allowed[group];
  return keys && !keys.includes(key) ? `expected one of ${keys.join(', ')}` : null;
}
