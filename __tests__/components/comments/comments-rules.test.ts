import DEFAULTS from '@/blog.config'
import { wantsCommentScroll, withoutCommentQuery } from '@/components/comments/comment-scroll-query'
import { configuredCommentSystems, showComments } from '@/components/comments/comment-systems'
import { isSearchBot } from '@/components/comments/is-search-bot'

describe('isSearchBot (docs/behaviour.md §6)', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36', false],
    ['', false],
    [null, false]
  ])('%s -> %s', (ua, expected) => {
    expect(isSearchBot(ua)).toBe(expected)
  })
})

describe('configuredCommentSystems', () => {
  it('is empty with the defaults', () => {
    expect(configuredCommentSystems(DEFAULTS)).toEqual([])
  })
  it('turns each system on by its server address or repo settings, in tab order', () => {
    const config = {
      ...DEFAULTS,
      COMMENT_WALINE_SERVER_URL: 'https://waline.example.com',
      COMMENT_UTTERRANCES_REPO: 'me/blog',
      COMMENT_GISCUS_REPO: 'me/blog',
      COMMENT_GISCUS_REPO_ID: 'R_1',
      COMMENT_GISCUS_CATEGORY_ID: 'C_1',
      COMMENT_TWIKOO_ENV_ID: 'env',
      COMMENT_CUSDIS_APP_ID: 'app',
      COMMENT_ARTALK_SERVER: 'https://artalk.example.com',
      COMMENT_VALINE_APP_ID: 'id',
      COMMENT_VALINE_APP_KEY: 'key',
      COMMENT_GITALK_REPO: 'blog',
      COMMENT_GITALK_OWNER: 'me',
      COMMENT_GITALK_CLIENT_ID: 'client',
      COMMENT_WEBMENTION_ENABLE: true,
      COMMENT_WEBMENTION_HOSTNAME: 'example.com'
    }
    expect(configuredCommentSystems(config)).toEqual(['giscus', 'utterances', 'gitalk', 'cusdis', 'twikoo', 'waline', 'valine', 'artalk', 'webmention'])
  })
  it('needs every required setting of a system', () => {
    expect(configuredCommentSystems({ ...DEFAULTS, COMMENT_GISCUS_REPO: 'me/blog' })).toEqual([])
    expect(configuredCommentSystems({ ...DEFAULTS, COMMENT_VALINE_APP_ID: 'id' })).toEqual([])
    expect(configuredCommentSystems({ ...DEFAULTS, COMMENT_WEBMENTION_HOSTNAME: 'example.com' })).toEqual([])
  })
})

describe('showComments (docs/behaviour.md §4)', () => {
  const reader = 'Mozilla/5.0 Chrome/130'
  it('shows configured comments to readers', () => {
    expect(showComments({ systems: ['giscus'], frontMatterComment: '', userAgent: reader }, isSearchBot)).toBe(true)
  })
  it('hides them for bots, for `comment: Hide` and with no system', () => {
    expect(showComments({ systems: ['giscus'], frontMatterComment: '', userAgent: 'Googlebot/2.1' }, isSearchBot)).toBe(false)
    expect(showComments({ systems: ['giscus'], frontMatterComment: 'Hide', userAgent: reader }, isSearchBot)).toBe(false)
    expect(showComments({ systems: ['giscus'], frontMatterComment: ' hide ', userAgent: reader }, isSearchBot)).toBe(false)
    expect(showComments({ systems: [], frontMatterComment: '', userAgent: reader }, isSearchBot)).toBe(false)
  })
})

describe('the comment scroll query (docs/behaviour.md §2)', () => {
  it('is asked for by target=comment or a giscus key', () => {
    expect(wantsCommentScroll({ target: 'comment' })).toBe(true)
    expect(wantsCommentScroll({ giscus: 'abc' })).toBe(true)
    expect(wantsCommentScroll({ target: 'other' })).toBe(false)
    expect(wantsCommentScroll({})).toBe(false)
  })
  it('is removed, keeping the rest of the query', () => {
    expect(withoutCommentQuery({ target: 'comment', giscus: 'x', theme: 'example', slug: 'a' })).toEqual({ theme: 'example', slug: 'a' })
    expect(withoutCommentQuery({ target: 'other' })).toEqual({ target: 'other' })
  })
})
