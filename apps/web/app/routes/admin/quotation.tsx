import { formatSwissDate, formatSwissMoment } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import { canMoveQuotation } from '@beast/domain/quotations/quotation.rules';
import { QUOTATION_STAFF_STEPS, type Quotation, QuotationSchema } from '@beast/domain/quotations/quotation-api.schema';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Link } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { Card } from '../../features/back-office/admin-card';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { FormStatus } from '../../ui/field';
import type { Route } from './+types/quotation';
import '../../styles/quotation.css';

export async function loader(args: Route.LoaderArgs) {
  const path = `/api/admin/quotations/${encodeURIComponent(args.params.id)}`;
  return { quotation: await backOfficeApi(args).load(path, QuotationSchema) };
}

type Step = (typeof QUOTATION_STAFF_STEPS)[number];

/**
 * Marks the quotation sent, won or lost, or emails the customer the link to order a won one; the API checks the
 * role, the CSRF token and the step.
 */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { status = '', intent, csrf: csrfToken, ...values } = await formFields(args.request);
  const path = `/api/admin/quotations/${encodeURIComponent(args.params.id)}`;
  try {
    if (intent === 'order-link') {
      await api.change('POST', `${path}/order-link`, { csrfToken, schema: QuotationSchema });
      return { done: 'admin.quotation.done.orderLink' };
    }
    await api.change('POST', `${path}/status`, { body: { status }, csrfToken, schema: QuotationSchema });
    return { done: `admin.quotation.done.${status}` };
  } catch (error) {
    return api.failure(error, values);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.quotation.title');

/**
 * A quotation in the back office (the Inbox leads here): who asked, its lines, fees and totals as the customer
 * received them, its PDF, and the sales steps: sent, then won or lost.
 */
export default function QuotationScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const session = useStaffSession();
  const { quotation } = loaderData;
  const answer = actionData as { done?: string; failure?: FormFailure } | undefined;
  const steps = QUOTATION_STAFF_STEPS.filter((step) => canMoveQuotation(quotation.status, step));
  const mayStep = session?.permissions.includes('quotations') ?? false;
  return (
    <>
      <p>
        <Link to={BACK_OFFICE_PATHS.inbox}>{t('admin.quotation.back')}</Link>
      </p>
      <ScreenHeading
        title={t('admin.quotation.heading', { number: quotation.number })}
        lead={t('admin.quotation.lead', {
          date: formatSwissMoment(quotation.createdAt, locale),
          validUntil: formatSwissDate(quotation.validUntil, locale),
        })}
      >
        <p className="admin-badge">{t(`inbox.status.${quotation.status}`)}</p>
      </ScreenHeading>
      <FormStatus message={answer?.done ? t(answer.done) : null} />
      <Customer quotation={quotation} />
      <Lines quotation={quotation} />
      {quotation.orderId !== null ? (
        <Card id="quotation-order-title" title={t('admin.quotation.order')}>
          <p>
            <Link to={`${BACK_OFFICE_PATHS.orders}/${quotation.orderId}`}>{t('admin.quotation.orderLink')}</Link>
          </p>
        </Card>
      ) : null}
      {quotation.status === 'won' ? (
        <Card id="quotation-ordering-title" title={t('admin.quotation.ordering')}>
          <p>
            {quotation.orderLinkSentAt
              ? t('admin.quotation.orderLinkSent', { date: formatSwissMoment(quotation.orderLinkSentAt, locale) })
              : t('admin.quotation.orderLinkNotSent')}
          </p>
          {session && mayStep ? (
            <ActionForm
              failure={answer?.failure}
              hidden={{ intent: 'order-link', csrf: session.csrfToken }}
              submit={t('admin.quotation.sendOrderLink')}
            >
              {null}
            </ActionForm>
          ) : null}
        </Card>
      ) : null}
      {session && mayStep && steps.length > 0 ? (
        <Card id="quotation-steps-title" title={t('admin.quotation.steps')}>
          <div className="admin-links">
            {steps.map((step: Step) => (
              <ActionForm
                key={step}
                failure={answer?.failure}
                hidden={{ status: step, csrf: session.csrfToken }}
                submit={t(`admin.quotation.step.${step}`)}
              >
                {null}
              </ActionForm>
            ))}
          </div>
        </Card>
      ) : null}
    </>
  );
}

function Customer({ quotation }: { quotation: Quotation }) {
  const { t } = useTranslation();
  const { customer } = quotation;
  return (
    <Card id="quotation-customer-title" title={t('admin.quotation.customer')}>
      <dl className="admin-facts">
        {customer.companyName ? (
          <>
            <dt>{t('admin.quotation.company')}</dt>
            <dd>{customer.companyName}</dd>
          </>
        ) : null}
        <dt>{t('admin.quotation.person')}</dt>
        <dd>{`${customer.firstName} ${customer.lastName}`}</dd>
        <dt>{t('admin.quotation.email')}</dt>
        <dd>
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </dd>
        <dt>{t('admin.quotation.phone')}</dt>
        <dd>{customer.phoneNumber}</dd>
        {customer.comment ? (
          <>
            <dt>{t('admin.quotation.comment')}</dt>
            <dd>{customer.comment}</dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
}

function Lines({ quotation }: { quotation: Quotation }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const money = (amount: { amount: number }) => formatMoney(amount.amount, locale);
  const { pricing, terms } = quotation;
  return (
    <Card id="quotation-lines-title" title={t('admin.quotation.lines')}>
      <table className="quotation-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.quotation.product')}</th>
            <th scope="col">{t('admin.quotation.quantity')}</th>
            <th scope="col">{t('admin.quotation.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {pricing.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.name}</th>
              <td>{line.quantity}</td>
              <td>{money(line.lineTotal)}</td>
            </tr>
          ))}
          {pricing.fees.map((fee) => (
            <tr key={`${fee.kind}-${fee.unitPrice.amount}`}>
              <th scope="row">{t(`fees.${fee.kind}`)}</th>
              <td>{fee.quantity}</td>
              <td>{money(fee.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('admin.quotation.total')}
            </th>
            <td>{money(pricing.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p>{t('admin.quotation.vat', { rate: pricing.vat.ratePermille / 10, amount: money(pricing.vat.amount) })}</p>
      <p>
        {t('admin.quotation.terms', { count: terms.bikeCount, weeks: terms.deliveryWeeks })}
        {terms.replacementBike ? ` ${t('admin.quotation.replacementBike')}` : ''}
      </p>
      <p>
        {/* A file from the API itself: the staff session's cookie goes with it. */}
        <a href={`/api/admin/quotations/${quotation.id}/pdf`} download={`${quotation.number}.pdf`}>
          {t('admin.quotation.pdf', { number: quotation.number })}
        </a>
      </p>
    </Card>
  );
}
