import { ContactFormSchema } from '@beast/domain/validation/contact.schema';
import { PUBLIC_FORM_FIELDS } from '@beast/domain/validation/public-form';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '../../lib/query.schema';
import type { VisitorRequestDependencies } from '../public-forms/visitor-requests';
import { createContactService } from './contact.service';

export const ContactRequestSchema = ContactFormSchema.extend(PUBLIC_FORM_FIELDS);
export const ContactSentSchema = z.object({ success: z.literal(true) });

/** POST /contact-us (spec §7): a visitor's message, opened in the staff's inbox. */
export function contactRoutes(api: FastifyInstance, deps: VisitorRequestDependencies) {
  const service = createContactService(deps);
  api.withTypeProvider<ZodTypeProvider>().post(
    '/contact-us',
    {
      preValidation: deps.forms.check('contact'),
      schema: {
        tags: ['requests'],
        summary: 'Send a message to the brand (spec §3, §5 contact form); the staff answer it from their inbox',
        body: ContactRequestSchema,
        response: { 201: ContactSentSchema, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { website: _website, formToken: _formToken, ...message } = request.body;
      await service.send(message, request.locale);
      return reply.code(201).send({ success: true as const });
    },
  );
}
