import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import type { TFunction } from '../lib/i18n/translator';

/**
 * How a fee line reads everywhere it is shown (product page, cart, checkout, My orders): the catalogue's
 * one name per fee kind (`fees.<kind>`, the same words as the emails), "× n" for several bikes, and
 * "Free" for a fee of 0, agreeing with the fee's noun in French (`fees.freeOf.<kind>`).
 */
export function feeLabel(t: TFunction, fee: { kind: string; quantity?: number }): string {
  const name = t(`fees.${fee.kind}`);
  return fee.quantity !== undefined && fee.quantity > 1 ? `${name} × ${fee.quantity}` : name;
}

export function feeAmount(t: TFunction, fee: { kind: string; amount: number }, locale: Locale): string {
  return fee.amount === 0 ? t(`fees.freeOf.${fee.kind}`) : formatMoney(fee.amount, locale);
}
