import {
  ConfigurationPriceSchema,
  ConfiguratorAnswerSchema,
  ConfiguratorBikeParamsSchema,
  ConfiguratorPriceRequestSchema,
} from '@beast/domain/configurator/configurator.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { createConfiguratorService } from './configurator.service';

const tags = ['configurator'];

/**
 * spec §7: the configurator call (`GET /configurator/{bike}`, answering `configurations[0].attributes`) and
 * `POST /carts/get-configurator-prices`, the server's price of a configuration. Both read staff's data as it is
 * now, so neither is kept by a cache.
 */
export function configuratorRoutes(app: FastifyInstance, deps: { db: Db }) {
  const service = createConfiguratorService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/configurator/:bike',
    {
      schema: {
        tags,
        summary: 'A model’s configurator: its option groups and options with their prices, its rules and defaults',
        description:
          'The groups are `configurations[0].attributes` (spec §7). A model without configurator data answers ' +
          '404 CONFIGURATOR_UNAVAILABLE: the storefront then offers its basic configuration (spec §8).',
        querystring: LangQuery,
        params: ConfiguratorBikeParamsSchema,
        response: { 200: ConfiguratorAnswerSchema, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.configurator(request.params.bike, request.locale);
    },
  );

  api.post(
    '/carts/get-configurator-prices',
    {
      schema: {
        tags,
        summary: 'The server’s price of a configuration: base, each option, offers, total and the VAT included',
        description:
          'Groups left out take their default. An option the model does not have, or a combination its rules ' +
          'forbid, answers 422 CONFIGURATION_REFUSED with the group at fault in `fields` (`configuration.<group>`). ' +
          'Prices sent by the client are not read.',
        querystring: LangQuery,
        body: ConfiguratorPriceRequestSchema,
        response: { 200: ConfigurationPriceSchema, 400: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.price(request.body.bike, request.body.configuration, request.locale);
    },
  );
}
