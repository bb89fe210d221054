import { instalmentPlan } from '@beast/domain/checkout/instalments';
import { describe, expect, it } from 'vitest';
import { amountFieldText, instalmentQuote, quoteInputOf } from './instalment-quote';

describe('the financing calculator’s quote', () => {
  it('is the checkout’s plan for the amount typed and the months chosen', () => {
    const quote = instalmentQuote({ amountText: '5499', months: 36 });
    expect(quote).toEqual({ ok: true, amount: 549_900, plan: instalmentPlan(549_900, 36) });
    // 5499 at 7.9 % over 36 months: 172.066… a month, rounded up to the centime.
    if (quote.ok) expect(quote.plan.monthlyAmount).toBe(17_207);
  });

  it('reads francs as people type them', () => {
    expect(instalmentQuote({ amountText: '5’499.50', months: 12 })).toMatchObject({ ok: true, amount: 549_950 });
    expect(instalmentQuote({ amountText: '1 200,5', months: 12 })).toMatchObject({ ok: true, amount: 120_050 });
  });

  it('refuses what is not an amount it finances, with the bounds to say', () => {
    for (const amountText of ['', 'abc', '99.99', '100000.01', '-500', '12.345']) {
      expect(instalmentQuote({ amountText, months: 12 }), amountText).toEqual({
        ok: false,
        error: 'amount',
        min: 10_000,
        max: 10_000_000,
      });
    }
    expect(instalmentQuote({ amountText: '100', months: 6 }).ok).toBe(true);
    expect(instalmentQuote({ amountText: '100000', months: 48 }).ok).toBe(true);
  });

  it('starts from the query the form sent, else the page’s amount and 24 months', () => {
    expect(quoteInputOf(new URLSearchParams('amount=3200&months=48'), 549_900)).toEqual({
      amountText: '3200',
      months: 48,
    });
    // What was typed stays as it was, even when wrong; months the checkout does not offer fall back.
    expect(quoteInputOf(new URLSearchParams('amount=12x&months=7'))).toEqual({ amountText: '12x', months: 24 });
    expect(quoteInputOf(new URLSearchParams(), 250_050)).toEqual({ amountText: '2500.50', months: 24 });
    expect(quoteInputOf(new URLSearchParams())).toEqual({ amountText: '5499', months: 24 });
  });

  it('shows whole francs without decimals', () => {
    expect(amountFieldText(549_900)).toBe('5499');
    expect(amountFieldText(12_050)).toBe('120.50');
  });
});
