import type { ExtendedRecordMap } from 'notion-types'
import { linkedPosts } from '@/lib/site/linked-posts'
import { blockClass, videoEpisodes } from '@/lib/notion/render/video-episodes'

const PAGE = 'aaaaaaaa-0000-0000-0000-000000000000'

function recordMap(blocks: Record<string, object>): ExtendedRecordMap {
  const block = Object.fromEntries(Object.entries(blocks).map(([id, value]) => [id, { value: { value: { id, ...value }, role: 'reader' } }]))
  return { block, collection: {}, collection_view: {}, notion_user: {}, collection_query: {}, signed_urls: {} } as unknown as ExtendedRecordMap
}

const video = (source: string, caption?: string) => ({
  type: 'video',
  properties: { source: [[source]], ...(caption ? { caption: [['Episode '], [caption, [['b']]]] } : {}) }
})

describe('videoEpisodes', () => {
  it('gathers captioned videos and embeds in reading order, through columns, not sub-pages', () => {
    const map = recordMap({
      [PAGE]: { type: 'page', content: ['v1', 'cols', 'plain', 'sub', 'e1'] },
      v1: video('https://youtu.be/aqz-KE-bpKQ', 'one'),
      cols: { type: 'column_list', content: ['col'] },
      col: { type: 'column', content: ['v2'] },
      v2: video('/demo/files/two.mp4', 'two'),
      plain: video('/demo/files/plain.mp4'),
      sub: { type: 'page', content: ['v3'] },
      v3: video('/demo/files/three.mp4', 'three'),
      e1: { type: 'embed', properties: { source: [['https://example.com/page']], caption: [['An embed']] }, format: { display_source: 'https://example.com/embed' } }
    })
    expect(videoEpisodes(map, PAGE)).toEqual([
      { id: 'v1', source: 'https://youtu.be/aqz-KE-bpKQ', caption: 'Episode one' },
      { id: 'v2', source: '/demo/files/two.mp4', caption: 'Episode two' },
      { id: 'e1', source: 'https://example.com/embed', caption: 'An embed' }
    ])
  })
  it('leaves out addresses that may not be played in a frame, and is empty without blocks', () => {
    const map = recordMap({ [PAGE]: { type: 'page', content: ['bad'] }, bad: video('javascript:alert(1)', 'x') })
    expect(videoEpisodes(map, PAGE)).toEqual([])
    expect(videoEpisodes(null, PAGE)).toEqual([])
  })
  it('names the class react-notion-x gives a block', () => {
    expect(blockClass('b548d22d-6fb2-4b99-b7a4-c7b8ab423c16')).toBe('notion-block-b548d22d6fb24b99b7a4c7b8ab423c16')
  })
})

describe('linkedPosts', () => {
  it('gathers the latest, recommended and neighbouring posts of a page', () => {
    const link = (id: string) => ({ id, href: `/article/${id}` }) as never
    const site = { latestPosts: [link('a')] } as never
    expect(linkedPosts({ site, recommendations: [link('b')], prev: link('c'), next: null }).map((post: { id: string }) => post.id)).toEqual(['a', 'b', 'c'])
  })
})
