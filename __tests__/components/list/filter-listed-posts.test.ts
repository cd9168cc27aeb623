import { filterListedPosts as filterPosts } from '@/components/list/filter-listed-posts'

const posts = [
  { title: 'Reading Notion', summary: 'Why pages read well', tags: ['Notion'] },
  { title: 'Page weight', summary: 'Counting bytes', tags: ['Performance', 'Web'] },
  { title: 'Typography', summary: 'Setting type for the web', tags: [] }
]

describe('filterPosts', () => {
  it('keeps every post for blank text', () => {
    expect(filterPosts(posts, '  ')).toEqual(posts)
  })
  it('matches title, summary and tags, ignoring case', () => {
    expect(filterPosts(posts, 'notion').map((p) => p.title)).toEqual(['Reading Notion'])
    expect(filterPosts(posts, 'BYTES').map((p) => p.title)).toEqual(['Page weight'])
    expect(filterPosts(posts, 'web').map((p) => p.title)).toEqual(['Page weight', 'Typography'])
  })
  it('needs every word', () => {
    expect(filterPosts(posts, 'web type').map((p) => p.title)).toEqual(['Typography'])
    expect(filterPosts(posts, 'web notion')).toEqual([])
  })
  it('returns a new array and leaves the input alone', () => {
    const result = filterPosts(posts, '')
    expect(result).not.toBe(posts)
    expect(posts).toHaveLength(3)
  })
})
