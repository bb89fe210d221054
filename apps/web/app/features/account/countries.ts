import type { Country } from '@beast/domain/catalog/product.schema';
import type { Option } from '../../ui/field';

/** Country choices (spec §3 dictionary): the value is the ISO code, the label the name in the page's language. */
export function countryOptions(countries: readonly Country[]): Option[] {
  return countries.map((country) => ({ value: country.code, label: country.name }));
}

/** Dial-code choices: several countries share a code (+1), so each option is keyed by its country. */
export function dialCodeOptions(countries: readonly Country[]): Option[] {
  return countries.map((country) => ({
    key: country.code,
    value: country.dial_code,
    label: `${country.name} (${country.dial_code})`,
  }));
}

export function countryName(countries: readonly Country[], value: string | null | undefined): string {
  if (!value) return '';
  return countries.find((country) => country.code === value)?.name ?? value;
}
