import { isLocale } from '@beast/domain/i18n/locale';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LEGAL_SECTIONS, SITE_SECTION_GROUPS } from './lib/layout/site-sections';
import { PREFIXES, SPEC_PAGES, withPrefix } from './route-table.fixture';
import routes from './routes';

/** The route table as the router sees it: each route's id is its module, as in the build. */
function toRouteObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: entry.file, index: true }
      : { id: entry.file, path: entry.path, children: entry.children ? toRouteObjects(entry.children) : undefined },
  );
}

/** The modules a path renders, from the outermost route to the page. */
function chain(path: string): string[] {
  return (matchRoutes(router, path) ?? []).map((match) => match.route.id!);
}

const router = toRouteObjects(routes);

/** The page module a path renders, and its params; `undefined` when nothing matches. */
function resolve(path: string) {
  const matches = matchRoutes(router, path);
  const leaf = matches?.at(-1);
  return leaf && { module: leaf.route.id, params: leaf.params };
}

describe('route table (spec §2)', () => {
  for (const [path, module] of SPEC_PAGES) {
    for (const prefix of PREFIXES) {
      const url = withPrefix(prefix, path);
      it(`${url} renders ${module}`, () => {
        const match = resolve(url);
        expect(match?.module).toBe(module);
        expect(match?.params.lang).toBe(prefix ? prefix.slice(1) : undefined);
      });
    }
  }

  it('has a page for every section the header and the footer link, none left to fall back home', () => {
    const built = new Set(SPEC_PAGES.map(([path]) => path));
    const sections = [...SITE_SECTION_GROUPS.flatMap((group) => group.sections), ...LEGAL_SECTIONS];
    expect(sections.map((section) => section.path).filter((path) => !built.has(path))).toEqual([]);
  });

  it('reads the checkout type and entry of the link the toast and the cart use', () => {
    expect(resolve('/checkout/product/order')?.params).toMatchObject({ type: 'product', entry: 'order' });
    expect(resolve('/fr/checkout/product/order')?.params).toMatchObject({ lang: 'fr', type: 'product' });
  });

  it('reads an article’s address, a hashtag and the RSS feed of each language', () => {
    expect(resolve('/fr/blog/rouler-en-hiver')).toMatchObject({
      module: 'routes/blog-article.tsx',
      params: { lang: 'fr', id: 'rouler-en-hiver' },
    });
    expect(resolve('/blog/42')?.params).toMatchObject({ id: '42' });
    expect(resolve('/de/blog/hashtags/winter')?.params).toMatchObject({ lang: 'de', hashtag: 'winter' });
    expect(resolve('/de/blog/rss.xml')).toMatchObject({ module: 'routes/blog-rss.ts', params: { lang: 'de' } });
  });

  it('reads what a payment is for and its id without a prefix', () => {
    expect(resolve('/payment/order/42')?.params).toMatchObject({ paymentFor: 'order', id: '42' });
  });

  it('never reads the first segment of a private page as a language', () => {
    for (const [path] of SPEC_PAGES) {
      const lang = resolve(path)?.params.lang;
      expect(lang === undefined || isLocale(lang), `${path} read "${lang}" as a language`).toBe(true);
    }
  });

  it('sends any other path to the fallback, which redirects home', () => {
    for (const path of ['/en/no/such/page', '/checkout/product/order/extra', '/fr/product/a/b']) {
      expect(resolve(path)?.module, path).toBe('routes/fallback.ts');
    }
  });

  it('reads one word after a language as a partner company, whose page sends any other word home', () => {
    expect(resolve('/fr/acme')).toMatchObject({
      module: 'routes/company.tsx',
      params: { lang: 'fr', companyName: 'acme' },
    });
    expect(resolve('/fr/product')?.module).toBe('routes/company.tsx');
    expect(resolve('/fr')?.module).toBe('routes/home.tsx');
    expect(resolve('/acme')?.params.lang).toBe('acme');
  });

  it('hands an unknown prefix to the locale layout, which redirects home', () => {
    expect(resolve('/xx/product/mighty-beast')).toMatchObject({ module: 'routes/product.tsx', params: { lang: 'xx' } });
  });
});

describe('route table (the back office, decision 15)', () => {
  it('answers its pages without a language prefix, the signed-in ones inside the signed-in layout', () => {
    expect(chain('/admin')).toEqual(['routes/admin/frame.tsx', 'routes/admin/layout.tsx', 'routes/admin/home.tsx']);
    expect(chain('/admin/staff').at(-1)).toBe('routes/admin/staff.tsx');
    expect(chain('/admin/audit').at(-1)).toBe('routes/admin/audit.tsx');
    expect(chain('/admin/sign-in')).toEqual(['routes/admin/frame.tsx', 'routes/admin/sign-in.tsx']);
    expect(chain('/admin/enrol')).toEqual(['routes/admin/frame.tsx', 'routes/admin/enrol.tsx']);
  });

  it('keeps an unknown back-office path in the back office (its 404 page), and the public pages out of it', () => {
    expect(chain('/admin/no/such/screen').at(-1)).toBe('routes/admin/not-found.tsx');
    expect(chain('/fr/admin').at(-1)).toBe('routes/company.tsx');
    expect(chain('/administration').at(-1)).not.toContain('routes/admin/');
    for (const [path] of SPEC_PAGES) {
      expect(
        chain(path).some((id) => id.startsWith('routes/admin/')),
        path,
      ).toBe(false);
    }
  });
});
