import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A response body prepared once and served many times: an ETag for conditional requests and
 * gzip/brotli variants compressed on first use, so a hot page or catalogue answer costs no
 * serialisation or compression per request.
 */
export class CachedBody {
  readonly etag: string;
  private gzipped?: Buffer;
  private brotli?: Buffer;

  constructor(
    readonly body: Buffer,
    readonly contentType: string,
  ) {
    this.etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  }

  static json(value: unknown): CachedBody {
    return new CachedBody(Buffer.from(JSON.stringify(value)), 'application/json; charset=utf-8');
  }

  /** Sends the body honouring If-None-Match and Accept-Encoding. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const vary = reply.getHeader('vary');
    reply
      .header('etag', this.etag)
      .header('vary', vary === undefined ? 'accept-encoding' : withVary(vary, 'accept-encoding'));
    if (request.headers['if-none-match'] === this.etag) return reply.status(304).send();
    reply.header('content-type', this.contentType);
    const accepted = request.headers['accept-encoding'] ?? '';
    if (this.body.length > 1024 && accepted.includes('br')) {
      this.brotli ??= brotliCompressSync(this.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
      return reply.header('content-encoding', 'br').send(this.brotli);
    }
    if (this.body.length > 1024 && accepted.includes('gzip')) {
      this.gzipped ??= gzipSync(this.body, { level: 9 });
      return reply.header('content-encoding', 'gzip').send(this.gzipped);
    }
    return reply.send(this.body);
  }
}

/** Adds a header name to a Vary value without dropping what the route already varies on. */
function withVary(current: unknown, name: string): string {
  const names = String(current ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return names.some((part) => part.toLowerCase() === name) ? names.join(', ') : [...names, name].join(', ');
}

/**
 * A small in-process cache with a time-to-live and a size bound. `clear()` is the immediate
 * invalidation, for changes made through this instance and, on PostgreSQL, those other processes
 * announce (lib/cache-sync.ts); the TTL bounds how stale an instance can be if an announcement is lost.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly inFlight = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  /** Concurrent misses for one key share a single `create()` call instead of stampeding the database. */
  getOrCreate(key: string, create: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const promise = create()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
  }
}
