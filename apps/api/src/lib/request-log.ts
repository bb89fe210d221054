import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One line per request instead of Fastify's two ("incoming request", then "request completed"): the completed
 * line carries the method and URL too, so nothing is lost and a busy production log writes half as much.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/** Lines waiting for the next flush above this many characters are written at once. */
const FLUSH_AT = 16_384;

/** Streams holding lines not yet written; written before the process exits, whatever ends it. */
const unflushed = new Set<() => void>();
let flushesAtExit = false;

/**
 * The production log's destination: JSON lines gathered and written to `out` once per turn of the event loop
 * (or every 16 kB), instead of one write to the terminal or pipe per line.
 */
export function batchedLogStream(out: NodeJS.WritableStream = process.stdout): { write(line: string): void } {
  let pending = '';
  const flush = () => {
    unflushed.delete(flush);
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    out.write(chunk);
  };
  if (!flushesAtExit) {
    flushesAtExit = true;
    process.once('exit', () => {
      for (const pendingFlush of unflushed) pendingFlush();
    });
  }
  return {
    write(line) {
      pending += line;
      if (pending.length >= FLUSH_AT) flush();
      else if (!unflushed.has(flush)) {
        unflushed.add(flush);
        setImmediate(flush);
      }
    },
  };
}
