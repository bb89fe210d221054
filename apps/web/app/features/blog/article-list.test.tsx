import type { ArticleSummary } from '@beast/domain/content/articles-api.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../test/render-page';
import { ArticleList } from './article-list';

/** "Show more" on the blog (spec §4): the next page is appended, and the reader is taken to it. */

const article = (id: number): ArticleSummary => ({
  id,
  slug: `article-${id}`,
  title: `Article ${id}`,
  description: `Lead ${id}`,
  coverUrl: null,
  coverAlt: '',
  category: { id: 2, slug: 'guides', name: 'Guides' },
  hashtags: ['winter'],
  pinned: false,
  publishedAt: '2026-01-12T07:00:00.000Z',
  readingMinutes: 2,
});

const first = Array.from({ length: 20 }, (_, index) => article(index + 1));

function List() {
  return (
    <ArticleList articles={first} total={25} page={1} filter={{ search: 'vélos', category: 'guides', categoryId: 2 }} />
  );
}

describe('the blog’s list', () => {
  it('is a real link to the list with one more page, for a browser without scripts', () => {
    stubApi({});
    renderPage(List, { path: '/:lang/blog', url: '/en/blog' });
    const more = screen.getByRole('link', { name: 'Show 5 more' });
    expect(more.getAttribute('href')).toBe('/en/blog?q=v%C3%A9los&category=guides&page=2');
    expect(screen.getByText('Showing 20 of 25')).toBeTruthy();
  });

  it('appends the next 20 in the page’s language, moves the focus to the first of them and says so', async () => {
    const asked: URL[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(new URL(input, location.origin));
      // Article 20 again (published meanwhile, say): shown once.
      const page = { data: [article(20), ...[21, 22, 23, 24, 25].map(article)], offset: 20, limit: 20, total: 25 };
      return new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } });
    });
    const user = userEvent.setup();
    renderPage(List, { path: '/:lang/blog', url: '/fr/blog', locale: 'fr' });
    await user.click(screen.getByRole('link', { name: /Afficher 5 articles de plus/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(asked.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/articles?offset=20&limit=20&lang=fr&search=v%C3%A9los&articleCategoryId=2',
    ]);
    expect(document.activeElement?.textContent).toBe('Article 21');
    expect(screen.getByText('5 articles de plus affichés.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /de plus/ })).toBeNull();
  });
});
