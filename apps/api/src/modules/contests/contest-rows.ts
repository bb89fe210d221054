import { type ContestState, contestState, gramsToKilograms } from '@beast/domain/contests/contest.rules';
import type { AdminContest, AdminContestEntry } from '@beast/domain/contests/contest-api.schema';
import type { ContestEntryRow, ContestRow } from './contests.repository';

/** A contest's state on the shop's clock. */
export function stateOf(row: ContestRow, now: Date): ContestState {
  return contestState(row, now);
}

export function toAdminEntry(row: ContestEntryRow): AdminContestEntry {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    weightEstimateKg: row.weightGrams === null ? null : gramsToKilograms(row.weightGrams),
    locale: row.locale,
    rulesAcceptedAt: row.rulesAcceptedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminContest(
  row: ContestRow,
  entries: number,
  winner: ContestEntryRow | undefined,
  now: Date,
): AdminContest {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    state: stateOf(row, now),
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    drawAt: row.drawAt?.toISOString() ?? null,
    prizeValue: row.prizeValue,
    prizeText: row.prizeText,
    entries,
    drawnAt: row.drawnAt?.toISOString() ?? null,
    realWeightKg: row.realWeightGrams === null ? null : gramsToKilograms(row.realWeightGrams),
    winner: winner
      ? {
          entryId: winner.id,
          name: `${winner.firstName} ${winner.lastName}`.trim(),
          email: winner.email,
          weightEstimateKg: winner.weightGrams === null ? null : gramsToKilograms(winner.weightGrams),
        }
      : null,
  };
}
