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

/** How long, and how much more, a client that keeps sending is given to read the answer before the hang-up. */
const LINGER_MS = 2000;
const LINGER_MAX_BYTES = 1024 * 1024;

/**
 * After an answer to a body left unread (413), the connection is closed instead of reading the rest. Closing a
 * socket that still holds unread bytes resets it, which can destroy the answer before the client reads it;
 * so, as web servers do, the answer is sent with `Connection: close`, the sending side is closed, and what the
 * client still sends is dropped for at most LINGER_MS or LINGER_MAX_BYTES, or until the client closes.
 */
export function hangUpAfterAnswer(request: FastifyRequest): void {
  const raw = request.raw;
  const socket = raw.socket;
  if (raw.complete || !socket || socket.destroyed) return;
  let dropped = 0;
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_MAX_BYTES) socket.destroy();
  });
  raw.resume();
  // Node ends a `Connection: close` answer with destroySoon(): the answer, then an immediate close.
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}
