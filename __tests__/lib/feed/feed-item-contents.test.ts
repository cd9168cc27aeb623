import type { ExtendedRecordMap } from 'notion-types'
import { feedItemContents, type FeedContentReaders } from '@/lib/feed/feed-item-contents'
import { makePost } from '../site/fixtures/blog-workspace'

function page(id: string, text: string): ExtendedRecordMap {
  return {
    block: {
      [id]: { role: 'reader', value: { id, type: 'page', content: [`${id}-t`], parent_id: 'db', parent_table: 'collection', alive: true } },
      [`${id}-t`]: { role: 'reader', value: { id: `${id}-t`, type: 'text', properties: { title: [[text]] }, parent_id: id, parent_table: 'block', alive: true } }
    },
    collection: {},
    collection_view: {},
    collection_query: {},
    notion_user: {},
    signed_urls: {}
  } as unknown as ExtendedRecordMap
}

function readers(context = 'en-US') {
  const loaded: string[] = []
  const value: FeedContentReaders = {
    recordMap: async (post) => {
      loaded.push(post.title)
      if (post.title === 'Broken') throw new Error('Notion answered 502')
      return page(post.id, `Body of ${post.title}`)
    },
    options: (post) => ({ postUrl: `https://b.example.com${post.href}`, pageUrl: (id) => `https://b.example.com/${id}`, label: () => 'see the post' }),
    context
  }
  return { value, loaded }
}

describe('feedItemContents', () => {
  it('renders each open post once per edit, never reads a locked one, and renders again what changed', async () => {
    const open = makePost({ title: 'Open' })
    const locked = makePost({ title: 'Locked', lock: true, password: 'x' })
    const first = readers()
    const contents = await feedItemContents([open, locked], first.value)
    expect(contents.get(open.id)).toBe('<div><div>Body of Open</div></div>')
    expect(contents.has(locked.id)).toBe(false)
    expect(first.loaded).toEqual(['Open'])

    const again = readers()
    await feedItemContents([open, locked], again.value)
    expect(again.loaded).toEqual([])

    const edited = readers()
    await feedItemContents([{ ...open, lastEditedDate: open.lastEditedDate + 1 }], edited.value)
    expect(edited.loaded).toEqual(['Open'])
    const otherLanguage = readers('ja-JP')
    await feedItemContents([open], otherLanguage.value)
    expect(otherLanguage.loaded).toEqual(['Open'])
  })

  it('names the post whose body cannot be loaded', async () => {
    await expect(feedItemContents([makePost({ title: 'Broken', id: 'broken-id' })], readers().value)).rejects.toThrow('the feed cannot carry the content of "Broken" (broken-id): Notion answered 502')
  })
})
