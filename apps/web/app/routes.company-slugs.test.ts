import { LOCALES } from '@beast/domain/i18n/locale';
import { isReservedCompanySlug } from '@beast/domain/partners/company-slug';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes';

/**
 * A partner company's page is `/{locale}/{slug}` (spec §2), so no slug may be the first segment of one of the
 * shop's own addresses. This reads the route table itself: a new page whose word is not reserved fails here.
 */

/** The segments that come first after the language prefix (or at the root), each route's path split. */
function firstSegments(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (!entry.path) return firstSegments(entry.children ?? []);
    const [first] = entry.path.split('/');
    // The optional language prefix: its pages' first segments are the children's.
    if (first === ':lang?' && entry.path === ':lang?') return firstSegments(entry.children ?? []);
    return [first!];
  });
}

/** Segments that are parameters, each with how its words are kept from companies. */
const PARAMETER_SEGMENTS: Record<string, string> = {
  ':lang': 'a language (reserved)',
  ':brandSpace': 'my-<brand> (reserved: every my-… word)',
  ':companyName': 'the company page itself',
  '*': 'the fallback',
};

describe('company slugs and the route table', () => {
  const segments = firstSegments(routes);

  it('reserves every word that starts one of the shop’s addresses', () => {
    const words = segments.filter((segment) => !segment.startsWith(':') && segment !== '*');
    expect(words.length).toBeGreaterThan(20);
    expect(words.filter((word) => !isReservedCompanySlug(word))).toEqual([]);
  });

  it('knows every parameter that can start an address', () => {
    const parameters = segments.filter((segment) => segment.startsWith(':') || segment === '*');
    expect(parameters.filter((segment) => !(segment in PARAMETER_SEGMENTS))).toEqual([]);
  });

  it('reserves the languages and the brand’s space', () => {
    expect(LOCALES.filter((locale) => !isReservedCompanySlug(locale))).toEqual([]);
    expect(isReservedCompanySlug('my-beast')).toBe(true);
  });
});
