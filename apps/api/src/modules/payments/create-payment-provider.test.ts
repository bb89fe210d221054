import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { createPaymentProvider } from './create-payment-provider';

const stripe = { secretKey: 'sk_test_a', publishableKey: 'pk_test_a', webhookSecret: 'whsec_a' };

describe('the payment provider of the settings', () => {
  it('is Stripe when its keys are set, in either mode', async () => {
    expect((await createPaymentProvider({ mode: 'production', stripe })).browserConfig()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_a',
    });
    expect((await createPaymentProvider({ mode: 'demo', stripe })).name).toBe('stripe');
  });

  it('is the built-in test provider in demo mode without Stripe', async () => {
    expect((await createPaymentProvider({ mode: 'demo', stripe: undefined })).name).toBe('test');
  });

  it('never is the test provider in production', async () => {
    await expect(createPaymentProvider({ mode: 'production', stripe: undefined })).rejects.toThrow(ConfigError);
  });
});
