/** @jest-environment jsdom */
import { mockRouter, renderWithGlobal, resetRouter, withRemote } from './test-utils'
import { act, fireEvent, screen } from '@testing-library/react'
import { BackToTop } from '@/components/widgets/BackToTop'
import { Hero } from '@/components/widgets/Hero'
import { NavList } from '@/components/nav/NavList'
import { NotFound } from '@/components/site/NotFound'
import { PostNav } from '@/components/post/PostNav'
import { SiteStats } from '@/components/widgets/SiteStats'
import { Tabs } from '@/components/widgets/Tabs'
import { TocCard } from '@/components/post/TocCard'
import type { PostLink, TocItem } from '@/lib/site/types'

beforeEach(() => resetRouter())

const toc: TocItem[] = [
  { id: 'h1', text: 'One', indentLevel: 0 },
  { id: 'h2', text: 'Two', indentLevel: 1 },
  { id: 'h3', text: 'Three', indentLevel: 0 }
]
const link = (id: string, title: string): PostLink => ({ id, title, href: `/article/${id}`, date: { start_date: '2026-01-01' }, publishDay: 'Jan 1, 2026', pageIcon: '', pageCoverThumbnail: '' })

describe('TocCard', () => {
  it('puts the reading progress over the contents, titled Catalogue', async () => {
    renderWithGlobal(<TocCard toc={toc} />)
    expect(screen.getByRole('heading', { name: 'Catalogue' })).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toBeInTheDocument()
    expect((await screen.findAllByRole('link', {}, { timeout: 10_000 })).map((a) => a.textContent)).toEqual(['One', 'Two', 'Three'])
  })

  it('is absent under TOC_MIN_ITEMS headings, and its title can be left out', () => {
    const { container, rerender } = renderWithGlobal(<TocCard toc={toc.slice(0, 2)} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<TocCard toc={toc} title={null} />)
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getByRole('region', { name: 'Contents' })).toBeInTheDocument()
  })
})

describe('Tabs', () => {
  const tabs = [{ id: 'toc', label: 'Contents', content: <p>the contents</p> }, null, { id: 'about', label: 'Overview', content: <p>the author</p> }]

  it('shows the first tab, switches on click and with the arrow keys', () => {
    renderWithGlobal(<Tabs tabs={tabs} label="Sidebar" />)
    expect(screen.getByRole('tablist', { name: 'Sidebar' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Contents' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('the contents')
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }))
    expect(screen.getByRole('tabpanel')).toHaveTextContent('the author')
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Overview' }), { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Contents' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Contents' })).toHaveFocus()
  })

  it('draws a single tab as its panel alone', () => {
    renderWithGlobal(<Tabs tabs={[false, tabs[2]]} label="Sidebar" />)
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.getByText('the author')).toBeInTheDocument()
  })
})

describe('SiteStats', () => {
  it('counts the posts and the days online since SINCE', () => {
    renderWithGlobal(<SiteStats />, withRemote({ SINCE: 2020 }))
    expect(screen.getByRole('heading', { name: 'Site stats' })).toBeInTheDocument()
    expect(screen.getByText('Posts').nextSibling).toHaveTextContent('3')
    expect(Number(screen.getByText('Days online').nextSibling?.textContent)).toBeGreaterThan(2000)
  })
})

describe('PostNav links', () => {
  it('draws the neighbours as plain links at either end, named for screen readers', () => {
    renderWithGlobal(<PostNav prev={link('a', 'Alpha')} next={link('b', 'Beta')} variant="links" />)
    expect(screen.getByRole('link', { name: 'Previous post: Alpha' })).toHaveAttribute('rel', 'prev')
    expect(screen.getByRole('link', { name: 'Next post: Beta' })).toHaveAttribute('href', '/article/b')
  })
})

describe('Hero eyebrow', () => {
  it('draws it above the title', () => {
    renderWithGlobal(<Hero title="Title" eyebrow={<span>Guides</span>} />)
    const heading = screen.getByRole('heading', { level: 1, name: 'Title' })
    expect(screen.getByText('Guides').compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})

describe('NotFound redirect', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('says it returns home and does so after the seconds given, keeping the theme', () => {
    resetRouter({ theme: 'hexo' }, '/missing?theme=hexo')
    renderWithGlobal(<NotFound redirectSeconds={3} />)
    expect(screen.getByRole('status')).toHaveTextContent('Taking you home in 3 s')
    act(() => jest.advanceTimersByTime(2900))
    expect(mockRouter.replace).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(200))
    expect(mockRouter.replace).toHaveBeenCalledWith('/?theme=hexo')
  })

  it('stays once the visitor scrolls or resizes, and stops saying it will go', () => {
    renderWithGlobal(<NotFound redirectSeconds={3} />)
    act(() => {
      window.dispatchEvent(new Event('resize'))
    })
    expect(screen.queryByRole('status')).toBeNull()
    act(() => jest.advanceTimersByTime(10_000))
    expect(mockRouter.replace).not.toHaveBeenCalled()
  })

  it('stays without', () => {
    renderWithGlobal(<NotFound />)
    act(() => jest.advanceTimersByTime(10_000))
    expect(mockRouter.replace).not.toHaveBeenCalled()
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe('BackToTop with the reading percentage', () => {
  it('shows the percentage beside the arrow, its name staying "Back to top"', () => {
    renderWithGlobal(<BackToTop classNames={{ percent: 'pct' }} />)
    const button = screen.getByRole('button', { name: 'Back to top' })
    expect(button.querySelector('.pct')).toHaveTextContent(/^\d+%$/)
  })
})

describe('NavList badge', () => {
  it('draws a badge after the entries it gives one', () => {
    const entry = (href: string, name: string) => ({ id: href, name, href, icon: '', target: '_self' as const, show: true, subMenus: [] })
    renderWithGlobal(<NavList links={[entry('/archive', 'Archive'), entry('/tag', 'Tags')]} badge={(link) => (link.href === '/archive' ? <span>36</span> : null)} />)
    expect(screen.getByRole('link', { name: 'Archive 36' })).toHaveAttribute('href', '/archive')
    expect(screen.getByRole('link', { name: 'Tags' })).toBeInTheDocument()
  })
})
