/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter, withRemote } from '../test-utils'
import { screen, within } from '@testing-library/react'
import { PostCard } from '@/components/list/PostCard'
import { PostCardMeta } from '@/components/list/PostCardMeta'
import { FolderIcon } from '@/components/site/Icons'
import { postSummaryOf } from '../../fixtures/post'

beforeEach(() => resetRouter())

const post = postSummaryOf({
  id: 'p1',
  title: 'Reading Notion',
  href: '/article/reading-notion',
  category: ['Guides'],
  tagItems: [
    { name: 'Notion', color: 'blue', count: 3 },
    { name: 'Reading', color: 'pink', count: 1 }
  ],
  tags: ['Notion', 'Reading'],
  date: { start_date: '2026-06-20' },
  publishDay: 'Jun 20, 2026',
  lastEditedDay: 'Jul 2, 2026',
  lastEditedDate: Date.UTC(2026, 6, 2)
})

/** The fields a line drew, in the order it drew them. */
const fieldsOf = (root: ParentNode) => [...root.querySelectorAll('[data-meta]')].map((item) => item.getAttribute('data-meta'))

describe('PostCardMeta', () => {
  it('draws the fields in the order the theme lists them, linking the author, category and tags', () => {
    const { container } = renderWithGlobal(<PostCardMeta post={post} fields={['tags', 'category', 'date', 'author', 'edited']} />)
    expect(fieldsOf(container)).toEqual(['tags', 'category', 'date', 'author', 'edited'])
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/tag/Notion', '/tag/Reading', '/category/Guides', '/about'])
    expect(screen.getByRole('link', { name: 'Tester' })).toBeInTheDocument()
    expect(screen.getByText('Jun 20, 2026')).toHaveAttribute('dateTime', '2026-06-20')
    expect(screen.getByText('Jul 2, 2026').tagName).toBe('TIME')
  })

  it("draws each field's icon inside its item, hidden from readers, and none where none is given", () => {
    const { container } = renderWithGlobal(<PostCardMeta post={post} fields={[{ field: 'category', icon: FolderIcon }, 'date']} classNames={{ icon: 'size-3' }} />)
    const [category, date] = [...container.querySelectorAll('[data-meta]')]
    const icon = category!.querySelector('svg')!
    expect(icon).toHaveClass('size-3')
    expect(icon).toHaveAttribute('aria-hidden', 'true')
    expect(category).toHaveTextContent('Guides')
    expect(date!.querySelector('svg')).toBeNull()
  })

  it('puts the separator only between fields that have a value: none first, last or doubled', () => {
    const bare = postSummaryOf({ id: 'p2', publishDay: 'Jun 20, 2026', tagItems: [] })
    const { container } = renderWithGlobal(<PostCardMeta post={bare} fields={['category', 'date', 'tags', 'edited']} separator="|" />)
    const line = container.firstElementChild!
    expect(fieldsOf(line)).toEqual(['date'])
    expect(line.children).toHaveLength(1)
    expect(line).not.toHaveTextContent('|')

    const { container: full } = renderWithGlobal(<PostCardMeta post={post} fields={['category', 'author', 'date']} separator="|" />)
    const children = [...full.firstElementChild!.children]
    expect(children.map((child) => child.getAttribute('data-meta') ?? child.textContent)).toEqual(['category', '|', 'author', '|', 'date'])
    expect(children[1]).toHaveAttribute('aria-hidden', 'true')
  })

  it('draws a joined field right after the one before it, without a separator', () => {
    const { container } = renderWithGlobal(<PostCardMeta post={post} fields={['category', 'date', { field: 'tags', joined: true }]} separator="|" />)
    expect([...container.firstElementChild!.children].map((child) => child.getAttribute('data-meta') ?? child.textContent)).toEqual(['category', '|', 'date', 'tags'])
  })

  it('draws nothing when the post has none of the fields', () => {
    const { container } = renderWithGlobal(<PostCardMeta post={postSummaryOf({ id: 'p3' })} fields={['category', 'tags', 'edited']} separator="·" />)
    expect(container).toBeEmptyDOMElement()
  })

  it('leaves the author out on a site without one', () => {
    const { container } = renderWithGlobal(<PostCardMeta post={post} fields={['author', 'date']} separator="|" />, withRemote({ LANG: 'en-US', AUTHOR: '' }))
    expect(fieldsOf(container)).toEqual(['date'])
    expect(container).not.toHaveTextContent('|')
  })

  it("writes dates as the theme asks, tags with their prefix and Notion colours, the author to the theme's link", () => {
    const { container } = renderWithGlobal(
      <PostCardMeta
        post={post}
        fields={[{ field: 'date', format: 'iso' }, { field: 'edited', format: 'month' }, { field: 'tags', prefix: '/', colors: true }, { field: 'author', href: '/about-me' }]}
      />
    )
    expect(container).toHaveTextContent('2026-06-20')
    expect(container).toHaveTextContent('2026-07')
    expect(screen.getByRole('link', { name: '/Notion' })).toHaveClass('bg-blue-100')
    expect(screen.getByRole('link', { name: '/Reading' })).toHaveClass('bg-pink-100')
    expect(screen.getByRole('link', { name: 'Tester' })).toHaveAttribute('href', '/about-me')
  })
})

describe('PostCard meta lines', () => {
  it("draws each of a theme's meta lines where its parts put it, the card's meta classes on a line without its own", () => {
    renderWithGlobal(
      <PostCard
        post={post}
        layout="text"
        parts={[{ fields: ['category'] }, 'title', { fields: ['date', 'tags'], classNames: { root: 'own-line' } }]}
        classNames={{ meta: 'card-meta' }}
      />
    )
    const card = screen.getByRole('article')
    const body = card.firstElementChild!
    expect([...body.children].map((child) => child.tagName)).toEqual(['DIV', 'H2', 'DIV'])
    expect(body.children[0]).toHaveClass('card-meta')
    expect(fieldsOf(body.children[0]!)).toEqual(['category'])
    expect(body.children[2]).toHaveClass('own-line')
    expect(fieldsOf(body.children[2]!)).toEqual(['date', 'tags'])
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Reading Notion')
  })

  it("keeps the plain `meta` part to the date alone, with no category chip", () => {
    const { container } = renderWithGlobal(<PostCard post={post} layout="text" parts={['title', 'meta']} />)
    expect(fieldsOf(container)).toEqual(['date'])
    expect(screen.queryByRole('link', { name: 'Guides' })).toBeNull()
  })
})
