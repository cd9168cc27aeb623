/** @jest-environment jsdom */
import { mockRouter, renderWithGlobal } from '../test-utils'
import { render } from '@testing-library/react'
import type { ExtendedRecordMap } from 'notion-types'
import { NotionPage } from '@/components/notion/NotionPage'
import { SimpleBlocks } from '@/components/notion/SimpleBlocks'
import { simpleBlocks } from '@/lib/notion/render/simple-blocks'

/** The demo's icon that is a file of the site (issue 35: it showed as this text over the block). */
const LAMP = '/demo/icons/lamp.svg'

const PAGE = 'aaaaaaaa-0000-0000-0000-000000000001'
const SUB_PAGE = 'aaaaaaaa-0000-0000-0000-000000000002'
const LINKED = 'aaaaaaaa-0000-0000-0000-000000000003'

const record = (id: string, value: Record<string, unknown>) => ({ role: 'reader', value: { id, parent_id: PAGE, parent_table: 'block', alive: true, ...value } })

/** A page holding a callout, a sub-page and a link to another page, each with the icon `icon`; the page's own icon too. */
function pageWithIcons(icon: string): ExtendedRecordMap {
  return {
    collection: {},
    collection_view: {},
    notion_user: {},
    collection_query: {},
    signed_urls: {},
    block: {
      [PAGE]: { role: 'reader', value: { id: PAGE, type: 'page', parent_table: 'space', parent_id: 's', alive: true, content: ['callout', SUB_PAGE, 'alias'], properties: { title: [['Icons']] }, format: { page_icon: icon } } },
      callout: record('callout', { type: 'callout', properties: { title: [['A lamp for a tip']] }, format: { page_icon: icon, block_color: 'gray_background' } }),
      [SUB_PAGE]: record(SUB_PAGE, { type: 'page', content: [], properties: { title: [['A page inside']] }, format: { page_icon: icon } }),
      alias: record('alias', { type: 'alias', format: { alias_pointer: { id: LINKED, table: 'block' } } }),
      [LINKED]: { role: 'reader', value: { id: LINKED, type: 'page', parent_table: 'space', parent_id: 's', alive: true, content: [], properties: { title: [['Linked page']] }, format: { page_icon: icon } } }
    }
  } as unknown as ExtendedRecordMap
}

/** Text nodes in `root` that are, whole, `text`. */
function textNodes(root: HTMLElement, text: string): Node[] {
  const found: Node[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim() === text) found.push(node)
  return found
}

beforeEach(() => {
  mockRouter.asPath = '/article/icons'
})

describe('icons that are files of the site draw as pictures (docs/behaviour.md §5, issue 35)', () => {
  it('in a callout, a sub-page link and a link to a page, loaded from the site path', () => {
    const { container } = renderWithGlobal(<NotionPage recordMap={pageWithIcons(LAMP)} />)
    const callout = container.querySelector('.notion-callout')
    expect(callout?.querySelector('img')).toHaveAttribute('src', LAMP)
    const links = [...container.querySelectorAll('a.notion-page-link')]
    expect(links.map((link) => link.textContent)).toEqual(['A page inside', 'Linked page'])
    for (const link of links) expect(link.querySelector('img.notion-page-icon')).toHaveAttribute('src', LAMP)
    expect(textNodes(container, LAMP)).toEqual([])
  })

  it('at the size the block gives: inside react-notion-x’s inline icon box', () => {
    const { container } = renderWithGlobal(<NotionPage recordMap={pageWithIcons(LAMP)} />)
    const images = [...container.querySelectorAll(`img[src="${LAMP}"]`)]
    // The callout's and the two links'.
    expect(images).toHaveLength(3)
    for (const image of images) expect(image.closest('.notion-page-icon-inline.notion-page-icon-image')).not.toBeNull()
  })

  it('in a page view’s header', () => {
    const { container } = renderWithGlobal(<NotionPage recordMap={pageWithIcons(LAMP)} showHeader />)
    expect(container.querySelector('header img.notion-page-view-icon')).toHaveAttribute('src', LAMP)
    expect(textNodes(container, LAMP)).toEqual([])
  })

  it('in the breadcrumbs of a sub-page, beside each page’s title', () => {
    const map = pageWithIcons(LAMP)
    const subPage = map.block[SUB_PAGE]!.value as unknown as Record<string, unknown>
    const block = { [SUB_PAGE]: { role: 'reader', value: { ...subPage, format: { page_icon: '📄' } } }, [PAGE]: map.block[PAGE] }
    mockRouter.asPath = `/article/icons/${SUB_PAGE.replaceAll('-', '')}`
    const { container, getByRole } = renderWithGlobal(<NotionPage recordMap={{ ...map, block } as unknown as ExtendedRecordMap} showHeader />)
    const crumbs = container.querySelector('.notion-page-view-breadcrumbs')
    expect(crumbs?.querySelector('img')).toHaveAttribute('src', LAMP)
    expect(crumbs).toHaveTextContent('📄')
    // Decorative: the link is named by the page's title alone.
    expect(getByRole('link', { name: 'Icons' })).toHaveAttribute('href', '/article/icons')
    expect(textNodes(container, LAMP)).toEqual([])
  })

  it('keeps an emoji icon as text', () => {
    const { container } = renderWithGlobal(<NotionPage recordMap={pageWithIcons('💡')} />)
    expect(container.querySelector('.notion-callout img')).toBeNull()
    expect(container.querySelector('.notion-callout [role="img"]')).toHaveTextContent('💡')
  })

  it('loads Notion’s stock icons from Notion, as react-notion-x does, not from the site', () => {
    const { container } = renderWithGlobal(<NotionPage recordMap={pageWithIcons('/icons/light-bulb_yellow.svg')} />)
    expect(container.querySelector('.notion-callout img')?.getAttribute('src')).toMatch(/^https:\/\/www\.notion\.so\/icons\/light-bulb_yellow\.svg/)
  })

  it('in a notice drawn without the Notion renderer (SimpleBlocks)', () => {
    const map = pageWithIcons(LAMP)
    const blocks = simpleBlocks({ ...map, block: { [PAGE]: { role: 'reader', value: { id: PAGE, type: 'page', content: ['callout'] } }, callout: map.block.callout } } as unknown as ExtendedRecordMap)!
    const { container } = render(<SimpleBlocks blocks={blocks} />)
    expect(container.querySelector('img')).toHaveAttribute('src', LAMP)
    expect(textNodes(container, LAMP)).toEqual([])
  })
})
