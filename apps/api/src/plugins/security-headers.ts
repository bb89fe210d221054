import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { apiDocsPolicy } from './api-docs-policy';

/** API answers are JSON: nothing in them may load or run. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

const DOCS_PATH = /^\/api\/docs(?:[/?]|$)/;

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries. Pages add their own Content-Security-Policy (see the storefront
 * plugin); API answers are JSON and never framed or sniffed.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'mode' | 'publicUrl'>): void {
  // A shop published over https says so on every answer, also when TLS ends at a proxy in front of it (the
  // request then arrives as http, and X-Forwarded-Proto counts only with TRUST_PROXY).
  const httpsOnly = config.mode === 'production' && config.publicUrl.startsWith('https:');
  // Set once per answer from constants, in a callback hook: no promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(EVERY_ANSWER);
    if (httpsOnly || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('content-security-policy') && request.url.startsWith('/api/')) {
      reply.header('content-security-policy', DOCS_PATH.test(request.url) ? apiDocsPolicy() : API_POLICY);
    }
    done(null, payload);
  });
}

const EVERY_ANSWER = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
});
