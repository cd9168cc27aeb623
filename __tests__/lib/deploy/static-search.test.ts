import { buildStaticSearchIndex } from '@/lib/site/build-static-search-index'
import { parseStaticSearchIndex } from '@/lib/site/static-search-index'
import type { SiteData } from '@/lib/site/types'
import { highlightSegments } from '@/lib/search/highlight-segments'
import { loadStaticSearchIndex, staticSearchResponse } from '@/components/search/static-search'
import { postSummaryOf } from '../../fixtures/post'

const open = postSummaryOf({ id: 'a', title: 'Gardening', slug: 'gardening', href: '/article/gardening', summary: 'Soil and seeds', tags: ['Outdoors'] })
const locked = postSummaryOf({ id: 'b', title: 'A locked letter', slug: 'letter', href: '/article/letter', summary: 'Private', lock: true })
const other = postSummaryOf({ id: 'c', title: 'Cooking <fast>', slug: 'cooking', href: '/article/cooking', summary: 'Pans' })

const index = {
  posts: [open, locked, other],
  texts: new Map([
    ['a', 'A long paragraph about compost & worms, and how the Status Box is ticked.'],
    ['c', 'Heat the pan.']
  ])
}
const lowered = new Map([...index.texts].map(([id, text]) => [id, text.toLowerCase()]))
const load = async () => ({ ...index, lowered })

describe('the static search index', () => {
  it('holds every post by summary and only the open posts by text, as written', async () => {
    const site = { posts: [open, { ...locked, password: 'secret-word' }] } as unknown as SiteData
    const built = await buildStaticSearchIndex(site, async () => new Map([['a', 'Compost Text']]))
    expect(built.posts.map((post) => post.id)).toEqual(['a', 'b'])
    expect(built.texts).toEqual({ a: 'Compost Text' })
    expect(JSON.stringify(built)).not.toContain('secret-word')
  })

  it('refuses a file that is not an index, saying what it expected', () => {
    expect(() => parseStaticSearchIndex({ results: [] })).toThrow('/search-index.json is not a search index')
    expect(() => parseStaticSearchIndex(null)).toThrow('is not a search index')
  })
})

describe('staticSearchResponse (the modal on a static site)', () => {
  it('finds words of a body, case-insensitively, with the match marked in its snippet', async () => {
    const response = await staticSearchResponse('status box', load)
    expect(response.total).toBe(1)
    const [hit] = response.results
    expect(hit).toMatchObject({ pageId: 'a', title: 'Gardening', href: open.href })
    const segments = highlightSegments(hit?.highlight.text)
    expect(segments.find((segment) => segment.match)?.text).toBe('Status Box')
    expect(segments.map((segment) => segment.text).join('')).toContain('compost & worms')
  })

  it('finds a locked post by its title but never by words of its body', async () => {
    expect((await staticSearchResponse('locked letter', load)).results.map((hit) => hit.pageId)).toEqual(['b'])
    expect((await staticSearchResponse('private', load)).results.map((hit) => hit.pageId)).toEqual(['b'])
  })

  it('marks a title match, escaping the title, when neither body nor summary matched', async () => {
    const [hit] = (await staticSearchResponse('fast', load)).results
    expect((hit?.highlight as { title?: string }).title).toBe('Cooking &lt;<gzkNfoUU>fast</gzkNfoUU>&gt;')
  })

  it('answers a blank query with nothing, without loading the index', async () => {
    const never = jest.fn(load)
    expect(await staticSearchResponse('   ', never)).toEqual({ results: [], total: 0, recordMap: { block: {} } })
    expect(never).not.toHaveBeenCalled()
  })
})

describe('loadStaticSearchIndex', () => {
  it('fetches the index once, and again after a failure', async () => {
    const failing = jest.fn(async () => new Response('nope', { status: 404 }))
    await expect(loadStaticSearchIndex(failing as unknown as typeof fetch)).rejects.toThrow('the search index /search-index.json answered 404')
    const good = jest.fn(async () => new Response(JSON.stringify({ posts: [open], texts: { a: 'Hello There' } })))
    const first = await loadStaticSearchIndex(good as unknown as typeof fetch)
    await loadStaticSearchIndex(good as unknown as typeof fetch)
    expect(good).toHaveBeenCalledTimes(1)
    expect(first.lowered.get('a')).toBe('hello there')
  })
})
