import { formatDay, formatSwissMoment } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { centimesOfFrancsText, formatMoney, francsText } from '@beast/domain/money/money';
import {
  type AdminOrder,
  AdminOrderSchema,
  IDEMPOTENCY_KEY_HEADER,
} from '@beast/domain/orders/admin-orders-api.schema';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { StaffSessionSchema } from '@beast/domain/staff/staff-api.schema';
import type { StaffPermission } from '@beast/domain/staff/staff-roles';
import type { ReactNode } from 'react';
import { data, Form, Link } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { Card, SentEmails } from '../../features/back-office/admin-card';
import { AdminSelectField, AdminTextField, firstRefused } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { choiceError, choiceValue, deliveryChangeBody } from '../../features/back-office/delivery-change';
import { type DeliveryOptions, loadDeliveryOptions } from '../../features/back-office/delivery-change.server';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { OrderStatusBadge } from '../../features/orders/order-status-badge';
import { ApiError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { FormStatus } from '../../ui/field';
import type { Route } from './+types/order';

/** The centre whose free pick-up slots are offered comes in the address (`?centre=`), chosen by a plain form. */
export async function loader(args: Route.LoaderArgs) {
  const api = backOfficeApi(args);
  const [order, session] = await Promise.all([
    api.load(`/api/admin/orders/${encodeURIComponent(args.params.id)}`, AdminOrderSchema),
    api.currentSession(StaffSessionSchema),
  ]);
  // Free slots are looked up only for a member who may move the delivery: support reads the order only.
  if (!session?.permissions.includes('orders.write')) return { order, deliveryOptions: null };
  const centre = new URL(args.request.url).searchParams.get('centre');
  return { order, deliveryOptions: await loadDeliveryOptions(api, order, centre) };
}

type Intent = 'status' | 'delivery' | 'note' | 'resend' | 'refund';
const DONE: Record<Intent, string> = {
  status: 'admin.order.statusChanged',
  delivery: 'admin.order.deliveryChange.done',
  note: 'admin.order.noteAdded',
  resend: 'admin.order.resent',
  refund: 'admin.refund.done',
};

/** A refund about to be made: what the confirmation step shows and posts again, with its one key. */
interface RefundReview {
  amount: string;
  reason: string;
  key: string;
}

/**
 * Each form of the page names its intent; the API checks the role, the CSRF token and the order's version.
 * A refund takes two posts: `refund-review` answers the confirmation step with an Idempotency-Key made for
 * it, and `refund` sends that key with the refund, so a doubled or repeated confirmation refunds once.
 */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent = '', csrf: csrfToken, ...values } = await formFields(args.request);
  const path = `/api/admin/orders/${encodeURIComponent(args.params.id)}`;
  if (intent === 'refund-review') {
    const review: RefundReview = { amount: values.amount ?? '', reason: values.reason ?? '', key: crypto.randomUUID() };
    return { refundReview: review };
  }
  if (intent === 'refund-edit') return { refundValues: { amount: values.amount ?? '', reason: values.reason ?? '' } };
  try {
    if (intent === 'status') {
      const body = { version: values.version, status: values.status, note: values.note || null };
      await api.change('POST', `${path}/status`, { body, csrfToken, schema: AdminOrderSchema });
    } else if (intent === 'delivery') {
      await api.change('PUT', `${path}/delivery`, {
        body: deliveryChangeBody(values),
        csrfToken,
        schema: AdminOrderSchema,
      });
    } else if (intent === 'note') {
      await api.change('POST', `${path}/notes`, {
        body: { text: values.text ?? '' },
        csrfToken,
        schema: AdminOrderSchema,
      });
    } else if (intent === 'refund') {
      const body = {
        amount: { amount: centimesOfFrancsText(values.amount ?? ''), currency: 'CHF' },
        reason: values.reason ?? '',
      };
      await api.change('POST', `${path}/refunds`, {
        body,
        csrfToken,
        schema: AdminOrderSchema,
        headers: { [IDEMPOTENCY_KEY_HEADER]: values.key ?? '' },
      });
    } else {
      await api.change('POST', `${path}/resend-confirmation`, { csrfToken, schema: AdminOrderSchema });
    }
    return { done: DONE[intent as Intent] ?? DONE.resend };
  } catch (error) {
    if (intent === 'refund' && error instanceof ApiError && error.status === 502) {
      // The processor did not answer: the same confirmation (the same key) may simply be sent again.
      const review: RefundReview = { amount: values.amount ?? '', reason: values.reason ?? '', key: values.key ?? '' };
      return data({ refundReview: review, retry: api.t('errors.PAYMENT_PROCESSING_ERROR') }, { status: 502 });
    }
    const failure = api.failure(error, values, { intent });
    // The API names the amount's own field `amount.amount`; the form has one `amount` field.
    const refused = failure.data.failure.fields;
    if (refused['amount.amount']) refused.amount = refused['amount.amount'];
    return failure;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.orders.title');

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useStaffSession();
  const { order, deliveryOptions } = loaderData;
  const answer = actionData as
    | {
        done?: string;
        failure?: FormFailure;
        intent?: string;
        refundReview?: RefundReview;
        refundValues?: { amount: string; reason: string };
        retry?: string;
      }
    | undefined;
  const failureOf = (intent: Intent) => (answer?.failure && answer.intent === intent ? answer.failure : undefined);
  // What the member's role may do (the API refuses the rest anyway): only those forms are shown.
  const may = (permission: StaffPermission) => session?.permissions.includes(permission) ?? false;
  return (
    <>
      <p>
        <Link to={BACK_OFFICE_PATHS.orders}>{t('admin.order.back')}</Link>
      </p>
      <ScreenHeading title={t('admin.order.title', { number: order.number })} keepTogether={order.number}>
        <OrderStatusBadge status={order.status} colour={order.statusColour} />
      </ScreenHeading>
      <FormStatus message={answer?.done ? t(answer.done) : null} />
      {session && may('orders.write') ? (
        <StatusForm order={order} csrfToken={session.csrfToken} failure={failureOf('status')} />
      ) : null}
      <OrderLines order={order} />
      <Delivery order={order}>
        {session && may('orders.write') && deliveryOptions ? (
          <DeliveryChange
            order={order}
            options={deliveryOptions}
            csrfToken={session.csrfToken}
            failure={failureOf('delivery')}
          />
        ) : null}
      </Delivery>
      <Payments order={order}>
        {session && may('orders.write') && order.refundable.amount > 0 ? (
          answer?.refundReview ? (
            <RefundConfirmation review={answer.refundReview} csrfToken={session.csrfToken} retry={answer.retry} />
          ) : (
            <RefundForm
              // A refund made changes what is left: the form starts again from the new amount.
              key={order.refundable.amount}
              order={order}
              csrfToken={session.csrfToken}
              failure={failureOf('refund')}
              values={answer?.refundValues}
            />
          )
        ) : null}
      </Payments>
      <History order={order} />
      <SentEmails
        id="emails-title"
        title={t('admin.order.emails')}
        empty={t('admin.order.noEmails')}
        emails={order.emails}
      >
        {session && may('emails.resend') ? (
          <ActionForm
            failure={failureOf('resend')}
            hidden={{ intent: 'resend', csrf: session.csrfToken }}
            submit={t('admin.order.resend')}
          >
            {null}
          </ActionForm>
        ) : null}
      </SentEmails>
      <Notes order={order}>
        {session && may('notes.write') ? <NoteForm csrfToken={session.csrfToken} failure={failureOf('note')} /> : null}
      </Notes>
    </>
  );
}

function StatusForm({ order, csrfToken, failure }: { order: AdminOrder; csrfToken: string; failure?: FormFailure }) {
  const { t } = useTranslation();
  return (
    <section className="admin-card" aria-labelledby="status-title">
      <h2 id="status-title" className="admin-section__title">
        {t('admin.order.changeStatus')}
      </h2>
      {order.nextStatuses.length === 0 ? (
        <p>{t('admin.order.noNextStatus')}</p>
      ) : (
        <ActionForm
          failure={failure}
          hidden={{ intent: 'status', csrf: csrfToken, version: String(order.version) }}
          submit={t('admin.order.applyStatus')}
        >
          <AdminSelectField
            name="status"
            label={t('admin.order.nextStatus')}
            options={order.nextStatuses.map((status) => ({ value: status, label: t(`orders.status.${status}`) }))}
            defaultValue={failure?.values.status}
            error={failure?.fields.status}
          />
          <AdminTextField
            name="note"
            label={t('admin.order.statusNote')}
            defaultValue={failure?.values.note ?? ''}
            error={failure?.fields.note}
          />
        </ActionForm>
      )}
    </section>
  );
}

function NoteForm({ csrfToken, failure }: { csrfToken: string; failure?: FormFailure }) {
  const { t } = useTranslation();
  return (
    <ActionForm failure={failure} hidden={{ intent: 'note', csrf: csrfToken }} submit={t('admin.order.addNote')}>
      <AdminTextField
        name="text"
        label={t('admin.order.noteText')}
        defaultValue={failure?.values.text ?? ''}
        error={failure?.fields.text}
        focus={firstRefused(failure?.fields, ['text']) === 'text'}
      />
    </ActionForm>
  );
}

function OrderLines({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation();
  const money = (value: { amount: number; currency: 'CHF' }) => formatMoney(value, i18n.language);
  return (
    <Card id="lines-title" title={t('admin.order.lines')}>
      <ul className="admin-list">
        {order.lines.map((line) => (
          <li key={line.id} className="admin-row">
            <p>
              <strong>{line.name}</strong> · {t('admin.order.quantity', { count: line.quantity })} ·{' '}
              {money(line.lineTotal)}
            </p>
            {line.configuratorOptions ? (
              <p>
                {t('admin.order.options')}: {Object.values(line.configuratorOptions).join(', ')}
              </p>
            ) : null}
            {line.editionNumbers.length > 0 ? (
              <p>{t('admin.order.edition', { numbers: line.editionNumbers.join(', ') })}</p>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className="admin-facts">
        <dt>{t('admin.order.subtotal')}</dt>
        <dd>{money(order.subtotal)}</dd>
        <dt>{t('admin.order.discount')}</dt>
        <dd>{money(order.discountTotal)}</dd>
        <dt>{t('admin.order.fees')}</dt>
        <dd>{money(order.feesTotal)}</dd>
        <dt>{t('admin.order.total')}</dt>
        <dd>
          <strong>{money(order.total)}</strong>{' '}
          {t('admin.order.vat', { rate: String(order.vat.ratePermille / 10), amount: money(order.vat.amount) })}
        </dd>
      </dl>
    </Card>
  );
}

function Delivery({ order, children }: { order: AdminOrder; children: ReactNode }) {
  const { t } = useTranslation();
  const { delivery, contacts } = order;
  const when = { date: delivery.date ?? '', window: delivery.timeWindow ?? '' };
  const text = delivery.pickUpCenter
    ? t('admin.order.pickupOn', { ...when, centre: delivery.pickUpCenter.name })
    : delivery.date
      ? t('admin.order.courierOn', when)
      : t('admin.order.courierCall');
  return (
    <Card id="delivery-title" title={t('admin.order.delivery')}>
      <p>{text}</p>
      <p>
        {contacts.firstName} {contacts.lastName} · {order.email} · {contacts.countryCode} {contacts.phoneNumber}
      </p>
      <p>
        {contacts.address}, {contacts.zipCode} {contacts.city}
      </p>
      {children}
    </Card>
  );
}

/**
 * Another day and window, or another slot (at this or another centre), among those with a place left: a pick-up
 * first chooses the centre whose slots are listed (a plain GET form), then one choice names day and slot.
 */
function DeliveryChange({
  order,
  options,
  csrfToken,
  failure,
}: {
  order: AdminOrder;
  options: DeliveryOptions;
  csrfToken: string;
  failure: FormFailure | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const pickUp = order.delivery.method === 'pickup';
  const error = choiceError(failure?.fields);
  return (
    <section className="admin-delivery-change" aria-labelledby="delivery-change-title">
      <h3 id="delivery-change-title">
        {t(pickUp ? 'admin.order.deliveryChange.changePickUp' : 'admin.order.deliveryChange.changeCourier')}
      </h3>
      {pickUp && options.centres.length > 0 ? (
        <Form method="get" className="admin-inline-form">
          <AdminSelectField
            name="centre"
            label={t('admin.order.deliveryChange.centre')}
            options={options.centres.map((centre) => ({ value: String(centre.id), label: centre.name }))}
            defaultValue={String(options.centreId ?? '')}
          />
          <button type="submit" className="button button--secondary">
            {t('admin.order.deliveryChange.showSlots')}
          </button>
        </Form>
      ) : null}
      {options.choices.length === 0 ? (
        <p>{t(pickUp ? 'admin.order.deliveryChange.noFreeSlot' : 'admin.order.deliveryChange.noFreeWindow')}</p>
      ) : (
        <ActionForm
          failure={failure}
          hidden={{
            intent: 'delivery',
            csrf: csrfToken,
            version: String(order.version),
            method: order.delivery.method,
            centreId: String(options.centreId ?? ''),
          }}
          submit={t(pickUp ? 'admin.order.deliveryChange.movePickUp' : 'admin.order.deliveryChange.moveCourier')}
        >
          <AdminSelectField
            name="choice"
            label={t(pickUp ? 'admin.order.deliveryChange.newSlot' : 'admin.order.deliveryChange.newWindow')}
            options={options.choices.map((choice) => ({
              value: choiceValue(choice),
              label: t('admin.order.deliveryChange.choice', {
                day: formatDay(choice.date, locale, 'long'),
                window: choice.window,
                count: choice.remaining,
              }),
            }))}
            defaultValue={failure?.values.choice}
            error={error}
            focus={Boolean(error)}
          />
        </ActionForm>
      )}
    </section>
  );
}

/** The refund's first step: how much and why (what is left by default); nothing is refunded yet. */
function RefundForm({
  order,
  csrfToken,
  failure,
  values,
}: {
  order: AdminOrder;
  csrfToken: string;
  failure?: FormFailure;
  values?: { amount: string; reason: string };
}) {
  const { t, i18n } = useTranslation();
  const typed = failure?.values ?? values;
  return (
    <section className="admin-refund" aria-labelledby="refund-title">
      <h3 id="refund-title">{t('admin.refund.title')}</h3>
      <ActionForm
        failure={failure}
        hidden={{ intent: 'refund-review', csrf: csrfToken }}
        submit={t('admin.refund.review')}
      >
        <AdminTextField
          name="amount"
          label={t('admin.refund.amount')}
          hint={t('admin.refund.amountHint', { left: formatMoney(order.refundable, i18n.language) })}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={typed?.amount ?? francsText(order.refundable.amount)}
          error={failure?.fields.amount}
          focus={firstRefused(failure?.fields, ['amount', 'reason']) === 'amount'}
        />
        <AdminTextField
          name="reason"
          label={t('admin.refund.reason')}
          defaultValue={typed?.reason ?? ''}
          error={failure?.fields.reason}
          focus={firstRefused(failure?.fields, ['amount', 'reason']) === 'reason'}
        />
      </ActionForm>
    </section>
  );
}

/** The refund's second step: what will go back to the card, sent with the key made for this confirmation. */
function RefundConfirmation({ review, csrfToken, retry }: { review: RefundReview; csrfToken: string; retry?: string }) {
  const { t, i18n } = useTranslation();
  const centimes = centimesOfFrancsText(review.amount);
  const amount = centimes === null ? review.amount : formatMoney(centimes, i18n.language);
  return (
    <section className="admin-refund" aria-labelledby="refund-confirm-title">
      <h3 id="refund-confirm-title">{t('admin.refund.confirmTitle')}</h3>
      <p>{t('admin.refund.confirmText', { amount, reason: review.reason })}</p>
      <ActionForm
        failure={retry ? { formError: retry, fields: {}, values: {} } : undefined}
        hidden={{ intent: 'refund', csrf: csrfToken, amount: review.amount, reason: review.reason, key: review.key }}
        submit={t('admin.refund.confirm', { amount })}
      >
        {null}
      </ActionForm>
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="refund-edit" />
        <input type="hidden" name="amount" value={review.amount} />
        <input type="hidden" name="reason" value={review.reason} />
        <button type="submit" className="button">
          {t('admin.refund.change')}
        </button>
      </Form>
    </section>
  );
}

function Payments({ order, children }: { order: AdminOrder; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const money = (value: { amount: number; currency: 'CHF' }) => formatMoney(value, i18n.language);
  return (
    <Card id="payments-title" title={t('admin.order.payments')}>
      {order.payments.length === 0 ? <p>{t('admin.order.noPayments')}</p> : null}
      <ul className="admin-list">
        {order.payments.map((payment) => (
          <li key={payment.id} className="admin-row">
            <time dateTime={payment.createdAt}>{formatSwissMoment(payment.createdAt, i18n.language)}</time> ·{' '}
            {money(payment.amount)} · {t(`admin.order.paymentStatus.${payment.status}`)}
            {payment.cardLast4 ? ` · ${payment.cardBrand ?? ''} •••• ${payment.cardLast4}` : null}
          </li>
        ))}
      </ul>
      {order.refunds.length > 0 ? (
        <>
          <h3>{t('admin.refund.list')}</h3>
          <ul className="admin-list">
            {order.refunds.map((refund) => (
              <li key={refund.id} className="admin-row">
                <time dateTime={refund.createdAt}>{formatSwissMoment(refund.createdAt, i18n.language)}</time> ·{' '}
                {t('admin.refund.entry', { amount: money(refund.amount), name: refund.staff.name })} ·{' '}
                {t(`admin.refund.status.${refund.status}`)} · {refund.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        {t('admin.order.paid')}: {money(order.amountPaid)} · {t('admin.order.due')}: {money(order.balance)}
        {order.amountRefunded.amount > 0 ? ` · ${t('admin.refund.refunded')}: ${money(order.amountRefunded)}` : null}
      </p>
      {order.instalments.length > 0 ? (
        <>
          <h3>{t('admin.order.instalments')}</h3>
          <ol className="admin-list">
            {order.instalments.map((instalment) => (
              <li key={instalment.number}>
                {t('admin.order.instalment', {
                  number: String(instalment.number),
                  date: instalment.dueDate,
                  amount: money(instalment.amount),
                })}{' '}
                ({t(instalment.paid ? 'admin.order.instalmentPaid' : 'admin.order.instalmentOpen')})
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {children}
    </Card>
  );
}

function History({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation();
  return (
    <Card id="history-title" title={t('admin.order.history')}>
      <ol className="admin-list">
        {order.history.map((entry) => (
          <li key={`${entry.at}-${entry.to}`} className="admin-row">
            <time dateTime={entry.at}>{formatSwissMoment(entry.at, i18n.language)}</time> ·{' '}
            {t(`orders.status.${entry.to}`)} ·{' '}
            {t(`admin.order.author.${entry.author.kind}`, { name: entry.author.name ?? '' })}
            {entry.note ? ` · ${entry.note}` : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}

function Notes({ order, children }: { order: AdminOrder; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Card id="notes-title" title={t('admin.order.notes')}>
      {order.notes.length === 0 ? <p>{t('admin.order.noNotes')}</p> : null}
      <ul className="admin-list">
        {order.notes.map((note) => (
          <li key={note.id} className="admin-row">
            <time dateTime={note.at}>{formatSwissMoment(note.at, i18n.language)}</time> · {note.staff.name}: {note.text}
          </li>
        ))}
      </ul>
      {children}
    </Card>
  );
}
