import { VEHICLE_TYPES } from '@beast/domain/catalog/vehicle-types';
import type { CouponSeed } from '../seed-types';
import { chf } from './content-helpers';

/** Demo coupon codes (spec §3 couponName, §5 Coupon): one of each kind the cart and the checkout handle. */
export const COUPONS: CouponSeed[] = [
  {
    // 10 % on accessories and services, once per customer.
    code: 'WELCOME10',
    percentOff: 10,
    productTypes: ['accessory', 'service'],
    validFromDaysAgo: 30,
    validForDays: 365,
    maxRedemptions: null,
    perCustomerLimit: 1,
  },
  {
    code: 'ALPS200',
    amountOff: chf(200),
    productTypes: [...VEHICLE_TYPES],
    validFromDaysAgo: 7,
    validForDays: 120,
    maxRedemptions: null,
    perCustomerLimit: 1,
  },
  {
    // Already over: shows the "expired" answer.
    code: 'SPRING25',
    percentOff: 25,
    validFromDaysAgo: 120,
    validForDays: 30,
    maxRedemptions: null,
    perCustomerLimit: null,
  },
  {
    // The first 50 orders only.
    code: 'FIRST50',
    amountOff: chf(50),
    validFromDaysAgo: 1,
    validForDays: null,
    maxRedemptions: 50,
    perCustomerLimit: 1,
  },
];
