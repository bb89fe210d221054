import { describe, expect, it } from 'vitest';
import { listSearch, pageCount, pageLinks, parseId, parsePageNumber } from './paging';

const numbers = (links: ReturnType<typeof pageLinks>) => links.map((link) => (link.kind === 'page' ? link.page : '…'));

describe('refurbished paging', () => {
  it('reads the page number from the query, defaulting to 1', () => {
    expect(parsePageNumber('3')).toBe(3);
    expect(parsePageNumber(null)).toBe(1);
    expect(parsePageNumber('0')).toBe(1);
    expect(parsePageNumber('-2')).toBe(1);
    expect(parsePageNumber('2.5')).toBe(1);
    expect(parsePageNumber('abc')).toBe(1);
  });

  it('reads only positive whole ids as a category', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeUndefined();
    expect(parseId('x1')).toBeUndefined();
    expect(parseId(null)).toBeUndefined();
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('shows every page when there are few', () => {
    expect(numbers(pageLinks(1, 1))).toEqual([1]);
    expect(numbers(pageLinks(2, 4))).toEqual([1, 2, 3, 4]);
  });

  it('shows first, last and the neighbours of the current page with gaps', () => {
    expect(numbers(pageLinks(6, 12))).toEqual([1, '…', 5, 6, 7, '…', 12]);
    expect(numbers(pageLinks(1, 12))).toEqual([1, 2, '…', 12]);
    expect(numbers(pageLinks(12, 12))).toEqual([1, '…', 11, 12]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(numbers(pageLinks(4, 12))).toEqual([1, 2, 3, 4, 5, '…', 12]);
  });

  it('writes list URLs without defaults', () => {
    expect(listSearch({})).toBe('');
    expect(listSearch({ page: 1 })).toBe('');
    expect(listSearch({ category: 3, page: 2 })).toBe('?category=3&page=2');
    expect(listSearch({ page: 4 })).toBe('?page=4');
  });
});
