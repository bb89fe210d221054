import { FAQ_CATEGORIES, type FaqCategory, publicationState } from '@beast/domain/content/editorial';
import { AdminFaqListSchema, AdminFaqOrderWrittenSchema } from '@beast/domain/content/faq-api.schema';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import { Link } from 'react-router';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { faqCategoryOf } from '../../features/back-office/editorial/faq-form';
import {
  FAQ_MOVE_INTENT,
  FAQ_ORDER_INTENT,
  type FaqListEntry,
  FaqOrderList,
} from '../../features/back-office/editorial/faq-order-list';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { ButtonLink } from '../../ui/button';
import { FormAlert, FormStatus } from '../../ui/field';
import type { Route } from './+types/faq';

/** The category shown comes in the address (`?category=`), so a view can be bookmarked and the order kept. */
export async function loader(args: Route.LoaderArgs) {
  const category = faqCategoryOf(new URL(args.request.url).searchParams.get('category'));
  const { categories } = await backOfficeApi(args).load('/api/admin/faq', AdminFaqListSchema);
  const now = new Date();
  const shown = categories.find((item) => item.category === category);
  const entries: FaqListEntry[] = (shown?.entries ?? []).map((entry) => ({
    ...entry,
    state: publicationState(
      { status: entry.status, publishedAt: new Date(entry.publishedAt || now.toISOString()) },
      now,
    ),
  }));
  const counts = Object.fromEntries(categories.map((item) => [item.category, item.entries.length]));
  return { category, revision: shown?.revision ?? '', entries, counts };
}

/** One step up or down (the buttons), or the whole order (a drag); either names the order's revision. */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent = '', csrf: csrfToken, revision = '', id = '', ...values } = await formFields(args.request);
  try {
    if (intent === FAQ_MOVE_INTENT) {
      const move = values.move === 'up' ? 'up' : 'down';
      await api.change('POST', `/api/admin/faq/${encodeURIComponent(id)}/move`, {
        body: { revision, move },
        csrfToken,
        schema: AdminFaqOrderWrittenSchema,
      });
      return { moved: { id: Number(id), move } };
    }
    if (intent === FAQ_ORDER_INTENT) {
      const category = faqCategoryOf(values.category ?? new URL(args.request.url).searchParams.get('category'));
      const ids = (values.ids ?? '').split(',').filter(Boolean).map(Number);
      await api.change('PUT', `/api/admin/faq/order/${category}`, {
        body: { revision, ids },
        csrfToken,
        schema: AdminFaqOrderWrittenSchema,
      });
      return { moved: { id: Number(id), move: undefined } };
    }
    return null;
  } catch (error) {
    return api.failure(error, values);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.faq.title');

export default function FaqScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useStaffSession();
  if (!session) return null;
  const { category, revision, entries, counts } = loaderData;
  const answer = actionData as { moved?: { id: number; move?: 'up' | 'down' }; failure?: FormFailure } | null;
  const moved = answer?.moved;
  const position = moved ? entries.findIndex((entry) => entry.id === moved.id) + 1 : 0;
  const movedEntry = moved ? entries[position - 1] : undefined;
  return (
    <>
      <ScreenHeading title={t('admin.faq.title')} lead={t('admin.faq.lead')}>
        <p>
          <ButtonLink to={`${BACK_OFFICE_PATHS.faq}/new?category=${category}`} variant="secondary">
            {t('admin.faq.new')}
          </ButtonLink>
        </p>
      </ScreenHeading>
      <CategoryNavigation current={category} counts={counts} />
      <section className="admin-card" aria-labelledby="faq-category-title">
        <h2 id="faq-category-title" className="admin-section__title">
          {t(`faq.categories.${category}`)}
        </h2>
        <FormAlert message={answer?.failure?.formError ?? null} />
        <FormStatus
          message={
            movedEntry
              ? t('admin.faq.moved', {
                  question: movedEntry.question || movedEntry.key,
                  position,
                  count: entries.length,
                })
              : null
          }
        />
        <FaqOrderList
          key={`${category}-${revision}`}
          category={category}
          entries={entries}
          revision={revision}
          csrfToken={session.csrfToken}
          moved={moved?.move ? { id: moved.id, move: moved.move } : undefined}
        />
      </section>
    </>
  );
}

/** The eight categories of the public FAQ, in its order, each with how many entries it holds. */
function CategoryNavigation({ current, counts }: { current: FaqCategory; counts: Record<string, number> }) {
  const { t } = useTranslation();
  return (
    <nav className="admin-card admin-tabs" aria-label={t('admin.faq.categories')}>
      <ul className="admin-tabs__list">
        {FAQ_CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={`${BACK_OFFICE_PATHS.faq}?category=${category}`}
              className="admin-tabs__link"
              aria-current={category === current ? 'page' : undefined}
            >
              {t(`faq.categories.${category}`)} <span className="admin-tabs__count">{counts[category] ?? 0}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
