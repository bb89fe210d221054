import { formatDay } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import {
  ADMIN_COUPONS_PAGE_SIZE,
  AdminCouponListSchema,
  type AdminCouponRow,
  COUPON_STATES,
  type CouponState,
} from '@beast/domain/staff/catalogue-api.schema';
import { Form, Link } from 'react-router';
import { AdminSelectField, AdminTextField } from '../../features/back-office/admin-fields';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { couponValues, discountText } from '../../features/back-office/coupon-form';
import { ListResults } from '../../features/back-office/list-pages';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { ButtonLink } from '../../ui/button';
import type { Route } from './+types/coupons';

/** The state, the search and the page come in the address, so a view can be bookmarked and shared. */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const asked = url.searchParams.get('state');
  const state: CouponState | undefined = COUPON_STATES.find((known) => known === asked);
  const q = url.searchParams.get('q')?.trim() || undefined;
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const coupons = await backOfficeApi(args).load('/api/admin/coupons', AdminCouponListSchema, {
    state,
    q,
    offset: (page - 1) * ADMIN_COUPONS_PAGE_SIZE,
    limit: ADMIN_COUPONS_PAGE_SIZE,
  });
  return { state, q, page, coupons };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.coupons.title');

export default function Coupons({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, q, page, coupons } = loaderData;
  const pages = Math.max(1, Math.ceil(coupons.total / ADMIN_COUPONS_PAGE_SIZE));
  return (
    <>
      <ScreenHeading title={t('admin.coupons.title')} lead={t('admin.coupons.lead')}>
        <p>
          <ButtonLink to={`${BACK_OFFICE_PATHS.coupons}/new`} variant="secondary">
            {t('admin.coupons.new')}
          </ButtonLink>
        </p>
      </ScreenHeading>
      <ListResults
        texts="admin.coupons"
        path={BACK_OFFICE_PATHS.coupons}
        page={page}
        pages={pages}
        total={coupons.total}
        items={coupons.data}
        filters={{ state, q }}
        ordered={false}
        toolbar={
          <Form method="get" className="admin-inline-form">
            <AdminTextField name="q" type="search" label={t('admin.coupons.search')} defaultValue={q ?? ''} />
            <AdminSelectField
              name="state"
              label={t('admin.coupons.filter')}
              placeholder={t('admin.coupons.allStates')}
              options={COUPON_STATES.map((value) => ({ value, label: t(`admin.coupons.state.${value}`) }))}
              defaultValue={state ?? ''}
            />
            <button type="submit" className="button button--secondary">
              {t('admin.coupons.apply')}
            </button>
          </Form>
        }
        renderItem={(row) => <CouponRow key={row.id} row={row} />}
      />
    </>
  );
}

function CouponRow({ row }: { row: AdminCouponRow }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { validFrom, lastDay } = couponValues(row.coupon);
  return (
    <li className="admin-row admin-member">
      <div className="admin-member__who">
        <p className="admin-member__name">
          <Link to={`${BACK_OFFICE_PATHS.coupons}/${row.id}`}>{row.coupon.code}</Link>
          <span className={row.state === 'active' ? 'badge badge--accent' : 'badge'}>
            {t(`admin.coupons.state.${row.state}`)}
          </span>
        </p>
        <p className="admin-member__email">{discountText(row.coupon, t, locale)}</p>
      </div>
      <dl className="admin-member__facts">
        <div>
          <dt>{t('admin.coupons.validity')}</dt>
          <dd>
            {lastDay
              ? t('admin.coupons.fromTo', { from: formatDay(validFrom!, locale), to: formatDay(lastDay, locale) })
              : t('admin.coupons.fromOn', { from: formatDay(validFrom!, locale) })}
          </dd>
        </div>
        <div>
          <dt>{t('admin.coupons.redemptionCount')}</dt>
          <dd>{row.redemptions}</dd>
        </div>
      </dl>
    </li>
  );
}
