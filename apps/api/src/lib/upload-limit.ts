import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { DomainError } from '../errors/domain-error';

/** Room for the multipart envelope around a file: boundaries, the part's headers, a few small fields. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/**
 * Uploads are refused without reading them when they are too big. A declared Content-Length over `maxBytes`
 * answers 413 at once (an `onRequest` hook, before anything of the body is read).
 */
export function refuseDeclaredOverLimit(maxBytes: number, tooBig: () => DomainError) {
  return async function refuseDeclaredOverLimit(request: FastifyRequest): Promise<void> {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) throw tooBig();
  };
}

/**
 * A body without a Content-Length (chunked) is counted as it arrives: once past `maxBytes` it is no longer
 * read, and the reader that consumed it (the multipart parser listens for the request's errors) fails with
 * `tooBig()`. Call it right before handing the request to that reader, in the same tick, so that no byte goes
 * uncounted. The 413 then hangs up (`hangUpAfterAnswer`).
 */
export function stopReadingPast(raw: IncomingMessage, maxBytes: number, tooBig: () => DomainError): void {
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= maxBytes) return;
    raw.off('data', count);
    raw.unpipe(); // and so paused
    if (raw.listenerCount('error') > 0) raw.emit('error', tooBig());
    else raw.destroy();
  };
  raw.on('data', count);
}

/** How long a client is given to read the answer to a body left unread before the connection is cut. */
const LINGER_MS = 2000;

/**
 * After an answer to a body left unread (413), the connection is closed and the rest is never read. Closing a
 * socket at once while the client still sends resets the connection, and a client whose write fails may never
 * read the answer waiting for it; so, as web servers do, the answer goes out with `Connection: close`, the
 * sending side is closed, and the socket is destroyed when the client closes or LINGER_MS later. Nothing more is
 * read meanwhile: the client's writes simply wait.
 */
export function hangUpAfterAnswer(request: FastifyRequest): void {
  const socket = request.raw.socket;
  if (request.raw.complete || !socket || socket.destroyed) return;
  request.raw.unpipe(); // and so paused
  // Node ends a `Connection: close` answer with destroySoon(): the answer, then an immediate close.
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}

/** What an upload route accepts: one file in `field`, at most `maxBytes` with its envelope. */
export interface UploadRule {
  field: string;
  maxBytes: number;
  tooBig: () => DomainError;
  /** A body that is not multipart at all. */
  notMultipart: () => DomainError;
  /** No file in `field`. */
  missing: () => DomainError;
}

/** The bytes of the rule's file; over the size limit → `tooBig`, not multipart → `notMultipart`, no file → `missing`. */
export async function readUploadedFile(request: FastifyRequest, rule: UploadRule): Promise<Buffer> {
  if (!request.isMultipart()) throw rule.notMultipart();
  // A chunked body is cut as soon as it passes the limit (the multipart parser starts reading in this tick).
  stopReadingPast(request.raw, rule.maxBytes, rule.tooBig);
  const file = await request.file();
  if (!file || file.fieldname !== rule.field) throw rule.missing();
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw rule.tooBig();
    throw error;
  }
}
