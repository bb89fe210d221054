import { PRODUCT_TYPE_CODES } from '@beast/domain/catalog/product-type-codes';
import { formatSwissMoment } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import {
  ADMIN_COUPONS_PAGE_SIZE,
  type AdminCoupon,
  AdminCouponSchema,
  type AdminRedemptionList,
  AdminRedemptionListSchema,
  AdminWrittenSchema,
} from '@beast/domain/staff/catalogue-api.schema';
import { swissIsoDay } from '@beast/domain/validation/calendar-date';
import { Form, Link, redirect } from 'react-router';
import { ActionForm } from '../../features/back-office/action-form';
import { AdminSelectField, AdminTextField, CsrfField, firstRefused } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import {
  COUPON_FIELDS,
  COUPON_KINDS,
  couponErrors,
  couponFromForm,
  couponValues,
  discountText,
  newCouponValues,
  productTypeField,
} from '../../features/back-office/coupon-form';
import { ListPages } from '../../features/back-office/list-pages';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { FieldError, FormAlert, FormStatus } from '../../ui/field';
import type { Route } from './+types/coupon';

/** `/admin/coupons/new` makes a coupon; `/admin/coupons/:id` changes one and lists its redemptions, paged. */
const NEW = 'new';
const couponPath = (id: string) => `/api/admin/coupons/${encodeURIComponent(id)}`;

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const today = swissIsoDay(new Date());
  if (args.params.id === NEW) return { coupon: null, redemptions: null, page: 1, today, created: false };
  const api = backOfficeApi(args);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const path = couponPath(args.params.id);
  const [coupon, redemptions] = await Promise.all([
    api.load(path, AdminCouponSchema),
    api.load(`${path}/redemptions`, AdminRedemptionListSchema, {
      offset: (page - 1) * ADMIN_COUPONS_PAGE_SIZE,
      limit: ADMIN_COUPONS_PAGE_SIZE,
    }),
  ]);
  // A coupon just made comes here with `?done=created`.
  return { coupon, redemptions, page, today, created: url.searchParams.get('done') === 'created' };
}

type Done = 'created' | 'saved' | 'enabled' | 'disabled';
type Intent = 'save' | 'activation';

export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent = '', csrf: csrfToken, revision = '', ...values } = await formFields(args.request);
  try {
    if (args.params.id === NEW) {
      const { id } = await api.change('POST', '/api/admin/coupons', {
        body: couponFromForm(values),
        csrfToken,
        schema: AdminWrittenSchema,
      });
      return redirect(`${BACK_OFFICE_PATHS.coupons}/${id}?done=created`, { headers: api.cookieHeaders() });
    }
    const path = couponPath(args.params.id);
    if (intent === 'activation') {
      const isActive = values.isActive === 'true';
      await api.change('POST', `${path}/activation`, {
        body: { revision, isActive },
        csrfToken,
        schema: AdminWrittenSchema,
      });
      return { done: (isActive ? 'enabled' : 'disabled') as Done };
    }
    const body = { revision, coupon: couponFromForm(values) };
    await api.change('PUT', path, { body, csrfToken, schema: AdminWrittenSchema });
    return { done: 'saved' as Done };
  } catch (error) {
    return api.failure(error, values, { intent });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.coupons.title');

export default function CouponPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const { coupon, redemptions, page, today, created } = loaderData;
  const answer = actionData as { done?: Done; failure?: FormFailure; intent?: Intent } | undefined;
  const failureOf = (intent: Intent) => (answer?.failure && answer.intent === intent ? answer.failure : undefined);
  const done = answer?.done ?? (created ? 'created' : undefined);
  return (
    <>
      <ScreenHeading
        title={coupon ? coupon.coupon.code : t('admin.coupons.newTitle')}
        lead={coupon ? discountText(coupon.coupon, t, i18n.language as Locale) : t('admin.coupons.newLead')}
      >
        <p>
          <Link to={BACK_OFFICE_PATHS.coupons}>{t('admin.coupons.back')}</Link>
        </p>
      </ScreenHeading>
      {done ? (
        <div className="admin-card admin-done">
          <FormStatus message={t(`admin.coupons.done.${done}`)} />
        </div>
      ) : (
        <FormStatus message={null} />
      )}
      {coupon ? <Activation coupon={coupon} csrfToken={session.csrfToken} failure={failureOf('activation')} /> : null}
      <CouponForm
        coupon={coupon}
        today={today}
        csrfToken={session.csrfToken}
        failure={coupon ? failureOf('save') : answer?.failure}
      />
      {coupon && redemptions ? <Redemptions coupon={coupon} redemptions={redemptions} page={page} /> : null}
    </>
  );
}

/** Switching a coupon off (or on again) at once, nothing else changed. */
function Activation({
  coupon,
  csrfToken,
  failure,
}: {
  coupon: AdminCoupon;
  csrfToken: string;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const on = coupon.coupon.isActive;
  return (
    <section className="admin-card" aria-labelledby="activation-title">
      <h2 id="activation-title" className="admin-section__title">
        {t('admin.coupons.stateTitle', { state: t(`admin.coupons.state.${coupon.state}`) })}
      </h2>
      <p>{t('admin.coupons.redeemed', { count: coupon.redemptions })}</p>
      <FormAlert message={failure?.formError ?? null} />
      <Form method="post">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="revision" value={coupon.revision} />
        <input type="hidden" name="isActive" value={on ? 'false' : 'true'} />
        <button type="submit" name="intent" value="activation" className="button button--secondary">
          {t(on ? 'admin.coupons.disable' : 'admin.coupons.enable')}
        </button>
      </Form>
    </section>
  );
}

function CouponForm({
  coupon,
  today,
  csrfToken,
  failure,
}: {
  coupon: AdminCoupon | null;
  today: string;
  csrfToken: string;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const values = failure?.values ?? (coupon ? couponValues(coupon.coupon) : newCouponValues(today));
  const errors = failure ? couponErrors(failure.fields) : {};
  const focus = firstRefused(errors, COUPON_FIELDS);
  const field = (
    name: string,
    label: string,
    extra: { type?: string; hint?: string; inputMode?: 'numeric' | 'decimal' } = {},
  ) => (
    <AdminTextField
      name={name}
      label={label}
      defaultValue={values[name] ?? ''}
      error={errors[name]}
      focus={focus === name}
      {...extra}
    />
  );
  return (
    <section className="admin-card" aria-labelledby="coupon-form-title">
      <h2 id="coupon-form-title" className="admin-section__title">
        {t(coupon ? 'admin.coupons.formTitle' : 'admin.coupons.newTitle')}
      </h2>
      {/* A new revision (the change saved) shows the coupon as stored; a refusal keeps what was typed. */}
      <ActionForm
        key={coupon?.revision ?? NEW}
        failure={failure}
        hidden={{ intent: 'save', csrf: csrfToken, revision: coupon?.revision ?? '' }}
        submit={t(coupon ? 'admin.coupons.save' : 'admin.coupons.create')}
      >
        <fieldset className="admin-fieldset">
          <legend>{t('admin.coupons.discountLegend')}</legend>
          {field('code', t('admin.coupons.code'), { hint: t('admin.coupons.codeHint') })}
          <AdminSelectField
            name="kind"
            label={t('admin.coupons.kind')}
            options={COUPON_KINDS.map((kind) => ({ value: kind, label: t(`admin.coupons.kinds.${kind}`) }))}
            defaultValue={values.kind}
          />
          {field('value', t('admin.coupons.value'), { inputMode: 'decimal', hint: t('admin.coupons.valueHint') })}
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>{t('admin.coupons.validityLegend')}</legend>
          {field('validFrom', t('admin.coupons.validFrom'), { type: 'date' })}
          {field('lastDay', t('admin.coupons.lastDay'), { type: 'date', hint: t('admin.coupons.lastDayHint') })}
          {field('maxRedemptions', t('admin.coupons.maxRedemptions'), {
            inputMode: 'numeric',
            hint: t('admin.coupons.noLimitHint'),
          })}
          {field('perCustomerLimit', t('admin.coupons.perCustomerLimit'), {
            inputMode: 'numeric',
            hint: t('admin.coupons.noLimitHint'),
          })}
        </fieldset>
        <fieldset className="admin-weekdays" aria-describedby="types-hint">
          <legend>{t('admin.coupons.appliesTo')}</legend>
          <p className="field__hint" id="types-hint">
            {t('admin.coupons.appliesToHint')}
          </p>
          {PRODUCT_TYPE_CODES.map((type) => (
            <label key={type} className="admin-check">
              <input
                type="checkbox"
                name={productTypeField(type)}
                defaultChecked={values[productTypeField(type)] === 'on'}
              />{' '}
              {t(`admin.coupons.types.${type}`)}
            </label>
          ))}
          <FieldError id="types-error" message={errors.productTypes} />
        </fieldset>
        <label className="admin-check">
          <input type="checkbox" name="isActive" defaultChecked={values.isActive === 'on'} />{' '}
          {t('admin.coupons.activeLabel')}
        </label>
      </ActionForm>
    </section>
  );
}

function Redemptions({
  coupon,
  redemptions,
  page,
}: {
  coupon: AdminCoupon;
  redemptions: AdminRedemptionList;
  page: number;
}) {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  const mayOpenOrders = session?.permissions.includes('orders.read') ?? false;
  const pages = Math.max(1, Math.ceil(redemptions.total / ADMIN_COUPONS_PAGE_SIZE));
  return (
    <section className="admin-card" aria-labelledby="redemptions-title">
      <h2 id="redemptions-title" className="admin-section__title">
        {t('admin.coupons.redemptions.title', { count: redemptions.total })}
      </h2>
      {redemptions.data.length === 0 ? (
        <p>{t('admin.coupons.redemptions.empty')}</p>
      ) : (
        <ul className="admin-list">
          {redemptions.data.map((redemption) => (
            <li key={redemption.id} className="admin-row">
              <time dateTime={redemption.at}>{formatSwissMoment(redemption.at, i18n.language as Locale)}</time> ·{' '}
              {redemption.email} ·{' '}
              {t(redemption.customerAccount ? 'admin.coupons.redemptions.account' : 'admin.coupons.redemptions.guest')}
              {redemption.orderId !== null && mayOpenOrders ? (
                <>
                  {' · '}
                  <Link to={`${BACK_OFFICE_PATHS.orders}/${redemption.orderId}`}>
                    {t('admin.coupons.redemptions.order', { id: redemption.orderId })}
                  </Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ListPages
        path={`${BACK_OFFICE_PATHS.coupons}/${coupon.id}`}
        page={page}
        pages={pages}
        filters={{}}
        texts="admin.coupons.redemptions"
      />
    </section>
  );
}
