import type { ProductDetail } from '@beast/domain/catalog/product.schema';
import { productPath } from '@beast/domain/catalog/product-pages';
import { interpolate } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import type { ProductReviews, PublishedReview, ReviewStatus } from '@beast/domain/reviews/reviews-api.schema';
import type { AdminReview, AdminReviewList } from '@beast/domain/staff/reviews-admin-api.schema';
import type { GuestReview, Review } from '@beast/domain/validation/review.schema';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { translate } from '../../i18n/translate';
import type { Clock } from '../../lib/clock';
import type { Actor, OnContentChange } from '../../lib/content-change';
import { recordStaffChange } from '../audit/audit';
import { createCatalogRepository } from '../catalog/catalog.repository';
import { createCatalogService } from '../catalog/catalog.service';
import { createOutboxRepository } from '../mail/outbox.repository';
import { linkEmail } from '../mail/templates';
import { createReviewsRepository, type ReviewRow } from './reviews.repository';

export interface ReviewsDependencies {
  db: Db;
  clock: Clock;
  brandName: string;
  publicOrigin: string;
}

/** Who wrote a review: a signed-in customer (spec §6 authenticated variant) or a guest who says who they are. */
export type ReviewAuthor = { userId: number } | { guest: Pick<GuestReview, 'firstName' | 'email'> };

/** "Anna Muster" → "Anna M.": the page names a customer without their whole name. */
export function shortName(firstName: string, lastName = ''): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

/** The mean of the ratings to one decimal, as the page and the structured data show it. */
function roundAverage(average: number | null): number | null {
  return average === null ? null : Math.round(average * 10) / 10;
}

function toPublished(row: ReviewRow): PublishedReview {
  return {
    id: row.id,
    name: row.name,
    rating: row.rating,
    message: row.message,
    verifiedOwner: row.verifiedOwner,
    publishedAt: (row.moderatedAt ?? row.createdAt).toISOString(),
  };
}

/**
 * Product reviews (spec §3, §4, §6): anyone may write one, signed in or as a guest; it waits for a member of
 * staff, who publishes or rejects it (with a reason), and the reviewer is emailed the outcome. Only published
 * reviews are read by the pages and counted in their average.
 */
export function createReviewsService(deps: ReviewsDependencies) {
  const product = (locale: Locale, idOrSlug: string, db: Db = deps.db): Promise<ProductDetail> =>
    createCatalogService(createCatalogRepository(db)).getProduct(locale, idOrSlug);

  return {
    async published(locale: Locale, idOrSlug: string, offset: number, limit: number): Promise<ProductReviews> {
      const { id } = await product(locale, idOrSlug);
      const { rows, count, average } = await createReviewsRepository(deps.db).publishedOf(id, offset, limit);
      return {
        data: rows.map(toPublished),
        offset,
        limit,
        total: count,
        rating: { average: roundAverage(average), count },
      };
    },

    /** Keeps a review for moderation; a customer who received this model is marked as a verified owner. */
    async send(locale: Locale, idOrSlug: string, review: Review, author: ReviewAuthor): Promise<void> {
      const { id: productId } = await product(locale, idOrSlug);
      const reviews = createReviewsRepository(deps.db);
      let who: { userId: number | null; name: string; email: string; verifiedOwner: boolean };
      if ('userId' in author) {
        const user = await reviews.userName(author.userId);
        if (!user) throw new DomainError('UNAUTHORIZED');
        who = {
          userId: author.userId,
          name: shortName(user.firstName, user.lastName),
          email: user.email,
          verifiedOwner: await reviews.received(author.userId, productId),
        };
      } else {
        who = { userId: null, name: author.guest.firstName.trim(), email: author.guest.email, verifiedOwner: false };
      }
      await reviews.insert({
        productId,
        ...who,
        locale,
        rating: review.rating,
        message: review.message?.trim() ?? '',
        createdAt: deps.clock(),
      });
    },
  };
}

/**
 * The staff's side: the queue by status, and publishing or rejecting a pending review. Each decision is
 * audited, emailed to the reviewer in their language in the same transaction, and drops the cached pages
 * of the catalogue once committed, so the product's page shows it at once.
 */
export function createReviewModeration(deps: ReviewsDependencies & { onChange: OnContentChange }) {
  function outcomeEmail(row: ReviewRow, product: ProductDetail) {
    const locale = row.locale;
    const t = (key: MessageKey) =>
      interpolate(translate(locale, key), { product: product.name, name: row.name, brand: deps.brandName });
    const outcome = row.status === 'published' ? 'reviewPublished' : 'reviewRejected';
    const path = productPath(product);
    return linkEmail({
      locale,
      brandName: deps.brandName,
      link: `${deps.publicOrigin}/${locale}${path ?? ''}${row.status === 'published' ? '#reviews' : ''}`,
      lines: {
        subject: t(`email.${outcome}.subject`),
        greeting: t('email.greeting'),
        paragraphs: [t(`email.${outcome}.intro`), row.status === 'rejected' ? (row.rejectionReason ?? '') : ''].filter(
          Boolean,
        ),
        linkIntro: t(`email.${outcome}.linkIntro`),
        button: t(`email.${outcome}.button`),
        signature: deps.brandName,
      },
    });
  }

  async function decide(
    actor: Actor,
    id: number,
    status: Exclude<ReviewStatus, 'pending'>,
    reason: string | null,
  ): Promise<AdminReview> {
    const at = deps.clock();
    const review = await deps.db.transaction(async (tx) => {
      const reviews = createReviewsRepository(tx);
      const before = await reviews.findForUpdate(id);
      if (!before) throw new DomainError('NOT_FOUND');
      // A decision is taken once: a published review is not rejected afterwards, nor the other way round.
      if (before.status !== 'pending') throw new DomainError('STATUS_CHANGE_NOT_ALLOWED');
      const after = await reviews.moderate(id, {
        status,
        rejectionReason: reason,
        moderatedBy: actor.kind === 'staff' ? actor.staffId : null,
        moderatedAt: at,
      });
      await recordStaffChange(tx, actor, {
        action: 'status-changed',
        entityType: 'review',
        entityKey: String(id),
        before: { status: before.status },
        after: { status, ...(reason !== null && { reason }) },
      });
      const product = await createCatalogService(createCatalogRepository(tx)).getProduct(
        after.locale,
        String(after.productId),
      );
      await createOutboxRepository(tx).enqueue({ to: after.email, ...outcomeEmail(after, product) }, at);
      return toAdmin(after, product.name);
    });
    deps.onChange({ actor, entity: 'review', key: String(id), action: 'updated', caches: ['catalogue'] });
    return review;
  }

  return {
    async list(status: ReviewStatus, locale: Locale, offset: number, limit: number): Promise<AdminReviewList> {
      const { rows, total } = await createReviewsRepository(deps.db).list(status, locale, offset, limit);
      return {
        data: rows.map(({ review, productName }) => toAdmin(review, productName ?? `#${review.productId}`)),
        offset,
        limit,
        total,
      };
    },
    publish: (actor: Actor, id: number) => decide(actor, id, 'published', null),
    reject: (actor: Actor, id: number, reason: string) => decide(actor, id, 'rejected', reason),
  };
}

export function toAdmin(row: ReviewRow, productName: string): AdminReview {
  return {
    id: row.id,
    product: { id: row.productId, name: productName },
    name: row.name,
    email: row.email,
    customer: row.userId !== null,
    verifiedOwner: row.verifiedOwner,
    locale: row.locale,
    rating: row.rating,
    message: row.message,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
