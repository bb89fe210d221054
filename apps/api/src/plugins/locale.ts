import { type Locale, resolveRequestLocale } from '@beast/domain/i18n/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the answer: `lang` query, else Accept-Language, else en (ARCHITECTURE: API conventions). */
    locale: Locale;
  }
}

export function requestLocale(request: FastifyRequest): Locale {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return resolveRequestLocale(lang, request.headers['accept-language']);
}

export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', 'en');
  // A callback hook, not an async one: no promise per request for a few string comparisons.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = requestLocale(request);
    done();
  });
}
