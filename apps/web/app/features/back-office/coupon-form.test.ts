import { CouponWriteSchema } from '@beast/domain/cart/coupon-write.schema';
import { describe, expect, it } from 'vitest';
import { couponErrors, couponFromForm, couponValues, newCouponValues, swissMidnight } from './coupon-form';

const ALPS = CouponWriteSchema.parse({
  code: 'ALPS200',
  amountOff: 19_990,
  productTypes: ['mighty_beast', 'cargo_beast'],
  validFrom: '2026-11-01T00:00:00+01:00',
  validUntil: '2027-04-01T00:00:00+02:00',
  maxRedemptions: 100,
  perCustomerLimit: 1,
});

describe('the coupon form', () => {
  it('starts a Swiss day at its own midnight, summer or winter', () => {
    expect(swissMidnight('2026-12-24')).toBe('2026-12-24T00:00:00+01:00');
    expect(swissMidnight('2026-07-01')).toBe('2026-07-01T00:00:00+02:00');
  });

  it('shows a coupon’s amount in francs and its last day, the day before it ends', () => {
    expect(couponValues(ALPS)).toMatchObject({
      code: 'ALPS200',
      kind: 'amount',
      value: '199.90',
      validFrom: '2026-11-01',
      lastDay: '2027-03-31',
      maxRedemptions: '100',
      perCustomerLimit: '1',
      'type.mighty_beast': 'on',
      'type.cargo_beast': 'on',
      isActive: 'on',
    });
  });

  it('gives back the stored coupon when nothing is changed', () => {
    const again = CouponWriteSchema.parse(couponFromForm(couponValues(ALPS)));
    expect(Date.parse(again.validFrom)).toBe(Date.parse(ALPS.validFrom));
    expect(Date.parse(again.validUntil!)).toBe(Date.parse(ALPS.validUntil!));
    expect({ ...again, validFrom: ALPS.validFrom, validUntil: ALPS.validUntil }).toEqual(ALPS);
  });

  it('makes a percentage coupon for every product, without end or caps, switched off', () => {
    const coupon = CouponWriteSchema.parse(
      couponFromForm({ ...newCouponValues('2026-11-24'), code: ' SPRING25 ', value: '25', isActive: '' }),
    );
    expect(coupon).toEqual({
      code: 'SPRING25',
      percentOff: 25,
      amountOff: null,
      productTypes: null,
      validFrom: '2026-11-24T00:00:00+01:00',
      validUntil: null,
      maxRedemptions: null,
      perCustomerLimit: null,
      isActive: false,
    });
  });

  it('reads francs with a comma or a point and sends anything else for the API to refuse under its field', () => {
    expect(couponFromForm({ kind: 'amount', value: '19,5' }).amountOff).toBe(1950);
    const errorsOf = (values: Record<string, string>) => {
      const refused = CouponWriteSchema.safeParse(couponFromForm(values));
      expect(refused.success).toBe(false);
      const fields = Object.fromEntries(
        (refused.error?.issues ?? []).map((issue) => [`coupon.${issue.path.join('.')}`, issue.message]),
      );
      return Object.keys(couponErrors(fields));
    };
    expect(errorsOf({ code: 'WINTER', kind: 'amount', value: 'lots', validFrom: '2026-11-24' })).toEqual(['value']);
    expect(errorsOf({ code: '', kind: 'percent', value: '10', validFrom: '2026-11-24' })).toEqual(['code']);
    expect(
      errorsOf({ code: 'WINTER', kind: 'percent', value: '10', validFrom: '2026-11-24', lastDay: '2026-11-01' }),
    ).toEqual(['lastDay']);
  });
});
