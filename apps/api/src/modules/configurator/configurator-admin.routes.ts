import {
  ConfiguratorModelSettingsSchema,
  ConfiguratorModelWriteSchema,
  ConfiguratorSlugParamsSchema,
} from '@beast/domain/configurator/configurator.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import { type AdminAccess, staffActor } from '../admin/admin-access';
import type { WriteUseCases } from '../write-use-cases';

const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * The Configurator screen's calls ('catalogue': content staff and admins): every configurable model's option
 * groups, prices, offers and rules, and the change of one model, written whole and audited.
 */
export function configuratorAdminRoutes(
  app: FastifyInstance,
  deps: { access: AdminAccess; writes: () => WriteUseCases },
) {
  const { access } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const configurator = () => deps.writes().configurator;

  api.get(
    '/configurator/models',
    access('catalogue', {
      summary: 'Every configurable model: its base price, option groups, options with prices and offers, and rules',
      querystring: LangQuery,
      response: { 200: ConfiguratorModelSettingsSchema, ...errors },
    }),
    async (request) => configurator().settings(request.locale),
  );

  api.put(
    '/configurator/models/:slug',
    access('catalogue', {
      summary: 'Replace a model’s option groups, options, prices, offers and rules',
      description:
        'Refused with 400 VALIDATION_FAILED when the groups lack one default each, an offer is not below its price, or a rule names no option.',
      querystring: LangQuery,
      params: ConfiguratorSlugParamsSchema,
      body: ConfiguratorModelWriteSchema,
      response: { 200: ConfiguratorModelSettingsSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => {
      await configurator().saveModel(staffActor(request), request.params.slug, request.body);
      return configurator().settings(request.locale);
    },
  );
}
