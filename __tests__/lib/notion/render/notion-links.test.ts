import type { Block } from 'notion-types'
import { isImageIcon } from '@/lib/notion/render/is-image-icon'
import { notionImageUrl } from '@/lib/urls/notion-image-url'
import { notionPageHref, pageIdKey, subPageBase } from '@/lib/urls/notion-page-href'

describe('notionPageHref', () => {
  const hrefs = new Map([[pageIdKey('0123abcd-89ab-cdef-0123-456789abcdef'), '/article/known']])
  it('links a known post to its href, dashed id or not', () => {
    expect(notionPageHref('0123abcd-89ab-cdef-0123-456789abcdef', hrefs)).toBe('/article/known')
    expect(notionPageHref('0123ABCD89abcdef0123456789abcdef', hrefs)).toBe('/article/known')
  })
  it('links an unknown page to its bare id below the base path', () => {
    expect(notionPageHref('11111111-2222-3333-4444-555555555555', hrefs)).toBe('/11111111222233334444555555555555')
    expect(notionPageHref('11111111-2222-3333-4444-555555555555', hrefs, '/article/post')).toBe('/article/post/11111111222233334444555555555555')
  })
})

describe('subPageBase', () => {
  const SUB = '11111111-2222-3333-4444-555555555555'
  it("is a post's own path, without query or hash", () => {
    expect(subPageBase('/article/post', 'aaaaaaaa-2222-3333-4444-555555555555')).toBe('/article/post')
    expect(subPageBase('/article/post/?theme=example#top', 'aaaaaaaa-2222-3333-4444-555555555555')).toBe('/article/post')
  })
  it("drops a sub-page's own id, so its sub-pages hang from the post too", () => {
    expect(subPageBase('/article/post/11111111222233334444555555555555', SUB)).toBe('/article/post')
    expect(subPageBase(`/about/${SUB}?theme=medium`, SUB)).toBe('/about')
  })
  it("keeps an id that is not the page's own, and gives '' at the root", () => {
    expect(subPageBase('/article/0123456789abcdef0123456789abcdef', SUB)).toBe('/article/0123456789abcdef0123456789abcdef')
    expect(subPageBase('/', SUB)).toBe('')
    expect(subPageBase('', '')).toBe('')
  })
})

describe('notionImageUrl', () => {
  const block = { id: 'b1', parent_table: 'block' } as Block
  it('serves site paths as they are', () => {
    expect(notionImageUrl('/demo/cover.svg', block)).toBe('/demo/cover.svg')
  })
  it('keeps full URLs and data URLs', () => {
    expect(notionImageUrl('https://images.example.com/a.png', block)).toBe('https://images.example.com/a.png')
    expect(notionImageUrl('data:image/png;base64,AAAA', block)).toBe('data:image/png;base64,AAAA')
  })
  it("sends Notion's own static paths to notion.so", () => {
    expect(notionImageUrl('/images/page-cover/woodcuts_1.jpg', block)).toBe('https://www.notion.so/images/page-cover/woodcuts_1.jpg')
  })
  it('gives nothing for no URL', () => {
    expect(notionImageUrl(undefined, block)).toBeUndefined()
  })
})

describe('isImageIcon (docs/behaviour.md §5)', () => {
  it('shows URLs, data URLs and site paths as images', () => {
    expect(isImageIcon('https://x.com/i.png')).toBe(true)
    expect(isImageIcon('data:image/svg+xml;base64,AA')).toBe(true)
    expect(isImageIcon('/demo/icons/quire.svg')).toBe(true)
  })
  it('shows emoji and other text as text', () => {
    expect(isImageIcon('🧱')).toBe(false)
    expect(isImageIcon('fa fa-home')).toBe(false)
  })
})

describe('isImageIcon and the URL rule', () => {
  it('draws no image from an address an image may not load', () => {
    for (const icon of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/i.png']) expect(isImageIcon(icon)).toBe(false)
  })
})
