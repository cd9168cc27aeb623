import type { SearchResults } from 'notion-types'
import { filterSearchResults } from '@/lib/site/filter-search-results'
import { makePost, newId, wrap } from './fixtures/blog-workspace'

const open = makePost({ title: 'open' })
const locked = makePost({ title: 'locked', password: 'x', lock: true })
const hidden = makePost({ title: 'hidden', status: 'Invisible' })
const page = makePost({ title: 'about', type: 'Page' })
const site = { allPages: [open, locked, hidden, page] }

/** A hit two blocks deep inside `pageId`, as search returns it: the block and its parents. */
function hitIn(pageId: string) {
  const toggle = newId()
  const textId = newId()
  return {
    result: { id: textId, isNavigable: false, score: 1, highlight: { pathText: '', text: `<gzkNfoUU>word</gzkNfoUU> in ${pageId}` } },
    blocks: {
      [pageId]: wrap({ id: pageId, type: 'page', parent_id: 'c', parent_table: 'collection' }, 'current'),
      [toggle]: wrap({ id: toggle, type: 'toggle', parent_id: pageId, parent_table: 'block' }, 'current'),
      [textId]: wrap({ id: textId, type: 'text', parent_id: toggle, parent_table: 'block' }, 'old')
    }
  }
}

test('keeps hits in published, unlocked posts and pages; drops locked, hidden, draft and untraceable ones', () => {
  const draftId = newId()
  const hits = [hitIn(open.id), hitIn(locked.id), hitIn(hidden.id), hitIn(page.id), hitIn(draftId)]
  const orphan = { id: newId(), isNavigable: false, score: 1, highlight: { pathText: '', text: 'lost' } }
  const results = {
    results: [...hits.map((h) => h.result), orphan],
    total: 6,
    recordMap: { block: Object.assign({}, ...hits.map((h) => h.blocks)) }
  } as SearchResults
  const filtered = filterSearchResults(results, site)
  expect(filtered.results.map((r) => r.highlight.text)).toEqual([`<gzkNfoUU>word</gzkNfoUU> in ${open.id}`, `<gzkNfoUU>word</gzkNfoUU> in ${page.id}`])
  expect(filtered.total).toBe(2)
  expect(Object.keys(filtered.recordMap.block).sort()).toEqual([...Object.keys(hits[0]!.blocks), ...Object.keys(hits[3]!.blocks)].sort())
  expect(JSON.stringify(filtered)).not.toContain(locked.id)
})

test('a title hit on the page itself', () => {
  const results = { results: [{ id: open.id, isNavigable: true, score: 2, highlight: { pathText: '', text: '' } }], total: 1, recordMap: { block: hitIn(open.id).blocks } } as SearchResults
  expect(filterSearchResults(results, site).results).toHaveLength(1)
})
