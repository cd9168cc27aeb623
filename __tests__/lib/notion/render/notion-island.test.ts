/** @jest-environment jsdom */
import { canStayServerHtml, NOTION_ISLAND_ATTRIBUTE, readServerIsland } from '@/lib/notion/render/notion-island'
import type { NotionParts } from '@/lib/notion/render/notion-parts'

const NONE: NotionParts = { code: false, equation: false, collection: false, pdf: false, image: false }

describe('canStayServerHtml', () => {
  it('keeps text and images as server HTML', () => {
    expect(canStayServerHtml(NONE)).toBe(true)
    expect(canStayServerHtml({ ...NONE, image: true })).toBe(true)
  })

  it.each(['code', 'equation', 'collection', 'pdf'] as const)('needs the renderer for %s', (part) => {
    expect(canStayServerHtml({ ...NONE, [part]: true })).toBe(false)
  })
})

describe('readServerIsland', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it("gives the island's HTML for its page id", () => {
    document.body.innerHTML = `<div ${NOTION_ISLAND_ATTRIBUTE}="other"><p>no</p></div><div ${NOTION_ISLAND_ATTRIBUTE}="page-1"><p>yes</p></div>`
    expect(readServerIsland('page-1')).toBe('<p>yes</p>')
  })

  it('gives null when the page is not in the document (a client-side navigation)', () => {
    document.body.innerHTML = `<div ${NOTION_ISLAND_ATTRIBUTE}="other"><p>no</p></div>`
    expect(readServerIsland('page-1')).toBeNull()
    expect(readServerIsland('')).toBeNull()
  })

  it('treats the id as text, not as a selector', () => {
    document.body.innerHTML = `<div ${NOTION_ISLAND_ATTRIBUTE}='a"]'><p>odd</p></div>`
    expect(readServerIsland('a"]')).toBe('<p>odd</p>')
  })
})
