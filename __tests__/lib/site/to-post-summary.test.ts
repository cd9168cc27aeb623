import { toPostLink, toPostSummary } from '@/lib/site/to-post-summary'
import { makePost } from './fixtures/blog-workspace'

const SUMMARY_KEYS = [
  'id', 'title', 'slug', 'href', 'type', 'status', 'summary', 'category', 'tags', 'tagItems', 'date', 'publishDay',
  'publishDate', 'lastEditedDay', 'lastEditedDate', 'pageIcon', 'pageCover', 'pageCoverThumbnail', 'fullWidth', 'lock'
].sort()

test('exactly the PostSummary keys: no password, no extras, no undefined', () => {
  const summary = toPostSummary(makePost({ password: 'hunter2', lock: true, ext: { a: 1 }, comment: 'Hide', date: { start_date: '2026-01-01', start_time: undefined } }))
  expect(Object.keys(summary).sort()).toEqual(SUMMARY_KEYS)
  expect(JSON.stringify(summary)).not.toContain('hunter2')
  expect(summary.date).toEqual({ start_date: '2026-01-01' })
  expect(Object.keys(summary.date)).toEqual(['start_date'])
  expect(JSON.parse(JSON.stringify(summary))).toEqual(summary)
})

test("a kept cover's blurred preview is carried when there is one", () => {
  const preview = 'data:image/webp;base64,UklGRg=='
  expect(toPostSummary(makePost({ pageCover: '/api/img/ab-800.webp', pageCoverThumbnail: '/api/img/ab-800.webp', pageCoverPreview: preview })).pageCoverPreview).toBe(preview)
})

test("a post's preview clip is carried when there is one, and no key when there is none", () => {
  expect(toPostSummary(makePost({ previewVideo: '/clips/snake.mp4' })).previewVideo).toBe('/clips/snake.mp4')
  expect('previewVideo' in toPostSummary(makePost({}))).toBe(false)
})

test('a copy: changing it leaves the post alone', () => {
  const post = makePost({ tags: ['a'] })
  toPostSummary(post).tags.push('b')
  expect(post.tags).toEqual(['a'])
})

test('a link keeps only what link lists draw: no password, summary or tags; a small cover for tiles', () => {
  const link = toPostLink(makePost({ password: 'hunter2', lock: true, summary: 'long text', date: { start_date: '2026-01-01' } }))
  expect(Object.keys(link).sort()).toEqual(['date', 'href', 'id', 'pageCoverThumbnail', 'pageIcon', 'publishDay', 'title'])
  expect(JSON.stringify(link)).not.toContain('hunter2')
  expect(JSON.stringify(link)).not.toContain('long text')
  expect(JSON.parse(JSON.stringify(link))).toEqual(link)
})
