import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { DomainError } from '../errors/domain-error';

/** Names of this machine: a browser only sends them for an address on this machine, never for a foreign site. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Load balancers, orchestrators and Prometheus reach an instance by its own address (an IP the shop cannot
 * know). None of these answers holds a URL, and /metrics asks for its token.
 */
const ANY_HOST_ROUTES = new Set(['/api/health', '/api/health/ready', '/metrics']);

/** `name` or `name:port`, the name a DNS name, an IPv4 address or a bracketed IPv6 address. */
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/;

/**
 * Which Host (or, behind a trusted proxy, X-Forwarded-Host) values the shop answers: the public origin's
 * host and port (PUBLIC_URL, or demo mode's http://localhost:PORT), and the loopback names on any port
 * (local development, the tests, a proxy or a probe on the same machine).
 */
export function createHostCheck(publicUrl: string): (host: string | undefined) => boolean {
  const origin = new URL(publicUrl);
  const defaultPort = origin.protocol === 'https:' ? '443' : '80';
  const publicPort = origin.port || defaultPort;
  return (host) => {
    const match = host?.toLowerCase().match(HOST_PATTERN);
    if (!match) return false;
    const [, name, port = defaultPort] = match;
    return LOOPBACK_NAMES.has(name ?? '') || (name === origin.hostname && port === publicPort);
  };
}

/**
 * Refuses requests for any other host with a 400, before any route runs, so such a request never reaches
 * the page cache. Absolute URLs never come from the Host header (see `Config.publicUrl`), so a page looks
 * the same under every accepted host; refusing the others also keeps DNS rebinding away from the shop.
 * A 400 rather than a redirect to PUBLIC_URL: a proxy that rewrites Host would otherwise loop forever, and
 * an operator who forgot PUBLIC_URL sees why in the answer and the log.
 */
export function registerAllowedHosts(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): void {
  const isAllowed = createHostCheck(config.publicUrl);
  // Nearly every request names the host the one before it named: that one is not parsed again.
  let lastAllowed: string | undefined;
  // A callback hook, not an async one: no promise per request on the hot path (decision 11).
  app.addHook('onRequest', (request, _reply, done) => {
    const host = request.host;
    if (host === lastAllowed) return done();
    if (isAllowed(host)) {
      lastAllowed = host;
      return done();
    }
    if (ANY_HOST_ROUTES.has(request.routeOptions.url ?? '')) return done();
    request.log.info({ host, publicUrl: config.publicUrl }, 'refused a request for an unknown host');
    done(new DomainError('UNKNOWN_HOST'));
  });
}
