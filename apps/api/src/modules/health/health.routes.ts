import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { ErrorResponse } from '../../lib/query.schema';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database check for load balancers',
        response: { 200: HealthSchema, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new DomainError('SERVICE_UNAVAILABLE');
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );
}
