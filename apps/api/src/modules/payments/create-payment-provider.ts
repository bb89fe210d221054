import { type Config, ConfigError } from '../../config';
import type { PaymentProvider } from './payment-provider';
import type { StripeSettings } from './stripe-provider';
import { createTestPaymentProvider } from './test-provider';

/**
 * Stripe when its keys are set; otherwise the built-in test provider, in demo mode only. The settings
 * already refuse production without Stripe; this refuses it again so no other path can reach the test
 * provider in production.
 */
export async function createPaymentProvider(
  config: Pick<Config, 'mode' | 'stripe'>,
  log?: StripeSettings['log'],
): Promise<PaymentProvider> {
  // Stripe's library is loaded only when Stripe is the provider.
  if (config.stripe) return (await import('./stripe-provider')).createStripePaymentProvider({ ...config.stripe, log });
  if (config.mode === 'production') {
    throw new ConfigError(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required in production.',
    );
  }
  return createTestPaymentProvider();
}
