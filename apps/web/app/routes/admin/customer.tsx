import { type AdminCustomer, AdminCustomerSchema } from '@beast/domain/accounts/admin-customers-api.schema';
import { countryName } from '@beast/domain/i18n/country-name';
import { formatSwissMoment } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import type { StaffPermission } from '@beast/domain/staff/staff-roles';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { Card, SentEmails } from '../../features/back-office/admin-card';
import { AdminTextField } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { CustomerStateBadge, customerName } from '../../features/back-office/customer-state';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { OrderStatusBadge } from '../../features/orders/order-status-badge';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { FormStatus } from '../../ui/field';
import type { Route } from './+types/customer';

export async function loader(args: Route.LoaderArgs) {
  const api = backOfficeApi(args);
  const path = `/api/admin/customers/${encodeURIComponent(args.params.id)}`;
  return { customer: await api.load(path, AdminCustomerSchema) };
}

type Intent = 'resend' | 'disable' | 'enable' | 'erase';
const DONE: Record<Intent, string> = {
  resend: 'admin.customer.resent',
  disable: 'admin.customer.disabled',
  enable: 'admin.customer.enabled',
  erase: 'admin.customer.erased',
};
const STEP: Record<Intent, string> = {
  resend: 'resend-confirmation',
  disable: 'disable',
  enable: 'enable',
  erase: 'erase',
};

/** Each form of the page names its intent; the API checks the role, the CSRF token and the account's state. */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent = '', csrf: csrfToken, ...values } = await formFields(args.request);
  const step = intent in STEP ? (intent as Intent) : 'resend';
  const path = `/api/admin/customers/${encodeURIComponent(args.params.id)}/${STEP[step]}`;
  try {
    const body = step === 'erase' ? { confirmation: values.confirmation ?? '' } : undefined;
    await api.change('POST', path, { body, csrfToken, schema: AdminCustomerSchema });
    return { done: DONE[step] };
  } catch (error) {
    return api.failure(error, values, { intent: step });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.customers.title');

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useStaffSession();
  const { customer } = loaderData;
  const { profile } = customer;
  const answer = actionData as { done?: string; failure?: FormFailure; intent?: string } | undefined;
  const failureOf = (intent: Intent) => (answer?.failure && answer.intent === intent ? answer.failure : undefined);
  // What the member's role may do (the API refuses the rest anyway): only those forms are shown.
  const may = (permission: StaffPermission) => session?.permissions.includes(permission) ?? false;
  const erased = profile.state === 'erased';
  return (
    <>
      <p>
        <Link to={BACK_OFFICE_PATHS.customers}>{t('admin.customer.back')}</Link>
      </p>
      <ScreenHeading title={customerName(profile, t)}>
        <CustomerStateBadge state={profile.state} />
      </ScreenHeading>
      <FormStatus message={answer?.done ? t(answer.done) : null} />
      <Profile customer={customer} />
      <Orders customer={customer} />
      <Vehicles customer={customer} />
      <SentEmails
        id="customer-emails-title"
        title={t('admin.customer.emails')}
        empty={t('admin.customer.noEmails')}
        emails={customer.emails}
      >
        {session && may('emails.resend') && profile.state === 'unconfirmed' ? (
          <ActionForm
            failure={failureOf('resend')}
            hidden={{ intent: 'resend', csrf: session.csrfToken }}
            submit={t('admin.customer.resend')}
          >
            {null}
          </ActionForm>
        ) : null}
      </SentEmails>
      {session && !erased && may('customers.write') ? (
        <Card id="privacy-title" title={t('admin.customer.actions')}>
          <p>
            {/* A file download from the API itself: the staff session's cookie goes with it. */}
            <a href={`/api/admin/customers/${profile.id}/export`} download>
              {t('admin.customer.export')}
            </a>
          </p>
          {profile.state === 'disabled' ? (
            <Confirm summary={t('admin.customer.enable')} text={t('admin.customer.enableText')}>
              <ActionForm
                failure={failureOf('enable')}
                hidden={{ intent: 'enable', csrf: session.csrfToken }}
                submit={t('admin.customer.enableConfirm')}
              >
                {null}
              </ActionForm>
            </Confirm>
          ) : (
            <Confirm
              summary={t('admin.customer.disable')}
              text={t('admin.customer.disableText')}
              open={Boolean(failureOf('disable'))}
            >
              <ActionForm
                failure={failureOf('disable')}
                hidden={{ intent: 'disable', csrf: session.csrfToken }}
                submit={t('admin.customer.disableConfirm')}
              >
                {null}
              </ActionForm>
            </Confirm>
          )}
          <ErasureForm csrfToken={session.csrfToken} failure={failureOf('erase')} />
        </Card>
      ) : null}
    </>
  );
}

/** An action that needs a second look: opened first, then confirmed (works without scripts). */
function Confirm({
  summary,
  text,
  open,
  children,
}: {
  summary: string;
  text: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="admin-confirm" open={open || undefined}>
      <summary>{summary}</summary>
      <p>{text}</p>
      {children}
    </details>
  );
}

function ErasureForm({ csrfToken, failure }: { csrfToken: string; failure?: FormFailure }) {
  const { t } = useTranslation();
  return (
    <Confirm summary={t('admin.customer.erase')} text={t('admin.customer.eraseText')} open={Boolean(failure)}>
      <ActionForm
        failure={failure}
        hidden={{ intent: 'erase', csrf: csrfToken }}
        submit={t('admin.customer.eraseConfirm')}
      >
        <AdminTextField
          name="confirmation"
          type="email"
          autoComplete="off"
          label={t('admin.customer.eraseConfirmation')}
          defaultValue={failure?.values.confirmation ?? ''}
          error={failure?.fields.confirmation}
          focus={Boolean(failure?.fields.confirmation)}
        />
      </ActionForm>
    </Confirm>
  );
}

function Profile({ customer }: { customer: AdminCustomer }) {
  const { t, i18n } = useTranslation();
  const { profile } = customer;
  const when = (value: string | null) => (value ? formatSwissMoment(value, i18n.language) : t('admin.customer.never'));
  const country = profile.country ? countryName(profile.country, i18n.language as Locale) : '';
  const place = [profile.address, [profile.zipCode, profile.city].filter(Boolean).join(' '), country]
    .filter(Boolean)
    .join(', ');
  const phone = [profile.countryCode, profile.phoneNumber].filter(Boolean).join(' ');
  const facts: [string, string][] = [
    ['email', profile.email],
    ['phone', phone || t('admin.customer.none')],
    ['address', place || t('admin.customer.none')],
    ['dateOfBirth', profile.dateOfBirth ?? t('admin.customer.none')],
    ['language', t(`admin.customer.languages.${profile.language}`)],
    ['registered', when(profile.createdAt)],
    ['confirmed', when(profile.emailConfirmedAt)],
  ];
  if (profile.disabledAt) facts.push(['disabledAt', when(profile.disabledAt)]);
  if (profile.erasedAt) facts.push(['erasedAt', when(profile.erasedAt)]);
  return (
    <Card id="profile-title" title={t('admin.customer.profile')}>
      <dl className="admin-member__facts admin-profile">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`admin.customer.fact.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Orders({ customer }: { customer: AdminCustomer }) {
  const { t, i18n } = useTranslation();
  return (
    <Card id="customer-orders-title" title={t('admin.customer.orders')}>
      {customer.orders.length === 0 ? <p>{t('admin.customer.noOrders')}</p> : null}
      <ul className="admin-list">
        {customer.orders.map((order) => (
          <li key={order.id} className="admin-row">
            <p>
              <Link to={`${BACK_OFFICE_PATHS.orders}/${order.id}`}>
                <strong>{order.number}</strong>
              </Link>{' '}
              <OrderStatusBadge status={order.status} colour={order.statusColour} />
            </p>
            <p>
              <time dateTime={order.createdAt}>{formatSwissMoment(order.createdAt, i18n.language)}</time> ·{' '}
              {formatMoney(order.total, i18n.language)}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Vehicles({ customer }: { customer: AdminCustomer }) {
  const { t, i18n } = useTranslation();
  return (
    <Card id="vehicles-title" title={t('admin.customer.vehicles')}>
      {customer.vehicles.length === 0 ? <p>{t('admin.customer.noVehicles')}</p> : null}
      <ul className="admin-list">
        {customer.vehicles.map((vehicle) => (
          <li key={vehicle.id} className="admin-row">
            <strong>{vehicle.name}</strong>
            {vehicle.editionNumber ? ` · ${t('admin.order.edition', { numbers: vehicle.editionNumber })}` : null} ·{' '}
            {t('admin.customer.deliveredOn', { date: formatSwissMoment(vehicle.deliveredAt, i18n.language) })} ·{' '}
            <Link to={`${BACK_OFFICE_PATHS.orders}/${vehicle.orderId}`}>{vehicle.orderNumber}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
