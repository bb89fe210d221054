import { createHash } from 'node:crypto';
import { DomainError } from '../errors/domain-error';

/**
 * A content entry's revision: a digest of the entry as its form reads it. A change names the revision it
 * was made from; when the stored entry no longer has it, someone changed it meanwhile. Computed from the
 * content itself, so the importer's writes and every staff change move it without a column to keep up.
 */
export function revisionOf(entry: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(entry ?? null))
    .digest('base64url')
    .slice(0, 22);
}

/** Refuses a change made from another revision than the stored one (no expectation: the importer's writes). */
export function checkRevision(stored: unknown, expected: string | undefined): void {
  if (expected !== undefined && revisionOf(stored) !== expected) throw new DomainError('REVISION_CONFLICT');
}
