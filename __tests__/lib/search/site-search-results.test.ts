import type { SearchResults } from 'notion-types'
import { toSiteSearchResponse } from '@/lib/search/site-search-results'

const PAGE = '11111111-1111-1111-1111-111111111111'
const TEXT = '22222222-2222-2222-2222-222222222222'

const results = {
  results: [
    { id: TEXT, isNavigable: false, score: 1, highlight: { pathText: '', text: 'a <gzkNfoUU>hit</gzkNfoUU>' } },
    { id: PAGE, isNavigable: true, score: 2, highlight: { pathText: '', text: '' } },
    { id: 'stray', isNavigable: false, score: 1, highlight: { pathText: '', text: 'x' } }
  ],
  total: 3,
  recordMap: {
    block: {
      [PAGE]: { role: 'reader', value: { id: PAGE, type: 'page', parent_table: 'collection', parent_id: 'c' } },
      // the current record format: value wrapped twice
      [TEXT]: { spaceId: 's', value: { role: 'reader', value: { id: TEXT, type: 'text', parent_table: 'block', parent_id: PAGE } } }
    }
  }
} as unknown as SearchResults

describe('toSiteSearchResponse', () => {
  const response = toSiteSearchResponse(results, [{ id: PAGE, title: 'Post', href: '/article/post' }])
  it("names each hit by its post and links to it, a block hit with the block's anchor", () => {
    expect(response.results.map(({ id, title, href }) => ({ id, title, href }))).toEqual([
      { id: TEXT, title: 'Post', href: `/article/post#${TEXT.replaceAll('-', '')}` },
      { id: PAGE, title: 'Post', href: '/article/post' }
    ])
  })
  it('drops hits it cannot trace to a known post and counts what is left', () => {
    expect(response.total).toBe(2)
  })
})
