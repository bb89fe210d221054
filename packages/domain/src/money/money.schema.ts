import { CURRENCY } from '../constants/business';
import { z } from '../zod';
import type { Money } from './money';

/** Money as it travels in API answers: integer centimes and the shop's currency. */
export const MoneySchema = z.object({
  amount: z.number().int(),
  currency: z.literal(CURRENCY),
}) satisfies z.ZodType<Money>;
