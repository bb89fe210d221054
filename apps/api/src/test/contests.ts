import type { ContestWriteInput } from '@beast/domain/contests/contest-api.schema';
import { eq } from 'drizzle-orm';
import { contestEntries, contests } from '../db/schema/contests';
import { TEST_ACTOR, uniqueSlug } from './catalog';
import type { TestApp } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A contest of its own (weight estimate unless told), open around the app's now unless a window is given. */
export async function createContest(harness: TestApp, values: Partial<ContestWriteInput> = {}) {
  const now = harness.clock().getTime();
  const slug = values.slug ?? uniqueSlug('contest');
  await harness.app.writes.contests.saveContest(TEST_ACTOR, {
    slug,
    kind: 'weight-estimate',
    opensAt: new Date(now - DAY_MS).toISOString(),
    closesAt: new Date(now + DAY_MS).toISOString(),
    drawAt: null,
    prizeValue: 589_000,
    prizeText: { en: 'A Cargo Beast', fr: 'Un Cargo Beast', de: 'Ein Cargo Beast' },
    ...values,
  });
  const [row] = await harness.database.db.select().from(contests).where(eq(contests.slug, slug));
  return row!;
}

let entries = 0;

/** An entry stored as the form stores one, at `createdAt` (the app's now unless told). */
export async function insertContestEntry(
  harness: TestApp,
  contestId: number,
  values: { weightGrams?: number | null; createdAt?: Date; email?: string; locale?: 'en' | 'fr' | 'de' } = {},
) {
  entries += 1;
  const email = values.email ?? `entrant-${entries}-${Math.random().toString(36).slice(2, 8)}@example.ch`;
  const at = values.createdAt ?? harness.clock();
  const [row] = await harness.database.db
    .insert(contestEntries)
    .values({
      contestId,
      email,
      emailKey: email.toLowerCase(),
      firstName: 'Anna',
      lastName: `Entrant${entries}`,
      phoneNumber: '791234567',
      weightGrams: values.weightGrams === undefined ? 37_000 : values.weightGrams,
      rulesAcceptedAt: at,
      rulesText: 'I have read and accept the contest rules.',
      locale: values.locale ?? 'en',
      createdAt: at,
    })
    .returning();
  return row!;
}
