/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter, TEST_PAGE_PROPS, TEST_SITE } from './test-utils'
import { screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { cardFeed } from '@/components/list/CardFeed'
import { ArchiveScreen } from '@/components/list/IndexScreens'
import { ListTitle } from '@/components/list/ListTitle'
import { listScreens, type PostListSlotProps } from '@/components/list/ListScreens'
import type { Paging } from '@/lib/site/page-props'
import { postSummaryOf } from '../fixtures/post'

beforeEach(() => resetRouter())

const posts = [postSummaryOf({ id: 'a', title: 'Reading Notion', href: '/article/a' }), postSummaryOf({ id: 'b', title: 'Page weight', href: '/article/b' })]
const paging = (page = 1): Paging => ({ page, totalPages: 2, total: 2, basePath: '/' })

/** A list that names what it was given, so a test sees which posts and words reached it. */
function List({ posts: shown, keyword }: PostListSlotProps) {
  return <ul aria-label="posts">{shown.map((post) => <li key={post.id}>{`${post.title}${keyword ? ` [${keyword}]` : ''}`}</li>)}</ul>
}

function Panel({ children }: { children: ReactNode }) {
  return <div data-testid="panel">{children}</div>
}

const screens = listScreens({
  List,
  classNames: { heading: 'big' },
  Frame: Panel,
  homeIntro: <p>Welcome</p>,
  search: { hiddenHeading: true },
  archive: { classNames: { count: 'count' } },
  notFound: { classNames: { title: 'nf' } }
})
const base = { ...TEST_PAGE_PROPS }

describe('listScreens', () => {
  it('draws home as a heading for screen readers, the intro, then the posts', () => {
    renderWithGlobal(<screens.LayoutIndex {...base} posts={posts} paging={paging()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Test Site' })).toHaveClass('sr-only')
    expect(screen.getByText('Welcome')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Reading Notion', 'Page weight'])
  })

  it('heads a category and a tag with the visible heading, page n for screen readers only', () => {
    const { rerender } = renderWithGlobal(<screens.LayoutPostList {...base} posts={posts} paging={paging()} category="Guides" tag={null} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Category: Guides')
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('big')
    rerender(<screens.LayoutPostList {...base} posts={posts} paging={paging()} category={null} tag="react" />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tag: #react')
    rerender(<screens.LayoutPostList {...base} posts={posts} paging={paging(2)} category={null} tag={null} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Test Site · Page 2')
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('sr-only')
  })

  it('shows search results under the box, or the tags and categories before a search', () => {
    const { rerender } = renderWithGlobal(<screens.LayoutSearch {...base} keyword="notion" posts={posts} paging={paging()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toHaveClass('sr-only')
    expect(screen.getByRole('searchbox')).toHaveValue('notion')
    expect(screen.getByText('Reading Notion [notion]')).toBeInTheDocument()
    rerender(<screens.LayoutSearch {...base} keyword="" posts={[]} paging={paging()} />)
    expect(screen.queryByRole('list', { name: 'posts' })).toBeNull()
    expect(screen.getByRole('link', { name: /Guides/ })).toHaveAttribute('href', '/category/Guides')
    expect(screen.getByRole('link', { name: /react/ })).toHaveAttribute('href', '/tag/react')
  })

  it('puts the archive and the indexes in the frame, the archive with its count and, when paged, links to its other pages', () => {
    const archive = [{ title: '2026-01', posts }]
    const one = { page: 1, totalPages: 1, total: 2, basePath: '/archive' }
    const { rerender } = renderWithGlobal(<screens.LayoutArchive {...base} archive={archive} total={2} paging={one} />)
    const panel = screen.getByTestId('panel')
    expect(panel).toContainElement(screen.getByRole('heading', { level: 1, name: 'Archive' }))
    expect(screen.getByText(/^2 /)).toHaveClass('count')
    expect(screen.getByRole('heading', { level: 2, name: '2026-01' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
    rerender(<screens.LayoutArchive {...base} archive={archive} total={250} paging={{ ...one, page: 2, totalPages: 3, total: 250 }} />)
    const pager = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(pager).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/archive')
    expect(within(pager).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/archive/page/3')
    rerender(<screens.LayoutTagIndex {...base} tags={TEST_SITE.tags} />)
    expect(screen.getByTestId('panel')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Tags' }))
    rerender(<screens.LayoutCategoryIndex {...base} categories={TEST_SITE.categories} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toHaveClass('big')
  })

  it('draws not found outside the frame unless told', () => {
    renderWithGlobal(<screens.Layout404 {...base} archiveMonths={[]} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('nf')
    expect(screen.queryByTestId('panel')).toBeNull()
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/')
  })
})

describe('ArchiveScreen and ListTitle options', () => {
  it('says no count without a count class', () => {
    renderWithGlobal(<ArchiveScreen archive={[]} total={5} />)
    expect(screen.queryByText(/^5 /)).toBeNull()
  })
  it('draws a list title without its icon and with a tag prefix', () => {
    const { container } = renderWithGlobal(<ListTitle category={null} tag="web" paging={paging()} icon={false} tagPrefix="#" />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tag: #web')
    expect(container.querySelector('svg')).toBeNull()
  })
})

describe('cardFeed', () => {
  it('draws each post as a kit card with the given classes, and the search words in it', () => {
    const Feed = cardFeed({ card: { layout: 'text', parts: ['title'], classNames: { root: 'card' } }, classNames: { root: 'grid' } })
    const { container } = renderWithGlobal(<Feed posts={posts} paging={paging()} keyword="weight" />)
    expect(container.querySelectorAll('.card')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Page weight' })).toHaveAttribute('href', '/article/b')
    expect(container.querySelector('mark')).toHaveTextContent('weight')
  })
  it('says there are no results for an empty search', () => {
    const Feed = cardFeed({ card: { layout: 'text' } })
    renderWithGlobal(<Feed posts={[]} paging={paging()} keyword="nothing" />)
    expect(screen.getByText(/No results/i)).toBeInTheDocument()
  })
})
