import { groupArchive } from '@/lib/site/group-archive'
import { makePost } from './fixtures/blog-workspace'

test('groups by the UTC month of the publish date, newest first, as summaries', () => {
  const posts = [
    makePost({ title: 'jan', publishDate: Date.UTC(2026, 0, 15) }),
    makePost({ title: 'aug-early', publishDate: Date.UTC(2025, 7, 1) }),
    makePost({ title: 'aug-late', publishDate: Date.UTC(2025, 7, 31, 23, 59) }),
    makePost({ title: 'dec', publishDate: Date.UTC(2025, 11, 31), password: 'x' })
  ]
  const archive = groupArchive(posts)
  expect(archive.map((group) => [group.title, group.posts.map((p) => p.title)])).toEqual([
    ['2026-01', ['jan']],
    ['2025-12', ['dec']],
    ['2025-08', ['aug-late', 'aug-early']]
  ])
  expect(JSON.stringify(archive)).not.toContain('password')
})

test('no posts, no groups', () => {
  expect(groupArchive([])).toEqual([])
})
