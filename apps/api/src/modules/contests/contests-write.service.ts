import {
  type ContestDetailsWrite,
  ContestDetailsWriteSchema,
  type ContestWrite,
  type ContestWriteInput,
  ContestWriteSchema,
} from '@beast/domain/contests/contest-api.schema';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { type Clock, systemClock } from '../../lib/clock';
import { type Actor, committed, type OnContentChange, sameJson, type WriteResult } from '../../lib/content-change';
import { parseInput } from '../../lib/parse-input';
import { recordContentWrite } from '../audit/audit';
import { type ContestRow, createContestsRepository } from './contests.repository';

/** A contest as the audit log keeps it: what staff write, instants as ISO text. */
function written(row: ContestRow) {
  return {
    slug: row.slug,
    kind: row.kind,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    drawAt: row.drawAt?.toISOString() ?? null,
    prizeValue: row.prizeValue,
    prizeText: row.prizeText,
  };
}

function normalised(contest: ContestWrite) {
  return {
    slug: contest.slug,
    kind: contest.kind,
    opensAt: new Date(contest.opensAt).toISOString(),
    closesAt: new Date(contest.closesAt).toISOString(),
    drawAt: contest.drawAt ? new Date(contest.drawAt).toISOString() : null,
    prizeValue: contest.prizeValue,
    prizeText: contest.prizeText,
  };
}

/**
 * The contests' write use case (decision 13: one write side): the back office's Contests screen and the
 * content importer (content/reference/contests.json) create a contest or change its window and prize through
 * it, audited. A drawn contest is final; a contest keeps its kind (its entries were asked for it).
 */
export function createContestsWriteService({
  db,
  onChange,
  clock = systemClock,
}: {
  db: Db;
  onChange: OnContentChange;
  clock?: Clock;
}) {
  async function write(tx: Db, actor: Actor, contest: ContestWrite): Promise<WriteResult> {
    const repository = createContestsRepository(tx);
    const stored = await repository.findBySlug(contest.slug, { forUpdate: true });
    const after = normalised(contest);
    if (stored && stored.kind !== contest.kind)
      throw new DomainError('VALIDATION_FAILED', { kind: 'validation.invalid' });
    // A drawn contest is final: staff are told so; an import of this year's contests leaves it as it is.
    if (stored?.drawnAt && actor.kind === 'tool') return { id: stored.id, changed: false };
    const before = stored ? written(stored) : null;
    const changed = !sameJson(before, after);
    if (changed && stored?.drawnAt) throw new DomainError('CONTEST_ALREADY_DRAWN');
    const values = {
      opensAt: new Date(after.opensAt),
      closesAt: new Date(after.closesAt),
      drawAt: after.drawAt ? new Date(after.drawAt) : null,
      prizeValue: after.prizeValue,
      prizeText: after.prizeText,
    };
    const row = !stored
      ? await repository.insertContest({
          slug: after.slug,
          kind: after.kind,
          ...values,
          createdAt: clock(),
          updatedAt: clock(),
        })
      : changed
        ? await repository.updateContest(stored.id, { ...values, updatedAt: clock() })
        : stored;
    await recordContentWrite(tx, actor, {
      entityType: 'contest',
      entityKey: contest.slug,
      before,
      after,
      created: !stored,
      changed,
    });
    return { id: row.id, changed };
  }

  const report = (actor: Actor, key: string, action: 'created' | 'updated') => () => ({
    actor,
    entity: 'contest',
    key,
    action,
    // The contests' pages read the contest on every request: no cache holds it.
    caches: [],
  });

  return {
    /** Creates the contest its slug names, or changes it (the importer's and the "new contest" form's). */
    async saveContest(actor: Actor, input: ContestWriteInput): Promise<WriteResult> {
      const contest = parseInput(ContestWriteSchema, input);
      const exists = Boolean(await createContestsRepository(db).findBySlug(contest.slug));
      return committed(
        inTransaction(db, (tx) => write(tx, actor, contest)),
        onChange,
        report(actor, contest.slug, exists ? 'updated' : 'created'),
      );
    },

    /** The Contests screen's change of a contest's window, announced draw and prize. */
    async saveDetails(actor: Actor, slug: string, input: ContestDetailsWrite): Promise<WriteResult> {
      const details = parseInput(ContestDetailsWriteSchema, input);
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createContestsRepository(tx).findBySlug(slug);
          if (!stored) throw new DomainError('CONTEST_NOT_FOUND');
          return write(tx, actor, { slug, kind: stored.kind, ...details });
        }),
        onChange,
        report(actor, slug, 'updated'),
      );
    },
  };
}
