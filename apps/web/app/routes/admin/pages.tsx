import { publicationState } from '@beast/domain/content/editorial';
import { AdminPageListSchema, type AdminPageSummary } from '@beast/domain/content/pages-api.schema';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Link } from 'react-router';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { PageLanguageMarker } from '../../features/back-office/editorial/page-language-marker';
import { PublicationBadge } from '../../features/back-office/editorial/publication-fields';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/pages';

/** Every information page the shop has a route for, written or not, with where it stands for readers. */
export async function loader(args: Route.LoaderArgs) {
  const { data } = await backOfficeApi(args).load('/api/admin/pages', AdminPageListSchema);
  const now = new Date();
  return {
    pages: data.map((page) => ({
      ...page,
      state: page.exists
        ? publicationState({ status: page.status, publishedAt: new Date(page.publishedAt ?? now.toISOString()) }, now)
        : null,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.pages.title');

export default function Pages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHeading title={t('admin.pages.title')} lead={t('admin.pages.lead')} />
      <section className="admin-card" aria-labelledby="pages-list-title">
        <h2 id="pages-list-title" className="admin-section__title">
          {t('admin.pages.count', { count: loaderData.pages.length })}
        </h2>
        <ul className="admin-list">
          {loaderData.pages.map((page) => (
            <PageRow key={page.key} page={page} />
          ))}
        </ul>
      </section>
    </>
  );
}

function PageRow({ page }: { page: AdminPageSummary & { state: ReturnType<typeof publicationState> | null } }) {
  const { t, i18n } = useTranslation();
  const title = page.titles[i18n.language as Locale] ?? LOCALES.map((locale) => page.titles[locale]).find(Boolean);
  return (
    <li className="admin-row admin-member">
      <div className="admin-member__who">
        <p className="admin-member__name">
          <Link to={`${BACK_OFFICE_PATHS.pages}/${page.key}`}>{title ?? page.key}</Link>
          {page.state ? (
            <PublicationBadge state={page.state} />
          ) : (
            <span className="admin-state admin-state--red">{t('admin.pages.notWritten')}</span>
          )}
        </p>
        <p className="admin-member__email">{`/${page.key}`}</p>
      </div>
      <dl className="admin-member__facts">
        {LOCALES.map((locale) => (
          <div key={locale}>
            <dt>{t(`admin.catalogue.column.${locale}`)}</dt>
            <dd>
              <PageLanguageMarker state={page.languages[locale]} />
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
