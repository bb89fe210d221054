import { SpecialOfferSchema } from '@beast/domain/offers/offer-api.schema';
import { z } from '@beast/domain/zod';
import type { ApiTransport } from '../../lib/api/api-transport';

const OfferListSchema = z.array(SpecialOfferSchema);

/** GET /special-offers and one offer; with a signed-in transport, a member gets their flash offers' prices. */
export function offersApi(api: ApiTransport) {
  return {
    offers: () => api.get('/api/special-offers', { schema: OfferListSchema }),
    offer: (id: number) => api.get(`/api/special-offers/${id}`, { schema: SpecialOfferSchema }),
  };
}
