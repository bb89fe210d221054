import { B2bQuestionnaireSchema } from '@beast/domain/validation/b2b-questionnaire.schema';
import { B2bContactFormSchema } from '@beast/domain/validation/contact.schema';
import { PUBLIC_FORM_FIELDS } from '@beast/domain/validation/public-form';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse } from '../../lib/query.schema';
import { ContactSentSchema } from '../contact/contact.routes';
import type { VisitorRequestDependencies } from '../public-forms/visitor-requests';
import { createB2bService } from './b2b.service';

export const B2bQuestionnaireRequestSchema = B2bQuestionnaireSchema.extend(PUBLIC_FORM_FIELDS);
export const B2bContactRequestSchema = B2bContactFormSchema.extend(PUBLIC_FORM_FIELDS);
const tags = ['requests'];
const responses = { 201: ContactSentSchema, 400: ErrorResponse, 429: ErrorResponse };

/** The B2B offer's forms (spec §2 /b2b-offer, §3, §5): POST /b2b/questionnaire and POST /b2b/contact. */
export function b2bRoutes(app: FastifyInstance, deps: VisitorRequestDependencies) {
  const service = createB2bService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/b2b/questionnaire',
    {
      preValidation: deps.forms.check('b2b-questionnaire'),
      schema: {
        tags,
        summary:
          'A company answers the B2B questionnaire (four questions, an email, the data-processing consent; the ' +
          'marketing consent is optional); opened in the staff’s inbox',
        body: B2bQuestionnaireRequestSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const { website: _website, formToken: _formToken, ...answers } = request.body;
      await service.answerQuestionnaire(answers, request.locale);
      return reply.code(201).send({ success: true as const });
    },
  );

  api.post(
    '/b2b/contact',
    {
      preValidation: deps.forms.check('b2b-contact'),
      schema: {
        tags,
        summary: 'A company writes to the B2B team (every field required); opened in the staff’s inbox',
        body: B2bContactRequestSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const { website: _website, formToken: _formToken, ...message } = request.body;
      await service.sendContact(message, request.locale);
      return reply.code(201).send({ success: true as const });
    },
  );
}
