import type { CheckoutType } from '@beast/domain/checkout/checkout-rules';
import type { InstalmentPlanMonths } from '@beast/domain/constants/business';
import type { Locale } from '@beast/domain/i18n/locale';
import type { OrderStatus } from '@beast/domain/orders/order-status';
import type { OrderContactsRecord } from '../../schema/orders';

/**
 * The demo customer (ARCHITECTURE: demo content): an account with orders in several statuses and two
 * vehicles, so My orders, My vehicles and the pay actions have something to show. Seeded in demo mode
 * only, into an empty database. Prices, fees and VAT come from the catalogue through the checkout's own
 * pricing, so the totals are the ones a real order would have.
 */
export interface DemoOrderSeed {
  type: CheckoutType;
  placedDaysAgo: number;
  lines: { slug: string; quantity?: number; configuratorOptions?: Record<string, string> }[];
  /** Days from today (negative: in the past); the courier window or the centre's first slot that day. */
  delivery: { method: 'courier'; inDays: number } | { method: 'pickup'; centreSlug: string; inDays: number };
  paymentPlanMonths: InstalmentPlanMonths | null;
  /** Declined card attempts before any successful payment. */
  declinedAttempts: number;
  /** Successful payments: the whole total, a number of instalments, or none. */
  paid: 'in full' | { instalments: number } | 'nothing';
  /** The statuses after RECEIVED, in order, through the state machine. */
  path: OrderStatus[];
  note?: string;
}

/** The customer's account; the contacts are also what each order carries. */
export interface DemoCustomerSeed extends OrderContactsRecord {
  /** Meets the §5 password rule; printed in the README's demo tips. */
  password: string;
  language: Locale;
  orders: DemoOrderSeed[];
}

const FULFILLED_BY_COURIER: OrderStatus[] = [
  'PAYMENT_SENT',
  'ORDER_BEING_PROCESS',
  'AWAITING_DISPATCH',
  'SHIPPED',
  'DELIVERED',
];

export const DEMO_CUSTOMER: DemoCustomerSeed = {
  email: 'demo@beast.example',
  password: 'DemoBeast2026',
  firstName: 'Lea',
  lastName: 'Demo',
  language: 'en',
  countryCode: '+41',
  phoneNumber: '791234567',
  country: 'Switzerland',
  city: 'Lausanne',
  zipCode: '1003',
  address: 'Rue de Bourg 12',
  orders: [
    {
      type: 'product',
      placedDaysAgo: 64,
      lines: [{ slug: 'mighty-beast' }],
      delivery: { method: 'courier', inDays: -52 },
      paymentPlanMonths: null,
      declinedAttempts: 0,
      paid: 'in full',
      path: FULFILLED_BY_COURIER,
    },
    {
      type: 'product',
      placedDaysAgo: 41,
      lines: [{ slug: 'circular-edition' }],
      delivery: { method: 'pickup', centreSlug: 'geneva', inDays: -30 },
      paymentPlanMonths: null,
      declinedAttempts: 0,
      paid: 'in full',
      path: ['PAYMENT_SENT', 'ORDER_BEING_PROCESS', 'READY_FOR_PICK_UP', 'DELIVERED'],
    },
    {
      type: 'product',
      placedDaysAgo: 22,
      lines: [{ slug: 'maverick-beast' }],
      delivery: { method: 'courier', inDays: -8 },
      paymentPlanMonths: null,
      declinedAttempts: 0,
      paid: 'nothing',
      path: ['CANCELED'],
      note: 'The customer chose another model.',
    },
    {
      type: 'product',
      placedDaysAgo: 12,
      lines: [{ slug: 'cargo-beast' }],
      delivery: { method: 'courier', inDays: 9 },
      paymentPlanMonths: 12,
      declinedAttempts: 0,
      paid: { instalments: 1 },
      path: ['PAYMENT_SENT', 'ORDER_BEING_PROCESS'],
    },
    {
      type: 'product',
      placedDaysAgo: 7,
      lines: [{ slug: 'classy-beast' }],
      delivery: { method: 'pickup', centreSlug: 'lausanne', inDays: 2 },
      paymentPlanMonths: null,
      declinedAttempts: 0,
      paid: 'in full',
      path: ['PAYMENT_SENT', 'ORDER_BEING_PROCESS', 'READY_FOR_PICK_UP'],
    },
    {
      type: 'accessory',
      placedDaysAgo: 3,
      lines: [{ slug: 'city-helmet' }, { slug: 'u-lock' }],
      delivery: { method: 'courier', inDays: 1 },
      paymentPlanMonths: null,
      declinedAttempts: 0,
      paid: 'in full',
      path: ['PAYMENT_SENT', 'ORDER_BEING_PROCESS', 'AWAITING_DISPATCH', 'SHIPPED'],
    },
    {
      type: 'product',
      placedDaysAgo: 1,
      lines: [{ slug: 'adventure-beast' }],
      delivery: { method: 'courier', inDays: 6 },
      paymentPlanMonths: null,
      declinedAttempts: 1,
      paid: 'nothing',
      path: ['PAYMENT_FAILED'],
    },
  ],
};
