/** @jest-environment jsdom */
import { mockRouter, renderWithGlobal, resetRouter, TEST_PAGE_PROPS, TEST_SITE, withRemote } from './test-utils'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { ArchiveList } from '@/components/list/ArchiveList'
import { CategoryList } from '@/components/list/CategoryList'
import { Drawer } from '@/components/nav/Drawer'
import { FloatingTools } from '@/components/widgets/FloatingTools'
import { Hero } from '@/components/widgets/Hero'
import { InfoCard } from '@/components/widgets/InfoCard'
import { JumpToComments } from '@/components/comments/JumpToComments'
import { PaginationNumbered } from '@/components/list/PaginationNumbered'
import { PostCard } from '@/components/list/PostCard'
import { PostCopyright } from '@/components/post/PostCopyright'
import { PostFeed } from '@/components/list/PostFeed'
import { RandomPostButton } from '@/components/widgets/RandomPostButton'
import { ReadingProgress } from '@/components/post/ReadingProgress'
import { ReadingTime } from '@/components/post/ReadingTime'
import { RecentComments } from '@/components/comments/RecentComments'
import { RecommendedPosts } from '@/components/post/RecommendedPosts'
import { SearchDrawerButton } from '@/components/search/SearchDrawerButton'
import { TypedText } from '@/components/widgets/TypedText'
import type { BasePageProps } from '@/lib/site/page-props'
import type { PostDetail, PostLink } from '@/lib/site/types'
import { postSummaryOf } from '../fixtures/post'

beforeEach(() => {
  resetRouter()
  window.scrollTo = jest.fn()
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
})

const post = postSummaryOf({
  id: 'p1',
  title: 'Reading Notion',
  href: '/article/reading-notion',
  summary: 'Why notion pages read well',
  category: ['Guides'],
  tagItems: [{ name: 'Notion', color: 'blue', count: 3 }],
  tags: ['Notion'],
  publishDay: 'Jun 1, 2026',
  pageCoverThumbnail: '/demo/covers/dawn.svg'
})

const detail = (fields: Partial<PostDetail> = {}): PostDetail => ({
  ...post,
  toc: [
    { id: 'h1', text: 'One', indentLevel: 0 },
    { id: 'h2', text: 'Two', indentLevel: 1 },
    { id: 'h3', text: 'Three', indentLevel: 0 }
  ],
  wordCount: 900,
  ext: {},
  comment: '',
  recordMap: null,
  ...fields
})

const link = (id: string, title: string): PostLink => ({ id, title, href: `/article/${id}`, date: { start_date: '2026-01-01' }, publishDay: 'Jan 1, 2026', pageIcon: '', pageCoverThumbnail: '' })

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
  act(() => {
    window.dispatchEvent(new Event('scroll'))
  })
}

/** requestAnimationFrame callbacks run on jest's timers. */
async function frames() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
}

describe('Drawer', () => {
  function Harness() {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
        <Drawer open={open} onClose={() => setOpen(false)} label="Panel">
          <button type="button">inside</button>
        </Drawer>
      </>
    )
  }

  it('is a modal dialog that takes focus, keeps the page still, and gives focus back when closed', async () => {
    renderWithGlobal(<Harness />)
    expect(screen.queryByRole('dialog')).toBeNull()
    const opener = screen.getByRole('button', { name: 'open' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Panel' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    expect(document.documentElement.style.overflow).toBe('hidden')
    fireEvent.keyDown(window, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('closes from its close button and from the dimmed page', async () => {
    renderWithGlobal(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'open' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'open' }))
    await screen.findByRole('dialog')
    // The backdrop is the other Close button, outside the panel.
    const backdrop = screen.getAllByRole('button', { name: 'Close' }).find((button) => !screen.getByRole('dialog').contains(button))!
    fireEvent.click(backdrop)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('FloatingTools', () => {
  it('appears once the page is scrolled past its offset, with the tools in the order given', async () => {
    renderWithGlobal(<FloatingTools tools={['darkMode', 'random', 'top']} post={null} showAfter={100} />)
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull()
    scrollTo(300)
    await frames()
    // The strip's code arrives when it first shows.
    const buttons = (await screen.findAllByRole('button')).map((button) => button.getAttribute('aria-label'))
    expect(buttons).toEqual(['Dark mode', 'Random post', 'Back to top'])
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }))
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
  })

  it('offers the contents only on a post with enough headings, and comments only where they show', async () => {
    const { rerender } = renderWithGlobal(<FloatingTools tools={['toc', 'comments']} post={detail()} showAfter={0} />)
    expect(await screen.findByRole('button', { name: 'Contents' })).toBeInTheDocument()
    // No comment system is configured in the test site.
    expect(screen.queryByRole('button', { name: 'Jump to comments' })).toBeNull()
    rerender(<FloatingTools tools={['toc']} post={detail({ toc: [] })} showAfter={0} />)
    expect(screen.queryByRole('button', { name: 'Contents' })).toBeNull()
  })

  it('opens the contents drawer, whose headings close it', async () => {
    renderWithGlobal(<FloatingTools tools={['toc']} post={detail()} showAfter={0} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Contents' }))
    const drawer = await screen.findByRole('dialog', { name: 'Contents' }, { timeout: 10_000 })
    const links = await within(drawer).findAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual(['One', 'Two', 'Three'])
    fireEvent.click(links[0]!)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('JumpToComments', () => {
  it('shows where comments show, and scrolls to them', () => {
    const target = document.createElement('section')
    target.id = 'comments'
    target.scrollIntoView = jest.fn()
    document.body.appendChild(target)
    renderWithGlobal(<JumpToComments post={detail()} />, withRemote({ COMMENT_UTTERRANCES_REPO: 'a/b' }))
    fireEvent.click(screen.getByRole('button', { name: 'Jump to comments' }))
    expect(target.scrollIntoView).toHaveBeenCalled()
    target.remove()
  })
  it('is absent on a post whose front matter hides comments', () => {
    renderWithGlobal(<JumpToComments post={detail({ comment: 'Hide' })} />, withRemote({ COMMENT_UTTERRANCES_REPO: 'a/b' }))
    expect(screen.queryByRole('button', { name: 'Jump to comments' })).toBeNull()
  })
})

describe('RandomPostButton', () => {
  afterEach(() => {
    delete (window as unknown as { __NEXT_DATA__?: unknown }).__NEXT_DATA__
  })

  it("reads the list page holding the picked post and opens it, keeping the visitor's theme", async () => {
    ;(window as unknown as { __NEXT_DATA__: unknown }).__NEXT_DATA__ = { buildId: 'b1' }
    resetRouter({ theme: 'example' }, '/archive?theme=example')
    jest.spyOn(Math, 'random').mockReturnValue(0.5)
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ pageProps: { posts: [postSummaryOf({ id: 'a', href: '/article/a' }), postSummaryOf({ id: 'b', href: '/article/b' })] } }) }))
    global.fetch = fetchMock as unknown as typeof fetch
    // 3 posts, 12 a page: 0.5 picks the second post of home's page.
    renderWithGlobal(<RandomPostButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Random post' }))
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/article/b?theme=example'))
    expect(fetchMock).toHaveBeenCalledWith('/_next/data/b1/index.json')
    jest.restoreAllMocks()
  })

  it("takes the theme's own name for it (heo's banner: HEO_HERO_COVER_TITLE), the localized one when given none", () => {
    renderWithGlobal(<RandomPostButton showLabel label="Random stroll" />)
    expect(screen.getByRole('button', { name: 'Random stroll' })).toBeInTheDocument()
  })

  it('is absent on a site without posts', () => {
    renderWithGlobal(<RandomPostButton />, { ...TEST_PAGE_PROPS, site: { ...TEST_SITE, postCount: 0 } })
    expect(screen.queryByRole('button', { name: 'Random post' })).toBeNull()
  })
})

describe('PostCard', () => {
  it('draws the parts in the order given, the title linking with its icon and the cover out of the tab order', () => {
    renderWithGlobal(<PostCard post={{ ...post, pageIcon: '📘' }} layout="row" coverSide="right" parts={['category', 'title', 'summary', 'tags', 'readMore']} />)
    const card = screen.getByRole('article')
    expect(card).toHaveClass('md:flex-row-reverse')
    const links = within(card).getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/category/Guides', '/article/reading-notion', '/tag/Notion', '/article/reading-notion'])
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('📘 Reading Notion')
    const cover = card.querySelector('img')!
    expect(cover.closest('a')).toHaveAttribute('tabindex', '-1')
    expect(cover.closest('a')).toHaveAttribute('aria-hidden', 'true')
    expect(cover).toHaveAttribute('loading', 'lazy')
    expect(within(card).getByRole('link', { name: 'Read more: Reading Notion' })).toBeInTheDocument()
  })

  it('marks the searched words, a locked post, and uses the fallback cover when the post has none', () => {
    renderWithGlobal(<PostCard post={{ ...post, lock: true, pageCoverThumbnail: '' }} keyword="notion" fallbackCover="/site-cover.svg" priority />)
    const marks = screen.getAllByText(/notion/i, { selector: 'mark' })
    expect(marks.map((mark) => mark.textContent)).toEqual(['Notion', 'notion'])
    expect(screen.getByText('Password protected')).toHaveClass('sr-only')
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', '/site-cover.svg')
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('loading', 'eager')
  })

  it('has no cover in the text layout', () => {
    renderWithGlobal(<PostCard post={post} layout="text" />)
    expect(screen.getByRole('article').querySelector('img')).toBeNull()
  })
})

describe('PostFeed and PaginationNumbered', () => {
  const paging = { page: 5, totalPages: 9, total: 100, basePath: '/tag/Notion' }

  it('numbers the pages around the current one, page 1 being the list itself', () => {
    renderWithGlobal(<PaginationNumbered paging={paging} />)
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(nav).getByText('5')).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/tag/Notion')
    expect(within(nav).getByRole('link', { name: 'Page 9' })).toHaveAttribute('href', '/tag/Notion/page/9')
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/tag/Notion/page/4')
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/tag/Notion/page/6')
  })

  it('with the age wording the pages are "Newer posts" and "Older posts", without the count', () => {
    const { rerender } = renderWithGlobal(<PostFeed posts={[post]} paging={paging} pagination="age" renderPost={() => null} />)
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(nav).getByRole('link', { name: '← Newer posts' })).toHaveAttribute('href', '/tag/Notion/page/4')
    expect(within(nav).getByRole('link', { name: 'Older posts →' })).toHaveAttribute('href', '/tag/Notion/page/6')
    expect(nav).not.toHaveTextContent('5 / 9')
    rerender(<PostFeed posts={[post]} paging={paging} renderPost={() => null} />)
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('← Previous5 / 9Next →')
  })

  it('with labels, says its words beside the arrows; with jump, goes to the page typed, keeping the theme', () => {
    resetRouter({ theme: 'heo' })
    renderWithGlobal(<PaginationNumbered paging={paging} labels jump classNames={{ label: 'word' }} />)
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev')
    expect(within(nav).getByText('Next')).toHaveClass('word')
    const field = within(nav).getByRole('spinbutton', { name: 'Go to page' })
    expect(field).toHaveAttribute('max', '9')
    fireEvent.change(field, { target: { value: '12' } })
    fireEvent.submit(field.closest('form')!)
    expect(mockRouter.push).not.toHaveBeenCalled()
    fireEvent.change(field, { target: { value: '1' } })
    fireEvent.click(within(nav).getByRole('button', { name: 'Go' }))
    expect(mockRouter.push).toHaveBeenCalledWith('/tag/Notion?theme=heo')
    fireEvent.change(field, { target: { value: '7' } })
    fireEvent.submit(field.closest('form')!)
    expect(mockRouter.push).toHaveBeenLastCalledWith('/tag/Notion/page/7?theme=heo')
  })

  it('without jump has no page box', () => {
    renderWithGlobal(<PaginationNumbered paging={paging} />)
    expect(screen.queryByRole('spinbutton')).toBeNull()
  })

  it('says "No results found." for an empty list, and draws each post with its index', async () => {
    const { rerender } = renderWithGlobal(<PostFeed posts={[]} paging={paging} keyword="zzz" renderPost={() => null} />)
    expect(screen.getByRole('status')).toHaveTextContent('No results found.“zzz”')
    rerender(<PostFeed posts={[post, { ...post, id: 'p2' }]} paging={paging} pagination="numbered" renderPost={(p, i) => <p>{`${i}:${p.id}`}</p>} />)
    expect(screen.getByText('0:p1')).toBeInTheDocument()
    expect(screen.getByText('1:p2')).toBeInTheDocument()
    // The numbered pagination is its own chunk.
    expect(await screen.findByRole('navigation', { name: 'Pagination' }, { timeout: 10_000 })).toBeInTheDocument()
  })
})

describe('ReadingProgress and ReadingTime', () => {
  it('follows the scroll through the page', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 })
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 })
    renderWithGlobal(<ReadingProgress showPercent />)
    expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute('aria-valuenow', '0')
    scrollTo(500)
    await frames()
    expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute('aria-valuenow', '50')
    expect(screen.getByText('50%')).toBeInTheDocument()
  })

  it('gives words and minutes, and nothing for a locked post', () => {
    const { rerender } = renderWithGlobal(<ReadingTime wordCount={1150} />)
    expect(screen.getByText('1,150 words')).toBeInTheDocument()
    expect(screen.getByText('5 min read')).toBeInTheDocument()
    rerender(<ReadingTime wordCount={0} />)
    expect(screen.queryByText(/words/)).toBeNull()
  })
})

describe('post extras of the kit', () => {
  it('PostCopyright names the author, the absolute permanent address and the licence', () => {
    renderWithGlobal(<PostCopyright post={post} />, withRemote({ LINK: 'https://blog.example.com/' }))
    expect(screen.getByRole('link', { name: 'Tester' })).toHaveAttribute('href', '/about')
    expect(screen.getByRole('link', { name: 'https://blog.example.com/article/reading-notion' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'CC BY-NC-SA 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-nc-sa/4.0/')
    expect(screen.getByText(/every post on this site is licensed under/)).toBeInTheDocument()
  })

  it('RecommendedPosts draws tiles or a list, and nothing without posts', () => {
    const { rerender } = renderWithGlobal(<RecommendedPosts posts={[link('a', 'Alpha'), link('b', 'Beta')]} variant="tiles" fallbackCover="/c.svg" />)
    expect(screen.getByRole('heading', { name: 'Recommended' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/article/a')
    expect(document.querySelector('img')).toHaveAttribute('src', '/c.svg')
    rerender(<RecommendedPosts posts={[]} />)
    expect(screen.queryByRole('heading', { name: 'Recommended' })).toBeNull()
  })

  it('InfoCard counts posts, categories and tags, each linking to its index', () => {
    renderWithGlobal(<InfoCard />)
    expect(screen.getByRole('link', { name: '3 Posts' })).toHaveAttribute('href', '/archive')
    expect(screen.getByRole('link', { name: '1 Categories' })).toHaveAttribute('href', '/category')
    expect(screen.getByRole('link', { name: '1 Tags' })).toHaveAttribute('href', '/tag')
  })

  it("ArchiveList draws each post with the theme's row when given one, in the month's list", () => {
    renderWithGlobal(<ArchiveList archive={[{ title: '2026-06', posts: [post, { ...post, id: 'p2', title: 'Second' }] }]} renderPost={(p) => <span data-testid="row">{p.title}</span>} />)
    const month = screen.getByRole('region', { name: '2026-06' })
    expect(within(month).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Reading Notion', 'Second'])
    expect(within(month).getAllByTestId('row')).toHaveLength(2)
  })

  it('ArchiveList can put months under their years', () => {
    renderWithGlobal(
      <ArchiveList
        byYear
        archive={[
          { title: '2026-06', posts: [post] },
          { title: '2025-01', posts: [{ ...post, id: 'p2' }] }
        ]}
      />
    )
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['2026', '2025'])
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['2026-06', '2025-01'])
  })

  it('CategoryList rows mark the current category', () => {
    renderWithGlobal(<CategoryList variant="rows" current="Guides" categories={[{ name: 'Guides', count: 2 }, { name: 'Notes', count: 1 }]} />)
    expect(screen.getByRole('link', { name: /Guides/ })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: /Notes/ })).not.toHaveAttribute('aria-current')
  })
})

describe('Hero and TypedText', () => {
  it('gives readers every greeting once while it types, and a chevron to the content', () => {
    renderWithGlobal(
      <Hero title="My blog" words={['Hello', 'World']} startTarget="posts">
        <span>extra</span>
      </Hero>
    )
    expect(screen.getByRole('heading', { level: 1, name: 'My blog' })).toBeInTheDocument()
    expect(screen.getByText('Hello · World')).toHaveClass('sr-only')
    expect(screen.getByRole('link', { name: 'Start reading' })).toHaveAttribute('href', '#posts')
    expect(screen.getByText('extra')).toBeInTheDocument()
  })

  it('types and erases its words over time', () => {
    jest.useFakeTimers()
    const { container } = renderWithGlobal(<TypedText words={['ab']} speedMs={10} pauseMs={100} />)
    const shown = () => container.querySelector('[aria-hidden="true"]')?.textContent
    expect(shown()).toBe('ab\u200b')
    act(() => jest.advanceTimersByTime(100))
    expect(shown()).toBe('a\u200b')
    jest.useRealTimers()
  })
})

describe('SearchDrawerButton', () => {
  it('opens a panel with the focused search box, the categories and the tags', async () => {
    renderWithGlobal(<SearchDrawerButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    const dialog = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 10_000 })
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus())
    expect(within(dialog).getByRole('link', { name: /Guides/ })).toHaveAttribute('href', '/category/Guides')
    expect(within(dialog).getByRole('link', { name: /react/ })).toHaveAttribute('href', '/tag/react')
  })
})

describe('RecentComments', () => {
  const waline = (props: BasePageProps = TEST_PAGE_PROPS) => withRemote({ COMMENT_WALINE_SERVER_URL: 'https://waline.example' }, props)

  it('is absent unless Waline or Twikoo is configured', () => {
    renderWithGlobal(<RecentComments />)
    expect(screen.queryByText('Recent comments')).toBeNull()
  })

  it("lists Waline's latest comments as plain text linking to where they were written", async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ errno: 0, data: [{ objectId: 'c1', nick: 'Ann', comment: '<p>Great <b>read</b></p>', url: '/article/a' }] }) }))
    global.fetch = fetchMock as unknown as typeof fetch
    renderWithGlobal(<RecentComments />, waline())
    expect(screen.getByRole('heading', { name: 'Recent comments' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Great read' })).toHaveAttribute('href', '/article/a#c1')
    expect(fetchMock).toHaveBeenCalledWith('https://waline.example/api/comment?type=recent&count=5')
  })
})
