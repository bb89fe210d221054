import { PaymentConfigSchema } from '@beast/domain/checkout/checkout-api.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ErrorResponse, LangQuery } from '../../lib/query.schema';
import type { PaymentProvider } from './payment-provider';
import { createPaymentsService, type PaymentEventHandler } from './payments.service';

/** Changes only with the settings, i.e. at a restart. */
const CONFIG_CACHE_CONTROL = 'public, max-age=300';

/** Stripe's payment_intent events weigh a few kilobytes; anything much bigger is not one of them. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const WebhookReceiptSchema = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional().describe('The event was handled before; nothing was done again'),
});

/** GET /payments/config for the browser's card form, and POST /payments/webhook for the processor. */
export async function paymentsRoutes(
  app: FastifyInstance,
  deps: { db: Db; provider: PaymentProvider; onPaymentEvent: PaymentEventHandler },
) {
  const service = createPaymentsService(deps);
  const tags = ['payments'];

  app.withTypeProvider<ZodTypeProvider>().get(
    '/payments/config',
    {
      schema: {
        tags,
        summary: 'How the browser collects a card',
        description:
          '`test` (demo mode): the built-in test card form, which sends only a token. `stripe`: Stripe’s card ' +
          'element with this publishable key. Card data never reaches this API.',
        querystring: LangQuery,
        response: { 200: PaymentConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CONFIG_CACHE_CONTROL);
      return service.browserConfig();
    },
  );

  // Its own scope: the signature covers the exact bytes Stripe sent, so this route keeps the raw body
  // instead of the JSON parser's object.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.withTypeProvider<ZodTypeProvider>().post(
      '/payments/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Payment events from the processor (Stripe webhook)',
          description:
            'Called by Stripe, not by browsers: configure the endpoint `/api/payments/webhook` with the events ' +
            '`payment_intent.succeeded` and `payment_intent.payment_failed`. The body is Stripe’s event JSON and ' +
            'the `Stripe-Signature` header must verify against STRIPE_WEBHOOK_SECRET (400 WEBHOOK_SIGNATURE_INVALID ' +
            'otherwise; always so with the built-in test provider, which sends no webhooks). Each event is handled ' +
            'once: a repeat answers `duplicate: true`. Other event types are acknowledged and ignored. Bodies over ' +
            `${WEBHOOK_BODY_LIMIT / 1024} KiB answer 413, other media types 415.`,
          headers: z.looseObject({ 'stripe-signature': z.string().optional() }),
          response: { 200: WebhookReceiptSchema, 400: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { event, receipt } = await service.receiveWebhook(body, request.headers);
        request.log.info({ event: event && { id: event.id, type: event.type }, ...receipt }, 'payment webhook');
        return receipt;
      },
    );
  });
}
