/** @jest-environment jsdom */
import { mockRouter, renderWithGlobal, TEST_PAGE_PROPS, TEST_THEMES } from '../test-utils'
import { act, screen, waitFor } from '@testing-library/react'
import { createRoot, type Root } from 'react-dom/client'
import { GlobalProvider } from '@/components/site/provider'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { NotionPage } from '@/components/notion/NotionPage'
import { getTableOfContents } from '@/lib/site/get-table-of-contents'

// react-pdf needs a real browser (canvas, workers); the block around it is what is under test here.
jest.mock('@/components/notion/NotionPdf', () => ({ NotionPdf: ({ file }: { file: string }) => <div data-testid="pdf">{file}</div> }))

const SNAPSHOT = path.join(process.cwd(), 'scripts/demo/snapshot')
const EVERY_BLOCK = '9d1c2ab07a5e416ca18131301e53b555'

function loadPage(id: string): ExtendedRecordMap {
  const json = JSON.parse(readFileSync(path.join(SNAPSHOT, `${id}.json`), 'utf8')) as { recordMap?: ExtendedRecordMap } & ExtendedRecordMap
  return json.recordMap ?? json
}

const recordMap = loadPage(EVERY_BLOCK)
const pageId = Object.keys(recordMap.block)[0] ?? ''

let warn: jest.SpyInstance
let log: jest.SpyInstance
let error: jest.SpyInstance
beforeEach(() => {
  mockRouter.asPath = '/article/every-block'
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  log = jest.spyOn(console, 'log').mockImplementation(() => {})
  error = jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  warn.mockRestore()
  log.mockRestore()
  error.mockRestore()
})

/** The heavy parts are chunks of their own: on a busy machine their first load takes seconds. */
const CHUNK_WAIT = { timeout: 30_000 }

/**
 * The every-block post, rendered once for all the checks on it (outside Testing Library, whose
 * cleanup would unmount it after each test); the heavy parts arrive in their own chunks.
 */
async function renderEveryBlock(): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  await act(async () => {
    root.render(
      <GlobalProvider pageProps={TEST_PAGE_PROPS} themes={TEST_THEMES}>
        <NotionPage recordMap={recordMap} />
      </GlobalProvider>
    )
  })
  await waitFor(() => expect(container.querySelector('.notion-code')).not.toBeNull(), CHUNK_WAIT)
  await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull(), CHUNK_WAIT)
  await waitFor(() => expect(container.querySelector('.notion-collection')).not.toBeNull(), CHUNK_WAIT)
  return { container, root }
}

/** docs/behaviour.md §3 block types and what each leaves in the page. */
const BLOCKS: Array<[type: string, selector: string]> = [
  ['page (a sub-page link)', 'a.notion-page-link'],
  ['collection view (inline database)', '.notion-collection'],
  ['header', 'h2.notion-h1'],
  ['sub_header', 'h3.notion-h2'],
  ['sub_sub_header', 'h4.notion-h3'],
  ['toggleable header', 'details.notion-toggle summary .notion-h'],
  ['text', '.notion-text'],
  ['bulleted_list', 'ul.notion-list-disc'],
  ['numbered_list', 'ol.notion-list-numbered'],
  ['to_do', '.notion-to-do'],
  ['toggle', 'details.notion-toggle'],
  ['quote', 'blockquote.notion-quote'],
  ['callout', '.notion-callout'],
  ['divider', 'hr.notion-hr'],
  ['code', '.notion-code'],
  ['equation', '.notion-equation .katex'],
  ['column_list and columns', '.notion-row .notion-column'],
  ['table and table_row', 'table.notion-simple-table tr'],
  ['bookmark', 'a.notion-bookmark'],
  ['image', '.notion-asset-wrapper-image img'],
  ['video', '.notion-asset-wrapper-video'],
  ['embed', '.notion-asset-wrapper-embed iframe'],
  ['pdf', '[data-testid="pdf"]'],
  ['audio', '.notion-audio audio'],
  ['file', '.notion-file'],
  ['tweet (a quote card naming the author)', '.notion-asset-wrapper-tweet blockquote.notion-tweet-card a[href="https://x.com/jack/status/20"]'],
  ['maps', '.notion-asset-wrapper-maps iframe'],
  ['gist', '.notion-asset-wrapper-gist iframe'],
  ['table_of_contents', '.notion-table-of-contents'],
  ['alias (link to page)', 'a.notion-page-link[href="/article/welcome-to-quire"], a.notion-page-link'],
  ['synced block', '.notion-sync-block']
]

describe('NotionPage on the every-block post (docs/behaviour.md §3)', () => {
  let container: HTMLElement
  let root: Root
  let logged: string[] = []
  beforeAll(async () => {
    mockRouter.asPath = '/article/every-block'
    const spies = [jest.spyOn(console, 'warn'), jest.spyOn(console, 'log')].map((spy) => spy.mockImplementation(() => {}))
    ;({ container, root } = await renderEveryBlock())
    logged = spies.flatMap((spy) => spy.mock.calls.map((call) => String(call[0])))
    spies.forEach((spy) => spy.mockRestore())
  }, CHUNK_WAIT.timeout)
  afterAll(() => {
    act(() => root.unmount())
    container.remove()
  })

  it.each(BLOCKS)('renders %s', (_type, selector) => {
    expect(container.querySelector(selector)).not.toBeNull()
  })

  it('typesets an equation as text with its MathML for screen readers, not as a nameless button', () => {
    const equation = container.querySelector('.notion-equation-block')!
    expect(equation.querySelector('.katex-display math')).not.toBeNull()
    expect(equation).not.toHaveAttribute('role')
    expect(equation).not.toHaveAttribute('tabindex')
  })

  it('renders a to-do checked when Notion says Yes', () => {
    const boxes = Array.from(container.querySelectorAll('.notion-to-do-item'))
    expect(boxes.some((box) => box.querySelector('.notion-property-checkbox-checked'))).toBe(true)
    expect(boxes.some((box) => box.querySelector('.notion-property-checkbox-unchecked'))).toBe(true)
  })

  it('draws a tweet as a quote card: the author from its URL and a link to it, no script', () => {
    const card = container.querySelector('blockquote.notion-tweet-card')
    expect(card?.querySelector('.notion-tweet-card-handle')?.textContent).toBe('@jack')
    expect(card).toHaveAttribute('cite', 'https://x.com/jack/status/20')
    const link = card?.querySelector('a')
    expect(link).toHaveAccessibleName('x.com/jack/status/20')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(container.querySelector('script, iframe[src*="twitter"], iframe[src*="x.com"]')).toBeNull()
  })

  it('renders a Drive preview as a bookmark card with its title', () => {
    expect(screen.getAllByText('Quire demo handbook').length).toBeGreaterThan(0)
  })

  it('draws a YouTube video as an embed and keeps every heading anchor for the table of contents', () => {
    expect(container.querySelector('.notion-asset-wrapper-video .notion-yt-lite')).not.toBeNull()
    for (const item of getTableOfContents(recordMap, pageId)) {
      expect(container.querySelector(`[id="${item.id.replaceAll('-', '')}"]`)).not.toBeNull()
    }
  })

  it('renders without logging a missing block or an unsupported type', () => {
    expect(logged.filter((message: string) => /missing block|Unsupported|unsupported/.test(message))).toEqual([])
  })
})

describe('table of contents building (docs/behaviour.md §3, §9)', () => {
  it('takes the headers in order with indent levels 0, 1 and 2', () => {
    const toc = getTableOfContents(recordMap, pageId)
    expect(toc.length).toBeGreaterThanOrEqual(3)
    expect(new Set(toc.map((item) => item.indentLevel))).toEqual(new Set([0, 1, 2]))
    expect(toc[0]).toMatchObject({ text: 'Text and headings', indentLevel: 0 })
    expect(toc.find((item) => item.text === 'A second-level heading')?.indentLevel).toBe(1)
    expect(toc.find((item) => item.text === 'A third-level heading')?.indentLevel).toBe(2)
  })
})

describe('NotionPage and broken blocks (docs/behaviour.md §8)', () => {
  const base = { collection: {}, collection_view: {}, notion_user: {}, collection_query: {}, signed_urls: {} }
  const broken = {
    ...base,
    block: {
      p: { role: 'reader', value: { id: 'p', type: 'page', parent_table: 'collection', content: ['t', 'gone', 'odd', 'eoi'], properties: { title: [['Broken']] } } },
      t: { role: 'reader', value: { id: 't', type: 'text', parent_id: 'p', properties: { title: [['still here', [['zz']]]] } } },
      odd: { role: 'reader', value: { id: 'odd', type: 'ai_block', parent_id: 'p' } },
      eoi: { role: 'reader', value: { id: 'eoi', type: 'external_object_instance', parent_id: 'p', format: { domain: 'jira.example.com', original_url: 'https://jira.example.com/1', attributes: [] } } }
    }
  } as unknown as ExtendedRecordMap

  it("logs 'missing block', the unsupported type and the unknown domain, and draws the rest", () => {
    const { container } = renderWithGlobal(<NotionPage recordMap={broken} />)
    expect(screen.getByText('still here')).toBeInTheDocument()
    expect(container.querySelectorAll('.notion-text')).toHaveLength(1)
    expect(container.querySelector('.notion-external')).toBeNull()
    const messages = warn.mock.calls.map((call) => String(call[0]))
    expect(messages.some((message) => message.includes('missing block gone'))).toBe(true)
    expect(messages.some((message) => message.includes('unsupported block type "ai_block"'))).toBe(true)
    expect(messages.some((message) => message.includes('unsupported external object domain "jira.example.com"'))).toBe(true)
  })
})

describe('NotionPage as a page view (docs/behaviour.md §2)', () => {
  it('shows the cover, the icon as text when it is an emoji, the title and the table of contents', async () => {
    const toc = getTableOfContents(recordMap, pageId)
    const { container } = renderWithGlobal(<NotionPage recordMap={recordMap} showHeader toc={toc} />)
    expect(screen.getByRole('heading', { level: 1, name: /Every block Quire renders/ })).toBeInTheDocument()
    expect(container.querySelector('.notion-page-view-icon')?.textContent).toBe('🧱')
    expect(container.querySelector('img.notion-page-view-cover')).toHaveAttribute('src', '/demo/covers/posts/every-block.webp')
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument()
    await waitFor(() => expect(container.querySelector('.notion-code')).not.toBeNull())
  })

  it('shows an image icon as an image, and breadcrumbs up to the parent page', () => {
    const parent = 'aaaaaaaa-0000-0000-0000-000000000001'
    const child = 'aaaaaaaa-0000-0000-0000-000000000002'
    const map = {
      collection: {}, collection_view: {}, notion_user: {}, collection_query: {}, signed_urls: {},
      block: {
        [child]: { role: 'reader', value: { id: child, type: 'page', parent_table: 'block', parent_id: parent, content: [], properties: { title: [['Child']] }, format: { page_icon: 'https://example.com/i.png' } } },
        [parent]: { role: 'reader', value: { id: parent, type: 'page', parent_table: 'space', parent_id: 's', content: [child], properties: { title: [['Parent']] } } }
      }
    } as unknown as ExtendedRecordMap
    // A sub-page is served below the page it lies in: the top crumb is that page's path.
    mockRouter.asPath = `/article/parent/${child.replaceAll('-', '')}`
    const { container } = renderWithGlobal(<NotionPage recordMap={map} showHeader />)
    expect(container.querySelector('img.notion-page-view-icon')).toHaveAttribute('src', 'https://example.com/i.png')
    expect(screen.getByRole('link', { name: 'Parent' })).toHaveAttribute('href', '/article/parent')
  })
})

describe('NotionPage and the URL rule (safeUrl)', () => {
  const HTML = 'data:text/html,<script>alert(1)</script>'
  const SCRIPT = 'javascript:alert(1)'
  const row = (id: string, value: Record<string, unknown>) => ({ role: 'reader', value: { id, parent_id: 'p', parent_table: 'block', alive: true, ...value } })
  const map = {
    collection: {}, collection_view: {}, notion_user: {}, collection_query: {}, signed_urls: {},
    block: {
      p: { role: 'reader', value: { id: 'p', type: 'page', parent_table: 'space', content: ['t', 'b', 'e', 'v', 'a', 'ok'], properties: { title: [['Links']] } } },
      t: row('t', { type: 'text', properties: { title: [['html link', [['a', HTML]]], [' and '], ['script link', [['a', SCRIPT]]], [' and '], ['a mention', [['lm', { href: HTML, title: 'mentioned page' }]]]] } }),
      b: row('b', { type: 'bookmark', properties: { link: [[HTML]], title: [['html bookmark']] } }),
      e: row('e', { type: 'embed', properties: { source: [[HTML]] }, format: { display_source: HTML } }),
      v: row('v', { type: 'video', properties: { source: [[SCRIPT]] } }),
      a: row('a', { type: 'audio', properties: { source: [['data:audio/wav;base64,AA']] } }),
      ok: row('ok', { type: 'text', properties: { title: [['good link', [['a', 'https://example.com/']]]] } })
    }
  } as unknown as ExtendedRecordMap

  it('draws a data:text/html or javascript: link and bookmark as text, and no embed, video or audio from them', () => {
    const { container } = renderWithGlobal(<NotionPage recordMap={map} />)
    expect(screen.getByRole('link', { name: 'good link' })).toHaveAttribute('href', 'https://example.com/')
    for (const name of ['html link', 'script link', 'mentioned page', 'html bookmark']) {
      expect(screen.queryByRole('link', { name })).toBeNull()
      expect(container).toHaveTextContent(name)
    }
    const hrefs = [...container.querySelectorAll('[href], [src], [action]')].map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('action'))
    expect(hrefs.filter((url) => /^(data:text|data:audio|javascript:)/i.test(url ?? ''))).toEqual([])
    expect(container.querySelector('iframe, video, audio')).toBeNull()
  })
})
