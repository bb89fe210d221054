import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as robots } from '../../routes/robots';
import { shopContext } from './load-context';

const askedAs = (url: string) => ({ request: new Request(url), context: undefined, params: {} }) as never;

describe('the public origin of the pages', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the server’s PUBLIC_URL, without a trailing slash', () => {
    const shop = shopContext({ publicUrl: 'https://shop.example.ch/' } as never);
    expect(shop.publicUrl).toBe('https://shop.example.ch');
  });

  it('without the server (react-router dev) is PUBLIC_URL, else the dev server’s own address', async () => {
    vi.stubEnv('PUBLIC_URL', '');
    expect(await robots(askedAs('http://evil.example/robots.txt')).text()).toContain(
      'Sitemap: http://localhost:5173/sitemap.xml',
    );
    vi.stubEnv('PUBLIC_URL', 'https://shop.example.ch');
    expect(await robots(askedAs('http://evil.example/robots.txt')).text()).toContain(
      'Sitemap: https://shop.example.ch/sitemap.xml',
    );
  });
});
