/** spec §2 /payment/{paymentFor}/{id}: what may be paid, and the pages of the payment's journey. */
export const PAYMENT_FOR = ['order', 'vehicle'] as const;
export type PaymentFor = (typeof PAYMENT_FOR)[number];

/** The route's parameters as a target; undefined for anything else (the page then goes home, spec §2). */
export function paymentTargetOf(params: {
  paymentFor?: string;
  id?: string;
}): { paymentFor: PaymentFor; id: number } | undefined {
  const paymentFor = PAYMENT_FOR.find((kind) => kind === params.paymentFor);
  const id = Number(params.id);
  if (!paymentFor || !/^\d{1,10}$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id < 1) return undefined;
  return { paymentFor, id };
}

/** `?order=42` of /paid; undefined when missing or not an id. */
export function paidOrderIdOf(search: URLSearchParams): number | undefined {
  const raw = search.get('order') ?? '';
  const id = Number(raw);
  return /^\d{1,10}$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Where "Try again" goes after a failed payment: a signed-in customer pays the same order on
 * /payment/order/{id}; a guest goes back to the checkout's payment step, which still holds the order.
 */
export function retryPathOf(order: { id: number; type: string }, signedIn: boolean): string {
  return signedIn ? `/payment/order/${order.id}` : `/checkout/${order.type}?step=payment`;
}
