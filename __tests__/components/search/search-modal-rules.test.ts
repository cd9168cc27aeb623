import { highlightSegments } from '@/lib/search/highlight-segments'
import { resultCountLabel } from '@/components/search/result-count-label'
import { searchResponseState } from '@/components/search/search-response-state'

describe('highlightSegments', () => {
  it("splits Notion's marks into matched and plain pieces", () => {
    expect(highlightSegments('a <gzkNfoUU>word</gzkNfoUU> here')).toEqual([
      { text: 'a ', match: false },
      { text: 'word', match: true },
      { text: ' here', match: false }
    ])
  })
  it('decodes escaped text and keeps other tags as text', () => {
    expect(highlightSegments('&lt;b&gt; &amp; <gzkNfoUU>x</gzkNfoUU><img src=x>')).toEqual([
      { text: '<b> & ', match: false },
      { text: 'x', match: true },
      { text: '<img src=x>', match: false }
    ])
  })
  it('gives nothing for nothing', () => {
    expect(highlightSegments(undefined)).toEqual([])
  })
})

describe('resultCountLabel (docs/behaviour.md §2)', () => {
  const words = { RESULT: 'result', RESULTS: 'results' }
  it('uses the singular for one only', () => {
    expect(resultCountLabel(1, words)).toBe('1 result')
    expect(resultCountLabel(2, words)).toBe('2 results')
    expect(resultCountLabel(0, words)).toBe('0 results')
  })
})

describe('searchResponseState (docs/behaviour.md §4, §7)', () => {
  it('is an error when the response holds error or errorId', () => {
    expect(searchResponseState({ error: 'x' })).toEqual({ status: 'error' })
    expect(searchResponseState({ errorId: 'y', results: [] })).toEqual({ status: 'error' })
    expect(searchResponseState(null)).toEqual({ status: 'error' })
    expect(searchResponseState({ total: 3 })).toEqual({ status: 'error' })
  })
  it('is empty with no results, and results otherwise', () => {
    expect(searchResponseState({ results: [], total: 0 })).toEqual({ status: 'empty' })
    const hit = { id: 'a', title: 'A', href: '/a', pageId: 'a', isNavigable: true, score: 1, highlight: { pathText: '', text: 'x' } }
    expect(searchResponseState({ results: [hit], total: 1 })).toEqual({ status: 'results', results: [hit], total: 1 })
  })
})
