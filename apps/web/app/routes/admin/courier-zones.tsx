import type { Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import {
  COURIER_ZONES_PAGE_SIZE,
  CourierZoneListSchema,
  type CourierZoneSummary,
} from '@beast/domain/staff/centres-api.schema';
import { Link } from 'react-router';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { postcodesText } from '../../features/back-office/courier-zone-form';
import { ListPages } from '../../features/back-office/list-pages';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/courier-zones';

/** The page comes in the address, so a view can be bookmarked and shared. */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const zones = await backOfficeApi(args).load('/api/admin/courier-zones', CourierZoneListSchema, {
    offset: (page - 1) * COURIER_ZONES_PAGE_SIZE,
    limit: COURIER_ZONES_PAGE_SIZE,
  });
  return { page, zones };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.courierZones.title');

export default function CourierZones({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, zones } = loaderData;
  const pages = Math.max(1, Math.ceil(zones.total / COURIER_ZONES_PAGE_SIZE));
  return (
    <>
      <ScreenHeading title={t('admin.courierZones.title')} lead={t('admin.courierZones.lead')} />
      <section className="admin-card" aria-labelledby="zones-title">
        <h2 id="zones-title" className="admin-section__title">
          {t('admin.courierZones.count', { count: zones.total })}
        </h2>
        {zones.data.length === 0 ? (
          <p>{t('admin.courierZones.empty')}</p>
        ) : (
          <ul className="admin-list">
            {zones.data.map((zone) => (
              <ZoneRow key={zone.id} zone={zone} />
            ))}
          </ul>
        )}
        <ListPages
          path={BACK_OFFICE_PATHS.courierZones}
          page={page}
          pages={pages}
          filters={{}}
          texts="admin.courierZones"
        />
      </section>
    </>
  );
}

function ZoneRow({ zone }: { zone: CourierZoneSummary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Locale;
  return (
    <li className="admin-row admin-member">
      <div className="admin-member__who">
        <p className="admin-member__name">
          <Link to={`${BACK_OFFICE_PATHS.courierZones}/${zone.id}`}>{zone.name[language]}</Link>
          <span className={zone.isActive ? 'badge badge--accent' : 'badge'}>
            {t(zone.isActive ? 'admin.courierZones.active' : 'admin.courierZones.inactive')}
          </span>
        </p>
      </div>
      <dl className="admin-member__facts">
        <div>
          <dt>{t('admin.courierZones.postcodes')}</dt>
          <dd>{postcodesText(zone.postcodeRanges)}</dd>
        </div>
        <div>
          <dt>{t('admin.courierZones.windowCount')}</dt>
          <dd>{zone.windowCount}</dd>
        </div>
      </dl>
    </li>
  );
}
