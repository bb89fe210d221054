import { FormTokenSchema } from '@beast/domain/validation/public-form';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FormGuard } from './form-guard';

/** GET /forms/token: what a public form is rendered with (the page asks for it when it draws the form). */
export function publicFormsRoutes(api: FastifyInstance, { forms }: { forms: FormGuard }) {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/forms/token',
    {
      schema: {
        tags: ['forms'],
        summary: 'A token for a public form about to be shown: the server tells from it how long the form was open',
        response: { 200: FormTokenSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { formToken: forms.issueToken() };
    },
  );
}
