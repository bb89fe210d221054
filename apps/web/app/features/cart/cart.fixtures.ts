import type { CartProduct } from './offline-cart';

/** Test data of the cart's tests: a product as a cart line keeps it, with the given id and type. */
export function cartProduct(overrides: Partial<CartProduct> & Pick<CartProduct, 'id' | 'type'>): CartProduct {
  return {
    slug: `p-${overrides.id}`,
    name: `Product ${overrides.id}`,
    price: 10_000,
    originalPrice: 10_000,
    currency: 'CHF',
    media: [],
    cardPreviewInfo: { tagline: '', speedKmh: null, batteryWh: null, weightKg: null },
    configuratorCatalogId: null,
    isRefurbished: false,
    limitedEdition: null,
    page: null,
    packageFees: [],
    ...overrides,
  };
}

/** localStorage for the tests (Node has none). */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}
