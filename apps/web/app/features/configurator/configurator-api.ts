import type { Configuration } from '@beast/domain/configurator/configurator.rules';
import type { ConfigurationPriceAnswer, ConfiguratorAnswer } from '@beast/domain/configurator/configurator.schema';
import type { ApiTransport } from '../../lib/api/api-transport';

/** Loaded when first used: the order page's first visit downloads no schema library. */
const schemas = () => import('@beast/domain/configurator/configurator.schema');

/** spec §7: the configurator call and the server's price of a configuration. */
export function configuratorApi(api: ApiTransport) {
  return {
    model: (bike: string): Promise<ConfiguratorAnswer> =>
      api.get(`/api/configurator/${encodeURIComponent(bike)}`, {
        schema: () => schemas().then((module) => module.ConfiguratorAnswerSchema),
      }),
    price: (bike: string, configuration: Configuration): Promise<ConfigurationPriceAnswer> =>
      api.send('POST', '/api/carts/get-configurator-prices', {
        body: { bike, configuration },
        schema: () => schemas().then((module) => module.ConfigurationPriceSchema),
        as: 'guest',
      }),
  };
}
