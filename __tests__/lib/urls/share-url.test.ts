import DEFAULTS from '@/blog.config'
import { SHARE_SERVICES, shareServices, shareUrl } from '@/lib/urls/share-url'

const page = { url: 'https://blog.example.com/article/hello', title: 'Hello & welcome', summary: 'A first post' }

describe('share services (docs/behaviour.md §9)', () => {
  it('has the 13 default services, all supported', () => {
    expect(DEFAULTS.POSTS_SHARE_SERVICES).toHaveLength(13)
    expect(shareServices(DEFAULTS.POSTS_SHARE_SERVICES)).toEqual([...SHARE_SERVICES])
  })
  it('keeps the configured order and drops unknown or repeated names', () => {
    expect(shareServices(['twitter', 'myspace', 'link', 'twitter', 3])).toEqual(['twitter', 'link'])
  })
})

describe('shareUrl', () => {
  it('copies rather than links for link and wechat', () => {
    expect(shareUrl('link', page)).toBeNull()
    expect(shareUrl('wechat', page)).toBeNull()
  })
  it('builds each service share address with the post encoded', () => {
    const encoded = encodeURIComponent(page.url)
    expect(shareUrl('twitter', page)).toBe(`https://twitter.com/intent/tweet?url=${encoded}&text=Hello+%26+welcome`)
    expect(shareUrl('facebook', page)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`)
    expect(shareUrl('email', page)).toBe(`mailto:?subject=Hello%20%26%20welcome&body=Hello%20%26%20welcome%0A${encoded}`)
    expect(shareUrl('whatsapp', page)).toContain('api.whatsapp.com/send?text=Hello+%26+welcome+https')
    for (const service of SHARE_SERVICES.filter((s) => s !== 'link' && s !== 'wechat')) {
      expect(shareUrl(service, page)).toMatch(/^(https:\/\/|mailto:|fb-messenger:)/)
      expect(shareUrl(service, page)).toContain(service === 'email' || service === 'whatsapp' ? 'blog.example.com' : encoded)
    }
  })
})
