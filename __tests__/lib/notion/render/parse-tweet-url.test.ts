import type { ExtendedRecordMap } from 'notion-types'
import { parseTweetUrl, tweetRefs } from '@/lib/notion/render/parse-tweet-url'

describe('parseTweetUrl', () => {
  it('reads the author and id from twitter.com and x.com URLs', () => {
    expect(parseTweetUrl('https://twitter.com/jack/status/20')).toEqual({ id: '20', handle: 'jack', href: 'https://x.com/jack/status/20' })
    expect(parseTweetUrl('https://www.x.com/Notion_HQ/status/1234567890123456789?s=20&t=abc')).toEqual({
      id: '1234567890123456789',
      handle: 'Notion_HQ',
      href: 'https://x.com/Notion_HQ/status/1234567890123456789'
    })
    expect(parseTweetUrl('https://mobile.twitter.com/jack/statuses/20/photo/1')?.id).toBe('20')
  })

  it('has no author for the anonymous /i/ path', () => {
    expect(parseTweetUrl('https://x.com/i/status/20')).toEqual({ id: '20', handle: null, href: 'https://x.com/i/status/20' })
  })

  it('refuses what is not a tweet', () => {
    for (const url of ['not a url', 'https://example.com/jack/status/20', 'https://x.com/jack', 'https://x.com/jack/status/abc', 'https://x.com/jack/likes/20']) {
      expect([url, parseTweetUrl(url)]).toEqual([url, null])
    }
  })
})

describe('tweetRefs', () => {
  const block = (id: string, type: string, source?: string) => ({ role: 'reader', value: { id, type, ...(source && { properties: { source: [[source]] } }) } })
  it("keys each tweet block's URL as react-notion-x names it to the Tweet component", () => {
    const map = {
      block: {
        a: block('a', 'tweet', 'https://twitter.com/jack/status/20'),
        b: block('b', 'tweet', 'https://x.com/someone/status/21/photo/1'),
        c: block('c', 'tweet'),
        d: block('d', 'tweet', 'https://example.com/x/status/22'),
        e: block('e', 'text', 'https://x.com/jack/status/23')
      }
    } as unknown as ExtendedRecordMap
    const refs = tweetRefs(map)
    expect([...refs.keys()]).toEqual(['20', '1'])
    expect(refs.get('1')?.href).toBe('https://x.com/someone/status/21')
  })
})
