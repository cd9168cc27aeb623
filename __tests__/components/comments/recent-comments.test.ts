import { recentCommentSource } from '@/components/comments/recent-comment-source'
import { commentText, parseTwikooRecent, parseWalineRecent, walineRecentUrl } from '@/components/comments/recent-comments'

const CONFIG = { COMMENT_WALINE_SERVER_URL: '', COMMENT_WALINE_RECENT: true, COMMENT_TWIKOO_ENV_ID: '', COMMENT_TWIKOO_CDN_URL: 'https://cdn.example/twikoo.js' }

describe('recentCommentSource', () => {
  it('is absent unless Waline or Twikoo is configured', () => {
    expect(recentCommentSource(CONFIG)).toBeNull()
  })
  it('asks Waline first (unless its recent list is switched off), then Twikoo', () => {
    expect(recentCommentSource({ ...CONFIG, COMMENT_WALINE_SERVER_URL: 'https://waline.example/', COMMENT_TWIKOO_ENV_ID: 'env' })).toEqual({ kind: 'waline', serverUrl: 'https://waline.example' })
    expect(recentCommentSource({ ...CONFIG, COMMENT_WALINE_SERVER_URL: 'https://waline.example', COMMENT_WALINE_RECENT: false })).toBeNull()
    expect(recentCommentSource({ ...CONFIG, COMMENT_TWIKOO_ENV_ID: 'env' })).toEqual({ kind: 'twikoo', envId: 'env', scriptUrl: 'https://cdn.example/twikoo.js' })
  })
  it("builds Waline's recent-comments address", () => {
    expect(walineRecentUrl('https://waline.example', 5)).toBe('https://waline.example/api/comment?type=recent&count=5')
  })
})

describe('parsing recent comments', () => {
  it('reads Waline v3 ({ errno, data }) and v2 (a bare list) answers as plain text', () => {
    const row = { objectId: 'c1', nick: 'Ann', comment: '<p>Nice <b>post</b> &amp; thanks</p>', url: '/article/a', insertedAt: '2026-06-01T10:00:00Z' }
    const expected = [{ id: 'c1', author: 'Ann', text: 'Nice post & thanks', href: '/article/a#c1', time: Date.parse('2026-06-01T10:00:00Z') }]
    expect(parseWalineRecent({ errno: 0, data: [row] })).toEqual(expected)
    expect(parseWalineRecent([row])).toEqual(expected)
  })
  it('drops comments that would send the reader off the site or have no id', () => {
    expect(parseWalineRecent([{ objectId: 'x', url: 'https://evil.example/' }, { objectId: 'y', url: '//evil.example' }, { url: '/a' }, null])).toEqual([])
  })
  it('names what is wrong with an answer that is not a list', () => {
    expect(() => parseWalineRecent({ errno: 1, errmsg: 'forbidden' })).toThrow('Waline did not answer a list of comments: forbidden')
    expect(() => parseTwikooRecent({})).toThrow(/Twikoo/)
  })
  it("reads Twikoo's answer", () => {
    expect(parseTwikooRecent([{ id: 't1', nick: 'Bo', commentText: 'Hi', url: '/about', created: 5 }])).toEqual([{ id: 't1', author: 'Bo', text: 'Hi', href: '/about#t1', time: 5 }])
  })
  it('never keeps markup in the text', () => {
    expect(commentText('<img src=x onerror=alert(1)>hello<script>x</script>')).toBe('hello x')
  })
})
