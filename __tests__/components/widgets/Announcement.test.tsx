/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { renderWithGlobal, TEST_PAGE_PROPS, TEST_SITE, TEST_THEMES } from '../test-utils'
import { screen } from '@testing-library/react'
import type { ExtendedRecordMap } from 'notion-types'
import { renderToString } from 'react-dom/server'
import { Announcement } from '@/components/widgets/Announcement'
import { GlobalProvider } from '@/components/site/provider'
import type { BasePageProps } from '@/lib/site/page-props'

function noticeOf(blocks: Array<{ id: string; type: string; title?: unknown }>): BasePageProps {
  const root = { id: 'root', type: 'page', content: blocks.map((b) => b.id) }
  const block = Object.fromEntries([root, ...blocks].map((b) => [b.id, { value: { value: { ...b, properties: 'title' in b ? { title: b.title } : undefined } } }]))
  const recordMap = { block, collection: {}, collection_view: {}, notion_user: {}, collection_query: {}, signed_urls: {} } as unknown as ExtendedRecordMap
  const notice = { id: 'root', title: 'Notice', recordMap } as unknown as NonNullable<BasePageProps['site']['notice']>
  return { ...TEST_PAGE_PROPS, site: { ...TEST_SITE, notice } }
}

describe('Announcement', () => {
  it('is absent when the workspace has no Notice post', () => {
    const { container } = renderWithGlobal(<Announcement />)
    expect(container).toBeEmptyDOMElement()
  })

  it('draws a plain notice as HTML under its heading', async () => {
    renderWithGlobal(<Announcement classNames={{ root: 'card' }} title="News" />, noticeOf([{ id: 'a', type: 'text', title: [['We moved to ', []], ['a new home', [['b']]]] }]))
    const region = await screen.findByRole('region', { name: 'News' })
    expect(region).toHaveClass('card')
    expect(region).toHaveTextContent('We moved to a new home')
    expect(screen.getByText('a new home').tagName).toBe('STRONG')
  })

  it('draws a rich notice heading first and waits for the viewport before fetching the Notion renderer', () => {
    const html = renderToString(<GlobalProvider pageProps={noticeOf([{ id: 'a', type: 'image' }])} themes={TEST_THEMES}>{<Announcement />}</GlobalProvider>)
    expect(html).toContain('aria-label="Announcement"')
    expect(html).toContain('>Announcement</h2>')
    expect(html).not.toContain('notion')
  })
})
