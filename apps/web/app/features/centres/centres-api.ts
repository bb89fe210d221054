import { FindUsLocationsSchema } from '@beast/domain/checkout/find-us-api.schema';
import type { ApiTransport } from '../../lib/api/api-transport';

/** The centres page's read (spec §7 /find-us-locations; contract: @beast/domain/checkout/find-us-api.schema). */
export function centresApi(api: ApiTransport) {
  return {
    /** GET /find-us-locations: the active experience centres and partner shops, in the page's language. */
    findUsLocations: () => api.get('/api/find-us-locations', { schema: FindUsLocationsSchema }),
  };
}
