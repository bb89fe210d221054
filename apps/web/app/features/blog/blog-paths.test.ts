import { describe, expect, it } from 'vitest';
import { articleAddresses, blogSearch, isHashtag, pageNumber } from './blog-paths';

describe('the blog’s addresses', () => {
  it('write the list’s query with only what it has', () => {
    expect(blogSearch({})).toBe('');
    expect(blogSearch({ search: 'vélos cargo', category: 'guides', page: 3 })).toBe(
      '?q=v%C3%A9los+cargo&category=guides&page=3',
    );
    expect(blogSearch({ page: 1 })).toBe('');
  });

  it('read a page number as page 1 unless it is a positive whole number', () => {
    expect(pageNumber('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '2.5', 'x', '99999']) expect(pageNumber(value)).toBe(1);
  });

  it('accept only hashtags as the shop writes them', () => {
    expect(isHashtag('lake-geneva')).toBe(true);
    expect(isHashtag('Lake Geneva')).toBe(false);
    expect(isHashtag(undefined)).toBe(false);
  });

  it('give an article’s address in each language it is public in', () => {
    expect(articleAddresses({ slugs: { fr: 'rouler-en-hiver', de: 'winterfahren' } })).toEqual({
      fr: '/blog/rouler-en-hiver',
      de: '/blog/winterfahren',
    });
  });
});
