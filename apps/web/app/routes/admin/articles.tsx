import {
  ADMIN_ARTICLES_PAGE_SIZE,
  AdminArticleCategoryListSchema,
  AdminArticleListSchema,
  type AdminArticleRow,
} from '@beast/domain/content/articles-api.schema';
import { PUBLICATION_STATES } from '@beast/domain/content/editorial';
import { formatSwissMoment } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Link } from 'react-router';
import { AdminSelectField, AdminTextField } from '../../features/back-office/admin-fields';
import { backOfficeApi } from '../../features/back-office/back-office-api.server';
import { DoneNotice, ScreenHeading } from '../../features/back-office/back-office-page';
import { LanguagesWritten } from '../../features/back-office/editorial/editorial-languages';
import { PublicationBadge } from '../../features/back-office/editorial/publication-fields';
import { ListFilters, ListResults } from '../../features/back-office/list-pages';
import { ApiError } from '../../lib/api/api-error';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import type { Route } from './+types/articles';

const FILTERS = ['q', 'state', 'category'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

/** The filters and the page come in the address, so a view can be bookmarked and shared. */
export async function loader(args: Route.LoaderArgs) {
  const api = backOfficeApi(args);
  const url = new URL(args.request.url);
  const filters: Filters = Object.fromEntries(
    FILTERS.map((name) => [name, url.searchParams.get(name)?.trim() || undefined]).filter(([, value]) => value),
  );
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const query = { ...filters, offset: (page - 1) * ADMIN_ARTICLES_PAGE_SIZE, limit: ADMIN_ARTICLES_PAGE_SIZE };
  const { data: categories } = await api.load('/api/admin/article-categories', AdminArticleCategoryListSchema);
  const deleted = url.searchParams.get('done') === 'deleted';
  try {
    const articles = await api.read('/api/admin/articles', AdminArticleListSchema, query);
    return { filters, page, articles, categories, deleted, filterError: null };
  } catch (error) {
    // A value typed by hand in the address that the API refuses: the filters say so.
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const articles = { data: [], offset: 0, limit: ADMIN_ARTICLES_PAGE_SIZE, total: 0 };
    return { filters, page: 1, articles, categories, deleted, filterError: error.message };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.articles.title');

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { filters, page, articles, categories, deleted, filterError } = loaderData;
  const pages = Math.max(1, Math.ceil(articles.total / ADMIN_ARTICLES_PAGE_SIZE));
  return (
    <>
      <ScreenHeading title={t('admin.articles.title')} lead={t('admin.articles.lead')}>
        <p className="admin-links">
          <Link to={BACK_OFFICE_PATHS.newArticle}>{t('admin.articles.new')}</Link>
          <Link to={BACK_OFFICE_PATHS.articleCategories}>{t('admin.articles.categories')}</Link>
        </p>
      </ScreenHeading>
      <DoneNotice message={deleted ? t('admin.articles.done.deleted') : null} />
      <ListFilters texts="admin.articles" path={BACK_OFFICE_PATHS.articles} error={filterError} role="search">
        <AdminTextField name="q" type="search" label={t('admin.articles.search')} defaultValue={filters.q} />
        <AdminSelectField
          name="state"
          label={t('admin.articles.state')}
          placeholder={t('admin.articles.anyState')}
          options={PUBLICATION_STATES.map((state) => ({ value: state, label: t(`admin.editorial.states.${state}`) }))}
          defaultValue={filters.state}
        />
        <AdminSelectField
          name="category"
          label={t('admin.articles.category')}
          placeholder={t('admin.articles.anyCategory')}
          options={categories.map(({ category }) => ({ value: category.slug, label: category.name[locale] }))}
          defaultValue={filters.category}
        />
      </ListFilters>
      <ListResults
        texts="admin.articles"
        path={BACK_OFFICE_PATHS.articles}
        page={page}
        pages={pages}
        total={articles.total}
        items={articles.data}
        filters={filters}
        renderItem={(article) => <ArticleRow key={article.id} article={article} />}
      />
    </>
  );
}

function ArticleRow({ article }: { article: AdminArticleRow }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (
    <li className="admin-row admin-entry">
      <p className="admin-entry__what">
        <Link to={`${BACK_OFFICE_PATHS.articles}/${article.id}`}>
          <strong>{article.title}</strong>
        </Link>{' '}
        {article.pinned ? <span className="admin-badge">{t('admin.articles.pinned')}</span> : null}
      </p>
      <p className="admin-entry__who">
        {article.category.name}
        {article.hashtags.length > 0 ? ` · ${article.hashtags.map((tag) => `#${tag}`).join(' ')}` : null}
      </p>
      <p className="admin-entry__when">
        <PublicationBadge state={article.state} />{' '}
        <time dateTime={article.publishedAt}>{formatSwissMoment(article.publishedAt, locale)}</time>
      </p>
      <LanguagesWritten missing={article.missingTranslations} />
    </li>
  );
}
