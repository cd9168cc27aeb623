/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter } from './test-utils'
import { fireEvent, screen } from '@testing-library/react'
import { PostFilter } from '@/components/PostFilter'
import { TagStrip } from '@/components/TagStrip'
import { postSummaryOf } from '../fixtures/post'

beforeEach(() => resetRouter())

const posts = [
  postSummaryOf({ id: 'a', title: 'Reading Notion', summary: 'Pages', tags: ['Notion'] }),
  postSummaryOf({ id: 'b', title: 'Page weight', summary: 'Counting bytes', tags: ['Web'] })
]

describe('PostFilter', () => {
  it('draws every post, then only those matching what is typed, without navigating', () => {
    renderWithGlobal(
      <PostFilter posts={posts} placeholder="Search in #Notion">
        {(shown) => (
          <ul>
            {shown.map((post) => (
              <li key={post.id}>{post.title}</li>
            ))}
          </ul>
        )}
      </PostFilter>
    )
    const box = screen.getByLabelText('Filter the posts on this page')
    expect(box).toHaveAttribute('placeholder', 'Search in #Notion')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    fireEvent.change(box, { target: { value: 'bytes' } })
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Page weight'])
    fireEvent.keyDown(box, { key: 'Enter' })
    fireEvent.change(box, { target: { value: 'nothing like it' } })
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
  })
})

describe('TagStrip', () => {
  const tags = [
    { name: 'Notion', color: 'blue', count: 3 },
    { name: 'Web', color: 'red', count: 1 }
  ]
  it('links each tag with its count, the current one marked and leading back to search', () => {
    renderWithGlobal(<TagStrip tags={tags} current="Web" />)
    expect(screen.getByRole('link', { name: 'Notion (3)' })).toHaveAttribute('href', '/tag/Notion')
    const current = screen.getByRole('link', { name: 'Web (1)' })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(current).toHaveAttribute('href', '/search')
  })
  it('draws nothing without tags', () => {
    const { container } = renderWithGlobal(<TagStrip tags={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
