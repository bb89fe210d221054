import { REVIEW_STATUSES, type ReviewStatus } from '@beast/domain/reviews/reviews-api.schema';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import {
  type AdminReview,
  AdminReviewListSchema,
  AdminReviewSchema,
} from '@beast/domain/staff/reviews-admin-api.schema';
import { Form, Link, useNavigation } from 'react-router';
import { AdminTextArea, CsrfField } from '../../features/back-office/admin-fields';
import { backOfficeApi, type FormFailure, formFields } from '../../features/back-office/back-office-api.server';
import { ScreenHeading } from '../../features/back-office/back-office-page';
import { useStaffSession } from '../../features/back-office/use-staff-session';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { privatePageMeta } from '../../lib/seo/private-page';
import { FormAlert, FormStatus } from '../../ui/field';
import type { Route } from './+types/reviews';

function statusOf(value: string | null): ReviewStatus {
  return REVIEW_STATUSES.find((status) => status === value) ?? 'pending';
}

export async function loader(args: Route.LoaderArgs) {
  const status = statusOf(new URL(args.request.url).searchParams.get('status'));
  const list = await backOfficeApi(args).load('/api/admin/reviews', AdminReviewListSchema, { status, limit: 100 });
  return { status, list };
}

/** Publishes a review, or rejects it with the reason the reviewer is emailed. */
export async function action(args: Route.ActionArgs) {
  const api = backOfficeApi(args);
  const { intent = '', id = '', csrf: csrfToken, reason = '' } = await formFields(args.request);
  const path = `/api/admin/reviews/${encodeURIComponent(id)}/${intent === 'reject' ? 'reject' : 'publish'}`;
  try {
    const review = await api.change('POST', path, {
      csrfToken,
      schema: AdminReviewSchema,
      ...(intent === 'reject' && { body: { reason } }),
    });
    return { done: { id: review.id, status: review.status, name: review.name } };
  } catch (error) {
    return api.failure(error, { reason }, { id: Number(id) });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'admin.reviews.title');

type Answer = { done?: { id: number; status: ReviewStatus; name: string }; failure?: FormFailure; id?: number };

/**
 * The Reviews screen: the reviews waiting for a decision, oldest first (and those published or rejected). A
 * member of the content staff publishes one, and the product's page shows it at once, or rejects it with a
 * reason; either way the reviewer is emailed.
 */
export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { status, list } = loaderData;
  const answer = actionData as Answer | undefined;
  return (
    <>
      <ScreenHeading title={t('admin.reviews.title')} lead={t('admin.reviews.lead')} />
      <nav className="admin-card admin-tabs" aria-label={t('admin.reviews.statuses')}>
        <ul className="admin-tabs__list">
          {REVIEW_STATUSES.map((each) => (
            <li key={each}>
              <Link
                to={`${BACK_OFFICE_PATHS.reviews}?status=${each}`}
                className="admin-tabs__link"
                aria-current={each === status ? 'page' : undefined}
              >
                {t(`admin.reviews.status.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FormStatus
        message={answer?.done ? t(`admin.reviews.done.${answer.done.status}`, { name: answer.done.name }) : null}
      />
      <section className="admin-card" aria-labelledby="reviews-results">
        <h2 id="reviews-results" className="admin-section__title">
          {t(`admin.reviews.count.${status}`, { count: list.total })}
        </h2>
        {list.data.length === 0 ? (
          <p>{t(`admin.reviews.empty.${status}`)}</p>
        ) : (
          <ol className="admin-list">
            {list.data.map((review) => (
              <ReviewRow
                key={review.id}
                review={review}
                failure={answer?.id === review.id ? answer.failure : undefined}
              />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function ReviewRow({ review, failure }: { review: AdminReview; failure: FormFailure | undefined }) {
  const { t } = useTranslation();
  const session = useStaffSession();
  const busy = useNavigation().state === 'submitting';
  const heading = `review-${review.id}`;
  return (
    <li className="admin-row admin-review">
      <article aria-labelledby={heading}>
        <h3 id={heading} className="admin-review__title">
          {t('admin.reviews.of', { product: review.product.name, name: review.name })}
        </h3>
        <p className="admin-review__facts">
          <span>{t('admin.reviews.rating', { count: review.rating })}</span>
          <span>{review.email}</span>
          <span>{t(review.customer ? 'admin.reviews.customer' : 'admin.reviews.guest')}</span>
          {review.verifiedOwner ? <span>{t('admin.reviews.verified')}</span> : null}
          <span lang={review.locale}>{review.locale.toUpperCase()}</span>
          <time dateTime={review.createdAt}>{review.createdAt.slice(0, 10)}</time>
        </p>
        <p className="admin-review__message">{review.message || t('admin.reviews.noMessage')}</p>
        {review.rejectionReason ? (
          <p className="admin-review__reason">{t('admin.reviews.reason', { reason: review.rejectionReason })}</p>
        ) : null}
        {review.status === 'pending' && session ? (
          <div className="admin-review__decide">
            <Form method="post">
              <CsrfField token={session.csrfToken} />
              <input type="hidden" name="id" value={review.id} />
              <button
                type="submit"
                name="intent"
                value="publish"
                className="button button--primary"
                aria-disabled={busy || undefined}
              >
                {t('admin.reviews.publish')}
              </button>
            </Form>
            <Form method="post" className="form admin-review__reject" noValidate>
              <FormAlert message={failure?.formError ?? null} />
              <CsrfField token={session.csrfToken} />
              <input type="hidden" name="id" value={review.id} />
              <AdminTextArea
                name="reason"
                label={t('admin.reviews.reasonLabel')}
                hint={t('admin.reviews.reasonHint')}
                rows={2}
                defaultValue={failure?.values.reason ?? ''}
                error={failure?.fields.reason}
                focus={Boolean(failure?.fields.reason)}
              />
              <button
                type="submit"
                name="intent"
                value="reject"
                className="button button--secondary"
                aria-disabled={busy || undefined}
              >
                {t('admin.reviews.reject')}
              </button>
            </Form>
          </div>
        ) : null}
      </article>
    </li>
  );
}
