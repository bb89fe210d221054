import { randomInt } from 'node:crypto';
import { customerEmailKey } from '@beast/domain/accounts/customer-email';
import {
  CONTEST_PAGE_KEY,
  closestEstimate,
  contestPath,
  gramsToKilograms,
  kilogramsToGrams,
} from '@beast/domain/contests/contest.rules';
import type {
  AdminContest,
  AdminContestEntryList,
  ContestDraw,
  PublicContest,
} from '@beast/domain/contests/contest-api.schema';
import { interpolate } from '@beast/domain/i18n/interpolate';
import type { Locale } from '@beast/domain/i18n/locale';
import type { MessageKey } from '@beast/domain/i18n/messages/en';
import { contestEntrySchemaFor } from '@beast/domain/validation/contest.schema';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { translate } from '../../i18n/translate';
import type { Actor } from '../../lib/content-change';
import { CSV_BYTE_ORDER_MARK, csvRow } from '../../lib/csv';
import { parseInput } from '../../lib/parse-input';
import { recordStaffChange } from '../audit/audit';
import { createPagesService } from '../editorial/pages/pages.service';
import { createOutboxRepository } from '../mail/outbox.repository';
import { linkEmail } from '../mail/templates';
import type { VisitorRequestDependencies } from '../public-forms/visitor-requests';
import { stateOf, toAdminContest, toAdminEntry } from './contest-rows';
import { type ContestEntryRow, type ContestRow, createContestsRepository } from './contests.repository';

type Dependencies = Pick<VisitorRequestDependencies, 'db' | 'clock' | 'brandName' | 'publicOrigin'>;

/** The rules' wording in a language, as the form shows it and the entry keeps it. */
export function rulesText(locale: Locale): string {
  return translate(locale, 'contests.rulesAcceptance');
}

/**
 * The contests (spec §3, §4, §8, §9): a contest's state for its page; an entry, taken only while the contest
 * is open on the server's clock and once per person (the database's unique index decides, so two entries
 * arriving together make one); and the back office's side: entries, their CSV and the draw, once, after the
 * contest closed, whose winner is emailed.
 */
export function createContestsService(deps: Dependencies) {
  const pages = createPagesService(deps);

  async function contestOf(db: Db, slug: string, forUpdate = false): Promise<ContestRow> {
    const row = await createContestsRepository(db).findBySlug(slug, { forUpdate });
    if (!row) throw new DomainError('CONTEST_NOT_FOUND');
    return row;
  }

  async function adminView(db: Db, row: ContestRow): Promise<AdminContest> {
    const repository = createContestsRepository(db);
    const [entries, winner] = await Promise.all([
      repository.countEntries(row.id),
      row.winnerEntryId ? repository.findEntry(row.winnerEntryId) : undefined,
    ]);
    return toAdminContest(row, entries, winner, deps.clock());
  }

  function winnerEmail(contest: ContestRow, winner: ContestEntryRow) {
    const locale = winner.locale;
    const text = (key: MessageKey, values: Record<string, string> = {}) =>
      interpolate(translate(locale, key), { brand: deps.brandName, ...values });
    return {
      to: winner.email,
      ...linkEmail({
        locale,
        brandName: deps.brandName,
        link: `${deps.publicOrigin}/${locale}${contestPath(contest.slug)}`,
        lines: {
          subject: text('email.contestWinner.subject'),
          greeting: text('email.inboxNew.greeting'),
          paragraphs: [
            text('email.contestWinner.intro', { name: winner.firstName, prize: contest.prizeText[locale] }),
            text('email.contestWinner.next'),
          ],
          linkIntro: text('email.contestWinner.linkIntro'),
          button: text('email.contestWinner.button'),
          signature: deps.brandName,
        },
      }),
    };
  }

  return {
    /** GET /contests/:slug: the state on the server's clock, the prize and the introduction in a language. */
    async publicContest(slug: string, locale: Locale): Promise<PublicContest> {
      const row = await contestOf(deps.db, slug);
      const page = await pages.getPage(CONTEST_PAGE_KEY[row.kind], locale).catch((error: unknown) => {
        if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
        throw error;
      });
      return {
        slug: row.slug,
        kind: row.kind,
        state: stateOf(row, deps.clock()),
        opensAt: row.opensAt.toISOString(),
        closesAt: row.closesAt.toISOString(),
        drawAt: row.drawAt?.toISOString() ?? null,
        prize: { value: row.prizeValue, text: row.prizeText[locale] },
        page: page && { title: page.title, description: page.description, bodyHtml: page.bodyHtml },
      };
    },

    /**
     * An entry (the raw body: the contest's kind says which form it is). Refused outside the window, then
     * checked field by field, then kept unless this person entered already (409 EMAIL_ALREADY_EXISTS).
     */
    async enter(slug: string, body: unknown, locale: Locale): Promise<void> {
      const now = deps.clock();
      const contest = await contestOf(deps.db, slug);
      const state = stateOf(contest, now);
      if (state === 'upcoming') throw new DomainError('CONTEST_NOT_OPEN');
      if (state !== 'open') throw new DomainError('CONTEST_CLOSED');
      const entry = parseInput(contestEntrySchemaFor(contest.kind), body);
      const weight = 'weightEstimateKg' in entry ? kilogramsToGrams(entry.weightEstimateKg as number) : null;
      const stored = await createContestsRepository(deps.db).insertEntry({
        contestId: contest.id,
        email: entry.email,
        emailKey: customerEmailKey(entry.email),
        firstName: entry.firstName,
        lastName: entry.lastName,
        phoneNumber: entry.phoneNumber ?? '',
        weightGrams: weight,
        rulesAcceptedAt: now,
        rulesText: rulesText(locale),
        locale,
        createdAt: now,
      });
      if (!stored) throw new DomainError('EMAIL_ALREADY_EXISTS');
    },

    async list(): Promise<AdminContest[]> {
      const rows = await createContestsRepository(deps.db).listWithCounts();
      const repository = createContestsRepository(deps.db);
      return Promise.all(
        rows.map(async ({ contest, entries }) =>
          toAdminContest(
            contest,
            entries,
            contest.winnerEntryId ? await repository.findEntry(contest.winnerEntryId) : undefined,
            deps.clock(),
          ),
        ),
      );
    },

    async get(slug: string): Promise<AdminContest> {
      return adminView(deps.db, await contestOf(deps.db, slug));
    },

    async entries(slug: string, offset: number, limit: number): Promise<AdminContestEntryList> {
      const contest = await contestOf(deps.db, slug);
      const repository = createContestsRepository(deps.db);
      const [rows, total] = await Promise.all([
        repository.entries(contest.id, { offset, limit }),
        repository.countEntries(contest.id),
      ]);
      return { data: rows.map(toAdminEntry), offset, limit, total };
    },

    /** Every entry as CSV, in the order they came: who, how to reach them, the estimate, the rules accepted. */
    async entriesCsv(slug: string): Promise<string> {
      const contest = await contestOf(deps.db, slug);
      const rows = await createContestsRepository(deps.db).entries(contest.id);
      const header = csvRow([
        'entered_at',
        'first_name',
        'last_name',
        'email',
        'phone_number',
        'weight_estimate_kg',
        'language',
        'rules_accepted_at',
        'rules_text',
      ]);
      const lines = rows.map((row) =>
        csvRow([
          row.createdAt.toISOString(),
          row.firstName,
          row.lastName,
          row.email,
          row.phoneNumber,
          row.weightGrams === null ? null : gramsToKilograms(row.weightGrams),
          row.locale,
          row.rulesAcceptedAt.toISOString(),
          row.rulesText,
        ]),
      );
      return CSV_BYTE_ORDER_MARK + header + lines.join('');
    },

    /**
     * The draw, once, after the contest closed: the weight contest's winner is the estimate closest to the
     * real weight staff enter (ties: the earlier entry); the hotel contest's is drawn at random (crypto). The
     * contest is locked while drawing, so two staff drawing at once make one winner. Audited; the winner is
     * emailed in their language.
     */
    async draw(actor: Actor, slug: string, input: ContestDraw): Promise<AdminContest> {
      return inTransaction(deps.db, async (tx) => {
        const now = deps.clock();
        const contest = await contestOf(tx, slug, true);
        if (contest.drawnAt) throw new DomainError('CONTEST_ALREADY_DRAWN');
        if (now.getTime() < contest.closesAt.getTime()) throw new DomainError('CONTEST_NOT_CLOSED');
        const realGrams =
          contest.kind === 'weight-estimate' && input.realWeightKg !== undefined
            ? kilogramsToGrams(input.realWeightKg)
            : null;
        if (contest.kind === 'weight-estimate' && realGrams === null) {
          throw new DomainError('VALIDATION_FAILED', { realWeightKg: 'validation.contest.realWeight' });
        }
        const repository = createContestsRepository(tx);
        const entries = await repository.entries(contest.id);
        if (entries.length === 0) throw new DomainError('CONTEST_NO_ENTRIES');
        const winner =
          realGrams === null
            ? entries[randomInt(entries.length)]!
            : closestEstimate(
                entries.map((entry) => ({ ...entry, weightGrams: entry.weightGrams ?? 0 })),
                realGrams,
              )!;
        const drawn = await repository.updateContest(contest.id, {
          drawnAt: now,
          winnerEntryId: winner.id,
          realWeightGrams: realGrams,
          updatedAt: now,
        });
        await recordStaffChange(tx, actor, {
          action: 'drawn',
          entityType: 'contest',
          entityKey: contest.slug,
          before: { drawnAt: null },
          after: {
            drawnAt: now.toISOString(),
            winnerEntryId: winner.id,
            realWeightKg: realGrams === null ? null : gramsToKilograms(realGrams),
            entries: entries.length,
          },
        });
        await createOutboxRepository(tx).enqueue(winnerEmail(contest, winner), now);
        return adminView(tx, drawn);
      });
    },
  };
}

export type ContestsService = ReturnType<typeof createContestsService>;
