import { THEME_MANIFESTS } from '@/themes/manifests'
import { socialCardKey } from '@/lib/seo/social-card-key'
import { socialCardKeyOf, socialCardPath } from '@/lib/seo/social-card-path'
import type { SocialCardSpec } from '@/lib/seo/social-card-spec'

const spec: SocialCardSpec = {
  title: 'Hello',
  description: '',
  siteName: 'Blog',
  host: 'blog.example.com',
  icon: '/icon.svg',
  cover: '',
  colors: THEME_MANIFESTS.medium.cardPalette.light
}

describe('socialCardKey', () => {
  it('is 24 hex digits, the same for the same card', () => {
    const key = socialCardKey(spec)
    expect(key).toMatch(/^[0-9a-f]{24}$/)
    expect(socialCardKey({ ...spec })).toBe(key)
  })

  it('changes with anything the card shows, and with the version of a site file it draws', () => {
    const key = socialCardKey(spec)
    const changed: Array<Partial<SocialCardSpec>> = [{ title: 'Hello!' }, { siteName: 'Blog 2' }, { cover: '/c.svg' }, { colors: THEME_MANIFESTS.medium.cardPalette.dark }, { host: 'b.example.com' }]
    const keys = changed.map((change) => socialCardKey({ ...spec, ...change }))
    expect(new Set([key, ...keys]).size).toBe(changed.length + 1)
    expect(socialCardKey(spec, { icon: 'aaaa' })).not.toBe(socialCardKey(spec, { icon: 'bbbb' }))
    // Asset versions are read in a fixed order, so the order they were given in does not matter.
    expect(socialCardKey(spec, { icon: 'a', cover: 'b' })).toBe(socialCardKey(spec, { cover: 'b', icon: 'a' }))
  })
})

describe('socialCardPath / socialCardKeyOf', () => {
  it('round-trips a key through its file name, and refuses anything else', () => {
    const key = socialCardKey(spec)
    expect(socialCardPath(key)).toBe(`/og/${key}.png`)
    expect(socialCardKeyOf(`${key}.png`)).toBe(key)
    for (const name of [key, `${key}.jpg`, `../${key}.png`, `${key.toUpperCase()}.png`, 'x.png', '']) expect(socialCardKeyOf(name)).toBeNull()
  })
})
