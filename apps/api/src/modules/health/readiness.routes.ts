import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Database, pendingMigrations } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { ErrorResponse } from '../../lib/query.schema';

const ReadySchema = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) });

/**
 * Readiness for a load balancer or orchestrator: 200 once the database answers and has every migration this
 * version needs, else 503. While the process shuts down, Fastify answers 503 to new requests, so a draining
 * instance leaves the rotation before it closes.
 */
export function readinessRoutes(app: FastifyInstance, { database }: { database: Database }) {
  // Applied migrations are never taken back: once complete, only the database's answer is checked.
  let migrated = false;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers and is migrated for this version',
        response: { 200: ReadySchema, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await database.ping();
        if (!migrated) migrated = (await pendingMigrations(database.db)) === 0;
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database unreachable');
        throw new DomainError('SERVICE_UNAVAILABLE');
      }
      if (!migrated) throw new DomainError('SERVICE_UNAVAILABLE');
      return { status: 'ready' as const, database: database.kind };
    },
  );
}
