/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter, TEST_PAGE_PROPS, TEST_SITE } from './test-utils'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { LeadStory } from '@/components/list/LeadStory'
import { LinkCard } from '@/components/list/LinkCard'
import { ListFilterProvider, useListFilter } from '@/components/list/ListFilter'
import { NextPostCard } from '@/components/post/NextPostCard'
import { READ_TIMES_KEY, useUnreadPosts } from '@/components/list/use-unread-posts'
import type { PostLink } from '@/lib/site/types'
import { postSummaryOf } from '../fixtures/post'

beforeEach(() => resetRouter())

const post = postSummaryOf({
  id: 'p1',
  title: 'Reading Notion',
  href: '/article/reading-notion',
  summary: 'Why notion pages read well',
  category: ['Guides'],
  tagItems: [{ name: 'Notion', color: 'blue', count: 3 }],
  tags: ['Notion'],
  publishDay: 'Jun 1, 2026',
  pageIcon: '📚',
  pageCover: '/demo/covers/dawn.svg'
})

describe('LinkCard', () => {
  it('shows the icon, title and summary, linking to the post', () => {
    renderWithGlobal(<LinkCard post={post} />)
    const card = screen.getByRole('link', { name: /Reading Notion/ })
    expect(card).toHaveAttribute('href', '/article/reading-notion')
    expect(card).toHaveTextContent('📚')
    expect(card).toHaveTextContent('Why notion pages read well')
    expect(card).not.toHaveAttribute('target')
  })

  it('opens a web address in a new tab, safely, and marks the page being read', () => {
    const { unmount } = renderWithGlobal(<LinkCard post={{ ...post, href: 'https://example.com/' }} />)
    const card = screen.getByRole('link')
    expect(card).toHaveAttribute('target', '_blank')
    expect(card).toHaveAttribute('rel', 'noopener noreferrer')
    unmount()
    resetRouter({}, '/article/reading-notion')
    renderWithGlobal(<LinkCard post={post} classNames={{ current: 'here' }} />)
    expect(screen.getByRole('link')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link').className).toContain('here')
  })

  it('without an icon shows the first letter; without a summary the placeholder', () => {
    renderWithGlobal(<LinkCard post={{ ...post, pageIcon: '', summary: '' }} emptySummary="No description yet" />)
    expect(screen.getByRole('link')).toHaveTextContent(/^RReading NotionNo description yet$/)
  })
})

describe('ListFilter', () => {
  it('shares the typed text between a box and a list under one provider', () => {
    function Box() {
      const { setText } = useListFilter()
      return <input aria-label="filter" onChange={(event) => setText(event.target.value)} />
    }
    function List() {
      return <p>{useListFilter().text || 'all'}</p>
    }
    renderWithGlobal(
      <ListFilterProvider>
        <Box />
        <List />
      </ListFilterProvider>
    )
    expect(screen.getByText('all')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('filter'), { target: { value: 'abc' } })
    expect(screen.getByText('abc')).toBeInTheDocument()
  })
})

describe('LeadStory', () => {
  it('draws the cover, chips, large title, summary, a read link and the date', () => {
    renderWithGlobal(<LeadStory post={post} />)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Reading Notion')
    expect(screen.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/category/Guides')
    expect(screen.getByRole('link', { name: '#Notion' })).toBeInTheDocument()
    expect(screen.getByText('Why notion pages read well')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Read the article ›' })).toHaveAttribute('href', '/article/reading-notion')
    expect(screen.getByText('Jun 1, 2026').tagName).toBe('TIME')
    expect(document.querySelector('img')).toHaveAttribute('loading', 'eager')
  })

  it('leaves out the summary and chips when asked', () => {
    renderWithGlobal(<LeadStory post={post} showSummary={false} showChips={false} />)
    expect(screen.queryByText('Why notion pages read well')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Guides' })).not.toBeInTheDocument()
  })
})

describe('NextPostCard', () => {
  const next: PostLink = { id: 'n', title: 'The next one', href: '/article/next', date: { start_date: '2026-01-01' }, publishDay: 'Jan 1, 2026', pageIcon: '', pageCoverThumbnail: '' }
  const scrollTo = async (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 })
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 })
    // The scroll is read once a frame.
    await act(async () => {
      window.dispatchEvent(new Event('scroll'))
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
  }

  it('is not drawn (nor its code loaded) until the reader nears the end; then slides in, and is out of reach once they scroll back', async () => {
    await scrollTo(0)
    renderWithGlobal(<NextPostCard next={next} thresholdPx={400} />)
    expect(screen.queryByRole('link')).toBeNull()
    await scrollTo(2000)
    const card = await screen.findByRole('link', { name: /Read next/ })
    expect(card).toHaveAttribute('href', '/article/next')
    await waitFor(() => expect(card).toHaveAttribute('data-shown', 'true'))
    expect(card).not.toHaveAttribute('inert')
    await scrollTo(0)
    await waitFor(() => expect(screen.getByRole('link', { hidden: true })).toHaveAttribute('data-shown', 'false'))
    expect(screen.getByRole('link', { hidden: true })).toHaveAttribute('inert')
  })

  it('draws nothing without a next post', () => {
    const { container } = renderWithGlobal(<NextPostCard next={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('useUnreadPosts', () => {
  function Probe({ on = true }: { on?: boolean }) {
    const unread = useUnreadPosts(on)
    return <p>{['/article/a', '/article/b', '/article/old'].filter((href) => unread({ href, lastEditedDate: 1000 })).join(',') || 'none'}</p>
  }
  const site = (hrefs: string[]) => ({ latestPosts: hrefs.map((href) => ({ id: href, title: href, href, date: { start_date: '' }, publishDay: '', pageIcon: '', pageCoverThumbnail: '' })) })

  beforeEach(() => window.localStorage.clear())

  it('marks the latest posts not opened since their last edit, and records the page being read', () => {
    window.localStorage.setItem(READ_TIMES_KEY, JSON.stringify({ '/article/b': 5000 }))
    resetRouter({}, '/article/a')
    renderWithGlobal(<Probe />, { ...TEST_PAGE_PROPS, site: { ...TEST_SITE, ...site(['/article/a', '/article/b']) } })
    // a is being read now, b was opened after its edit; old is not among the latest.
    expect(screen.getByText('none')).toBeInTheDocument()
    expect(JSON.parse(window.localStorage.getItem(READ_TIMES_KEY) ?? '{}')).toHaveProperty('/article/a')
  })

  it('marks nothing when off', () => {
    renderWithGlobal(<Probe on={false} />, { ...TEST_PAGE_PROPS, site: { ...TEST_SITE, ...site(['/article/a']) } })
    expect(screen.getByText('none')).toBeInTheDocument()
  })

  it('marks a latest post never opened', () => {
    resetRouter({}, '/about')
    renderWithGlobal(<Probe />, { ...TEST_PAGE_PROPS, site: { ...TEST_SITE, ...site(['/article/a']) } })
    expect(screen.getByText('/article/a')).toBeInTheDocument()
  })
})
