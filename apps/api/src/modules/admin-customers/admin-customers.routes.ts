import {
  ADMIN_CUSTOMERS_MAX_PAGE_SIZE,
  ADMIN_CUSTOMERS_PAGE_SIZE,
  AdminCustomerFilterSchema,
  AdminCustomerListSchema,
  AdminCustomerSchema,
  CustomerDataExportSchema,
  CustomerErasureRequestSchema,
} from '@beast/domain/accounts/admin-customers-api.schema';
import { IdParamsSchema } from '@beast/domain/validation/record-id.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nullsAsEmpty } from '../../lib/form-body';
import { ErrorResponse, LangQuery, pagingQuery } from '../../lib/query.schema';
import { type AdminAccess, signedInSession } from '../admin/admin-access';
import type { AdminCustomersService } from './admin-customers.service';

const errors = { 401: ErrorResponse, 403: ErrorResponse };
const customerErrors = { ...errors, 404: ErrorResponse };
const changeErrors = { ...customerErrors, 409: ErrorResponse };

/**
 * The Customers screens' API (sales and admin act; support reads and resends emails): the list, one
 * customer, and what staff do for a customer. Each action answers the customer as they now are.
 */
export function adminCustomersRoutes(
  app: FastifyInstance,
  { access, service }: { access: AdminAccess; service: AdminCustomersService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staffId = (request: Parameters<typeof signedInSession>[0]) => signedInSession(request).member.id;

  api.get(
    '/customers',
    access('customers.read', {
      summary: 'Customers, newest first, searched (email, name, phone, order number), paged on the server',
      querystring: pagingQuery(ADMIN_CUSTOMERS_PAGE_SIZE, ADMIN_CUSTOMERS_MAX_PAGE_SIZE).extend(
        AdminCustomerFilterSchema.shape,
      ),
      response: { 200: AdminCustomerListSchema, 400: ErrorResponse, ...errors },
    }),
    async (request) => {
      const { offset, limit, search } = request.query;
      return service.listCustomers(search || undefined, { offset, limit });
    },
  );

  api.get(
    '/customers/:id',
    access('customers.read', {
      summary: 'One customer: profile, orders with their status, vehicles, and the emails sent to them',
      params: IdParamsSchema,
      querystring: LangQuery,
      response: { 200: AdminCustomerSchema, 400: ErrorResponse, ...customerErrors },
    }),
    async (request) => service.getCustomer(request.params.id, request.locale),
  );

  api.post(
    '/customers/:id/resend-confirmation',
    access('emails.resend', {
      summary: 'Send the account confirmation email again (a new code), only while the address is unconfirmed',
      params: IdParamsSchema,
      querystring: LangQuery,
      response: { 200: AdminCustomerSchema, ...changeErrors },
    }),
    async (request) => service.resendConfirmation(staffId(request), request.params.id, request.locale),
  );

  api.post(
    '/customers/:id/disable',
    access('customers.write', {
      summary: 'Disable the account: it cannot sign in, and every session ends (refresh and access tokens)',
      params: IdParamsSchema,
      querystring: LangQuery,
      response: { 200: AdminCustomerSchema, ...changeErrors },
    }),
    async (request) => service.disable(staffId(request), request.params.id, request.locale),
  );

  api.post(
    '/customers/:id/enable',
    access('customers.write', {
      summary: 'Enable a disabled account again: the customer may sign in',
      params: IdParamsSchema,
      querystring: LangQuery,
      response: { 200: AdminCustomerSchema, ...changeErrors },
    }),
    async (request) => service.enable(staffId(request), request.params.id, request.locale),
  );

  api.get(
    '/customers/:id/export',
    // A copy of all of a person's data leaves the shop: the roles that may change customers, not those that read them.
    access('customers.write', {
      summary: 'Everything the shop holds on the person (profile, addresses, orders, vehicles, emails), as a JSON file',
      params: IdParamsSchema,
      querystring: LangQuery,
      response: { 200: CustomerDataExportSchema, 400: ErrorResponse, ...customerErrors },
    }),
    async (request, reply) => {
      const data = await service.exportData(staffId(request), request.params.id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="customer-${request.params.id}-${day}.json"`)
        .send(data);
    },
  );

  api.post(
    '/customers/:id/erase',
    {
      ...access('customers.write', {
        summary:
          'Erase the person’s data on request (nFADP / GDPR): the account is anonymised and its sessions end; ' +
          'orders stay with their amounts, VAT and the name and place accounting keeps (decision 17)',
        params: IdParamsSchema,
        querystring: LangQuery,
        body: CustomerErasureRequestSchema,
        response: { 200: AdminCustomerSchema, 400: ErrorResponse, ...changeErrors },
      }),
      preValidation: nullsAsEmpty,
    },
    async (request) => service.erase(staffId(request), request.params.id, request.body.confirmation, request.locale),
  );
}
