import { describe, expect, it } from 'vitest';
import { pageContext } from './page-context.server';

const context = { publicUrl: 'https://shop.example.ch', brandName: 'Beast' };

describe("a page's SEO from its context", () => {
  it('brands the title in the page’s language and writes its addresses at the public origin, never the request’s', () => {
    const { seoFor } = pageContext({ request: new Request('http://evil.example/fr/contact-us'), context });
    const seo = seoFor({ path: '/contact-us', title: 'Contact', description: 'Écrivez-nous', noindex: true });
    expect(seo.title).toMatch(/^Contact\s.\sBeast$/);
    expect(seo.locale).toBe('fr');
    expect(seo.siteName).toBe('Beast');
    expect(seo.canonical).toBe('https://shop.example.ch/fr/contact-us');
    expect(seo.alternates.map((alternate) => alternate.href)).toContain('https://shop.example.ch/de/contact-us');
    expect(seo.noindex).toBe(true);
  });
});
