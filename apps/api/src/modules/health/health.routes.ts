import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { DATABASE_RETRY_AFTER_SECONDS, type DatabaseOutages } from '../../db/outage';
import { DomainError } from '../../errors/domain-error';
import { ErrorResponse } from '../../lib/query.schema';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export function healthRoutes(
  app: FastifyInstance,
  { database, outages }: { database: Database; outages: Pick<DatabaseOutages, 'unreachable' | 'reachable'> },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database check for load balancers',
        response: { 200: HealthSchema, 503: ErrorResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await database.ping();
      } catch (error) {
        // Logged once per outage, however often the load balancer asks.
        outages.unreachable(error);
        throw new DomainError('SERVICE_UNAVAILABLE', undefined, DATABASE_RETRY_AFTER_SECONDS);
      }
      outages.reachable();
      return { status: 'ok' as const, database: database.kind };
    },
  );
}
