import { createHash } from 'node:crypto';
import type { ErrorCode } from '@beast/domain/errors/error-codes';
import { canonicalJson } from '@beast/domain/json/canonical-json';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/orders';
import { DomainError } from '../../errors/domain-error';

/**
 * Idempotency-Key (ARCHITECTURE: creating an order or a payment honours it). The key's row is inserted in
 * the request's own transaction before anything else: a concurrent request with the same key waits on the
 * unique index until the first one commits, then replays its stored answer (same status, same body). If
 * the first one rolls back, the key is free again and the next request does the work.
 */

export interface IdempotencyRequest {
  /** "user:12", or "guest:<sha256 of the lowercased email>". */
  scope: string;
  endpoint: string;
  key: string;
  /** The parsed request, after the schema dropped what the server ignores. */
  payload: unknown;
}

/** An answer as the route sends it. Errors are kept as their code and message keys, translated on replay. */
export interface StoredAnswer<T = unknown> {
  statusCode: number;
  body: T | StoredError;
}

interface StoredError {
  error: { code: ErrorCode; fields?: Record<string, string> };
}

export type Claim = { kind: 'new'; id: number } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'pending' };

export function guestScope(email: string): string {
  return `guest:${sha256(email.trim().toLowerCase())}`;
}

export function userScope(userId: number): string {
  return `user:${userId}`;
}

/** Takes the key, or finds the answer stored under it. The same key with another request is refused. */
export async function claimIdempotencyKey(tx: Db, request: IdempotencyRequest, now: Date): Promise<Claim> {
  const requestHash = sha256(canonicalJson(request.payload));
  const where = { scope: request.scope, endpoint: request.endpoint, key: request.key };
  const [inserted] = await tx
    .insert(idempotencyKeys)
    .values({ ...where, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted) return { kind: 'new', id: inserted.id };
  const [existing] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, where.scope),
        eq(idempotencyKeys.endpoint, where.endpoint),
        eq(idempotencyKeys.key, where.key),
      ),
    );
  if (!existing) throw new DomainError('INTERNAL');
  if (existing.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  if (existing.statusCode === null) return { kind: 'pending' };
  return { kind: 'replay', answer: { statusCode: existing.statusCode, body: existing.response } };
}

export async function storeAnswer(tx: Db, id: number, answer: StoredAnswer): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.body })
    .where(eq(idempotencyKeys.id, id));
}

export function errorAnswer(error: DomainError): StoredAnswer<never> {
  return {
    statusCode: error.status,
    body: { error: { code: error.code, ...(error.fields && { fields: error.fields }) } },
  };
}

/** A stored answer as the route answers it: a stored error is thrown again, to be translated as usual. */
export function replay<T>(answer: StoredAnswer<T>): StoredAnswer<T> & { body: T } {
  const { body } = answer;
  if (isStoredError(body)) throw new DomainError(body.error.code, body.error.fields);
  return answer as StoredAnswer<T> & { body: T };
}

function isStoredError(body: unknown): body is StoredError {
  return typeof body === 'object' && body !== null && 'error' in body;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
