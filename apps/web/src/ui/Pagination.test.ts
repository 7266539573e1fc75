import { describe, expect, it } from 'vitest';
import { pageItems } from './Pagination';

describe('pageItems (spec §9: 5 pages with 1 margin page)', () => {
  it.each([
    [1, 1, [1]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 4, 5, 'gap', 20]],
    [4, 20, [1, 2, 3, 4, 5, 6, 'gap', 20]],
    [5, 20, [1, 2, 3, 4, 5, 6, 7, 'gap', 20]],
    [10, 20, [1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]],
    [17, 20, [1, 'gap', 15, 16, 17, 18, 19, 20]],
    [20, 20, [1, 'gap', 16, 17, 18, 19, 20]],
  ])('page %i of %i', (current, pages, expected) => {
    expect(pageItems(current, pages)).toEqual(expected);
  });
});
