import type { Product } from '@beast/domain/catalog/product.schema';
import { describe, expect, it } from 'vitest';
import { testProduct } from '../../test/products';
import { flagship, largestImage, modelLineUp } from './vehicles';

function product(overrides: Partial<Product>): Product {
  return testProduct({ slug: 'x', name: 'X', type: 'mighty_beast', price: 100, ...overrides });
}

describe('vehicles of the line-up', () => {
  it('keeps new bikes and the scooter, drops accessories, services and refurbished goods', () => {
    const list = [
      product({ slug: 'mighty-beast', type: 'mighty_beast' }),
      product({ slug: 'lock', type: 'accessory' }),
      product({ slug: 'service', type: 'service' }),
      product({ slug: 'used', type: 'classy_beast', isRefurbished: true }),
      product({ slug: 'cruisy', type: 'cruisy_beast' }),
    ];
    expect(modelLineUp(list).map((p) => p.slug)).toEqual(['mighty-beast', 'cruisy']);
  });

  it('picks the largest image as the hero scene and the Mighty Beast as flagship', () => {
    const media = [
      { url: '/a.svg', kind: 'image' as const, alt: '', width: 800, height: 480 },
      { url: '/scene.svg', kind: 'image' as const, alt: '', width: 960, height: 540 },
    ];
    expect(largestImage(product({ media }))?.url).toBe('/scene.svg');
    const list = [product({ slug: 'classy-beast' }), product({ slug: 'mighty-beast' })];
    expect(flagship(list)?.slug).toBe('mighty-beast');
    expect(flagship([])).toBeUndefined();
  });
});
