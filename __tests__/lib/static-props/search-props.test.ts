/**
 * The site search on the demo workspace: title, summary and tags as docs/behaviour.md §5 says, and beyond that
 * each post's body, never the body of a locked post.
 */
// Hands lib the theme registry, as a page file's import of its builder does.
import '@/themes/site.server'
import type { GetServerSidePropsContext } from 'next'
import { searchServerSideProps } from '@/lib/static-props/search-server-props'
import { getPostText } from '@/lib/site/get-post-text'
import { getSearchTextIndex } from '@/lib/site/get-search-text-index'
import { getSiteData } from '@/lib/site/get-site-data'
import type { SearchPageProps } from '@/lib/site/page-props'
import { searchPosts } from '@/lib/site/search-posts'
import type { PostSummary, SitePost } from '@/lib/site/types'

async function search(keyword: string, page?: string): Promise<SearchPageProps | null> {
  const res = { setHeader: () => res }
  const result = await searchServerSideProps({ params: { keyword, ...(page && { page }) }, res } as unknown as GetServerSidePropsContext)
  return 'props' in result ? ((await result.props) as SearchPageProps) : null
}

const slugs = (props: SearchPageProps | null) => props?.posts.map((post) => post.slug) ?? []

describe('search props on the demo', () => {
  it('find a post by a phrase that is only in its body, in any case', async () => {
    const phrase = 'tick a status box'
    const props = await search(phrase.toUpperCase())
    expect(slugs(props)).toEqual(['welcome-to-quire'])
    expect(props?.paging).toMatchObject({ page: 1, total: 1, basePath: `/search/${encodeURIComponent('TICK A STATUS BOX')}` })
  })

  it('still find posts by title, summary and tag', async () => {
    expect(slugs(await search('welcome to quire'))).toContain('welcome-to-quire')
    expect(slugs(await search('swap it for your own'))).toContain('welcome-to-quire')
    expect((await search('publishing'))?.paging.total).toBeGreaterThan(1)
  })

  it('never match the locked post by its body, only by its title or summary', async () => {
    for (const phrase of ['photos for family', 'a trusted editor', 'you typed the password']) {
      expect(await search(phrase)).toMatchObject({ posts: [], paging: { total: 0 } })
    }
    // locking-a-post links to it by its title: that is locking-a-post's own text.
    expect(slugs(await search('a letter behind a lock')).sort()).toEqual(['a-locked-letter', 'locking-a-post'])
    expect(slugs(await search('for a few readers only'))).toEqual(['a-locked-letter'])
  })

  it('gives an empty first page for no match and 404 for a page past the end', async () => {
    expect(await search('zzqx-nothing-has-this')).toMatchObject({ keyword: 'zzqx-nothing-has-this', posts: [] })
    expect(await search('zzqx-nothing-has-this', '2')).toBeNull()
  })

  it('page 2 of a long result list', async () => {
    const first = await search('the')
    expect(first?.paging.totalPages).toBeGreaterThan(1)
    const second = await search('the', '2')
    expect(second?.paging.page).toBe(2)
    expect(second?.path).toBe('/search/the/page/2')
  })
})

describe('getSearchTextIndex', () => {
  it('holds lowercased body text of listed unlocked posts only, built once per site data', async () => {
    const site = await getSiteData()
    const index = await getSearchTextIndex(site)
    expect(await getSearchTextIndex(site)).toBe(index)
    const locked = site.posts.find((post) => post.lock)
    expect(locked).toBeDefined()
    expect(index.has(locked!.id)).toBe(false)
    const welcome = site.posts.find((post) => post.slug === 'welcome-to-quire')!
    expect(index.get(welcome.id)).toContain('tick a status box')
    expect(index.get(welcome.id)).toBe(index.get(welcome.id)?.toLowerCase())
  })

  it('skips a locked post before reading it and logs a page it cannot read', async () => {
    const post = (id: string, extra: Partial<SitePost> = {}) => ({ id, title: id, lock: false, password: '', ...extra }) as SitePost
    const site = { posts: [post('a'), post('b', { lock: true, password: 'x' }), post('c')] } as never
    const read: string[] = []
    const log = jest.fn()
    const index = await getSearchTextIndex(
      site,
      async (p) => {
        read.push(p.id)
        if (p.id === 'c') throw new Error('gone')
        return { lock: false, recordMap: { block: { a: { value: { id: 'a', type: 'page', content: ['t'] } }, t: { value: { id: 't', type: 'text', properties: { title: [['Hello World']] } } } } } as never }
      },
      log
    )
    expect(read.sort()).toEqual(['a', 'c'])
    expect([...index]).toEqual([['a', 'hello world']])
    expect(log).toHaveBeenCalledWith(expect.stringContaining('gone'))
  })
})

describe('searchPosts', () => {
  const post = (id: string, fields: Partial<PostSummary>) => ({ id, title: '', summary: '', tags: [], lock: false, ...fields }) as PostSummary
  const posts = [post('1', { title: 'Alpha' }), post('2', { summary: 'beta release' }), post('3', { lock: true, title: 'Gamma' }), post('4', { tags: ['Delta'] })]
  const texts = new Map([
    ['1', 'nothing here'],
    ['2', 'some body words'],
    ['3', 'secret body words'],
    ['4', 'body words too']
  ])
  it('matches fields, then body text, keeping order; a locked post only by its fields', () => {
    expect(searchPosts(posts, 'BODY WORDS', texts).map((p) => p.id)).toEqual(['2', '4'])
    expect(searchPosts(posts, 'gamma', texts).map((p) => p.id)).toEqual(['3'])
    expect(searchPosts(posts, 'delta', texts).map((p) => p.id)).toEqual(['4'])
    expect(searchPosts(posts, '  ', texts)).toEqual([])
  })
})

describe('getPostText', () => {
  it('reads every text property of the blocks, only the title of other pages, not the page row itself', () => {
    const recordMap = {
      block: {
        p: { value: { id: 'p', type: 'page', properties: { title: [['Row title']], pw: [['secret']] }, content: ['a', 'b', 'c'] } },
        a: { value: { id: 'a', type: 'text', properties: { title: [['Hello ', [['b']]], ['world']] } } },
        b: { value: { id: 'b', type: 'page', properties: { title: [['Child page']], pw: [['hidden']] }, content: ['d'] } },
        c: { value: { id: 'c', type: 'image', properties: { caption: [['A caption']] } } },
        d: { value: { id: 'd', type: 'text', properties: { title: [['inside the child']] } } }
      }
    }
    expect(getPostText(recordMap as never, 'p')).toBe('Hello world\nChild page\nA caption')
  })
})
