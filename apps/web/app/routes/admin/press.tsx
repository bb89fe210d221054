import { publicationState } from '@beast/domain/content/editorial';
import { AdminPressListSchema, type AdminPressRow } from '@beast/domain/content/press-api.schema';
import { formatDay } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Link } from 'react-router';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { LanguagesWritten } from '../../features/back-office/editorial/editorial-languages';
import { PublicationBadge } from '../../features/back-office/editorial/publication-fields';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/press';

export async function loader(args: Route.LoaderArgs) {
  const { data: releases } = await backOfficeApi(args).load('/api/admin/press-releases', AdminPressListSchema);
  // Where each stands is told at the time the page was asked for.
  return { releases, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.press.title');

/** Every press release, newest first, with where it stands and the languages it is written in. */
export default function Press({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { releases, now } = loaderData;
  return (
    <>
      <ScreenHeading title={t('admin.press.title')} lead={t('admin.press.lead')}>
        <p className="admin-links">
          <Link to={BACK_OFFICE_PATHS.newPressRelease}>{t('admin.press.new')}</Link>
        </p>
      </ScreenHeading>
      <section className="admin-card" aria-labelledby="press-results">
        <h2 id="press-results" className="admin-section__title">
          {t('admin.press.count', { count: releases.length })}
        </h2>
        {releases.length === 0 ? (
          <p>{t('admin.press.empty')}</p>
        ) : (
          <ol className="admin-list">
            {releases.map((release) => (
              <PressRow key={release.id} release={release} now={new Date(now)} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function PressRow({ release, now }: { release: AdminPressRow; now: Date }) {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const publishedAt = new Date(release.publishedAt || now);
  return (
    <li className="admin-row admin-entry">
      <p className="admin-entry__what">
        <Link to={`${BACK_OFFICE_PATHS.press}/${release.id}`}>
          <strong>{release.title || release.key}</strong>
        </Link>
      </p>
      <p className="admin-entry__when">
        <PublicationBadge state={publicationState({ status: release.status, publishedAt }, now)} />{' '}
        <time dateTime={release.releasedOn}>{formatDay(release.releasedOn, locale)}</time>
      </p>
      <LanguagesWritten missing={release.missingTranslations} />
    </li>
  );
}
