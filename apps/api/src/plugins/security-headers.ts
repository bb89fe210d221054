import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries. Pages add their own Content-Security-Policy (see the storefront
 * plugin); API answers are JSON and never framed or sniffed.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (
      !reply.hasHeader('content-security-policy') &&
      request.url.startsWith('/api/') &&
      !request.url.startsWith('/api/docs')
    ) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
  });
}
