/** @jest-environment jsdom */
/**
 * The every-block post as the official source gives it (the test server's official answers, in
 * process) draws through the site's renderer: every kind the official API gives, no missing block.
 */
import { mockRouter, TEST_PAGE_PROPS, TEST_THEMES } from '../test-utils'
import { act, waitFor } from '@testing-library/react'
import { createRoot, type Root } from 'react-dom/client'
import type { ExtendedRecordMap } from 'notion-types'
import { NotionPage } from '@/components/notion/NotionPage'
import { GlobalProvider } from '@/components/site/provider'
import { createOfficialSource } from '@/lib/notion/official/create-official-source'
import { trimRecordMap } from '@/lib/site/trim-record-map'
import { loadWorkspace } from '@/scripts/notion-server/load-workspace'
import { createInProcessFetch } from '@/scripts/notion-server/official/in-process-fetch'

jest.mock('@/components/notion/NotionPdf', () => ({ NotionPdf: ({ file }: { file: string }) => <div data-testid="pdf">{file}</div> }))

const EVERY_BLOCK = '9d1c2ab0-7a5e-416c-a181-31301e53b555'
const CHUNK_WAIT = { timeout: 30_000 }

/** What each kind leaves in the page, as the snapshot's every-block test checks it. */
const BLOCKS: Array<[type: string, selector: string]> = [
  ['page (a sub-page link)', 'a.notion-page-link'],
  ['collection view (inline database, as a table)', '.notion-collection .notion-table'],
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
  ['tweet', '.notion-asset-wrapper-tweet blockquote.notion-tweet-card'],
  ['maps', '.notion-asset-wrapper-maps iframe'],
  ['gist', '.notion-asset-wrapper-gist iframe'],
  ['table_of_contents', '.notion-table-of-contents'],
  // Its href is the site's to map (these test props hold no site data): the linked page itself is what counts.
  ['alias (link to page)', 'a.notion-page-link[href$="f203fd146ef041d08380701fe9f8c496"]'],
  ['synced block, original and copy', '.notion-sync-block']
]

let recordMap: ExtendedRecordMap
let skipped: string[]
let container: HTMLElement
let root: Root
let logged: string[]

beforeAll(async () => {
  skipped = []
  const source = createOfficialSource({
    token: 'test-integration-token',
    baseUrl: 'http://in-process',
    fetch: createInProcessFetch(loadWorkspace('scripts/demo/snapshot')),
    log: (message) => skipped.push(message),
    limiter: { ratePerSecond: 0 }
  })
  recordMap = trimRecordMap(await source.getPage(EVERY_BLOCK), EVERY_BLOCK)
  mockRouter.asPath = '/article/every-block'
  const spies = [jest.spyOn(console, 'warn'), jest.spyOn(console, 'log'), jest.spyOn(console, 'error')].map((spy) => spy.mockImplementation(() => {}))
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
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
  logged = spies.slice(0, 2).flatMap((spy) => spy.mock.calls.map((call) => String(call[0])))
  spies.forEach((spy) => spy.mockRestore())
}, CHUNK_WAIT.timeout)
afterAll(() => {
  act(() => root.unmount())
  container.remove()
})

it.each(BLOCKS)('renders %s', (_type, selector) => {
  expect(container.querySelector(selector)).not.toBeNull()
})

it('draws the linked page by its title, both synced blocks with their content, and both inline databases with their rows', () => {
  expect(container.querySelector('a.notion-page-link[href$="f203fd146ef041d08380701fe9f8c496"]')?.textContent).toContain('Welcome to Quire')
  for (const id of ['d198c2fb125047698cbf0986c4731c3f', 'bce2ad3c6f254583990708b18ba1089e']) {
    expect(container.querySelector(`.notion-sync-block.notion-block-${id}`)?.textContent?.trim()).toBeTruthy()
  }
  expect(container.querySelectorAll('.notion-collection')).toHaveLength(2)
  expect(container.querySelectorAll('.notion-collection .notion-table-row').length).toBeGreaterThan(3)
})

it("skips only the drive block, which the official API cannot give, and the renderer misses nothing", () => {
  expect(skipped).toEqual([expect.stringMatching(/^missing block fc44843b-.*: a "drive" block, which the official API does not give, skipped$/)])
  expect(logged.filter((message) => /missing block|Unsupported|unsupported/.test(message))).toEqual([])
})
