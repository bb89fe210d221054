import { isDeepStrictEqual } from 'node:util';

/**
 * Who changed the shop's content, and what a change means for the caches. Every write use case takes an
 * actor and reports each change it made; the app turns the report into cache invalidation on every instance
 * (lib/cache-sync.ts; and, with the back office, into its audit log), the importer into its summary.
 */

/** A member of staff working in the back office, or a tool an operator ran (the content importer). */
export type Actor = { kind: 'staff'; staffId: number } | { kind: 'tool'; name: string };

/** The in-process caches a change can make stale (decision 3); public pages depend on all of them. */
export const CACHE_AREAS = ['catalogue', 'content', 'centres'] as const;
export type CacheArea = (typeof CACHE_AREAS)[number];

export interface ContentChange {
  actor: Actor;
  /** What was written, e.g. `product` or `coupon`, and which one (its slug or code). */
  entity: string;
  key: string;
  action: 'created' | 'updated';
  /** The caches whose answers may now be wrong; empty when nothing the shop caches shows it. */
  caches: readonly CacheArea[];
}

export interface WriteResult {
  id: number;
  /** False when the stored entry already said exactly this: nothing was written, no cache was dropped. */
  changed: boolean;
}

/** Equal as stored JSON: key order and absent-versus-undefined do not count. */
export function sameJson(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));
}

export type OnContentChange = (change: ContentChange) => void;

/** Reported after the transaction committed, so a cache is never refilled from data about to roll back. */
export async function committed<T extends { changed: boolean }>(
  result: Promise<T>,
  onChange: OnContentChange,
  change: (result: T) => ContentChange,
): Promise<T> {
  const done = await result;
  if (done.changed) onChange(change(done));
  return done;
}
