import { THEME_MANIFESTS } from '@/themes/manifests'
import { siteCardSpecs } from '@/lib/seo/site-card-specs'
import { socialCardSpec, type SocialCardInput } from '@/lib/seo/social-card-spec'

const input: SocialCardInput = {
  title: 'Hello',
  siteName: 'My Blog',
  link: 'https://blog.example.com/',
  icon: '/icon.svg',
  cover: 'https://img.example.com/cover.png',
  palette: THEME_MANIFESTS.hexo.cardPalette,
  appearance: 'light'
}

describe('socialCardSpec', () => {
  it('names the post, the site and its address, in the theme colours of the appearance', () => {
    expect(socialCardSpec(input)).toEqual({
      title: 'Hello',
      description: '',
      siteName: 'My Blog',
      host: 'blog.example.com',
      icon: '/icon.svg',
      cover: 'https://img.example.com/cover.png',
      colors: THEME_MANIFESTS.hexo.cardPalette.light
    })
    expect(socialCardSpec({ ...input, appearance: 'dark' }).colors).toBe(THEME_MANIFESTS.hexo.cardPalette.dark)
    // auto is a choice each reader's device makes; a card is one picture, in the light palette.
    expect(socialCardSpec({ ...input, appearance: 'auto' }).colors).toBe(THEME_MANIFESTS.hexo.cardPalette.light)
  })

  it('keeps only images it can draw: an emoji icon gives way to the initial, a protocol-relative URL is dropped', () => {
    expect(socialCardSpec({ ...input, icon: '📝', cover: '//cdn.example.com/x.png' })).toMatchObject({ icon: '', cover: '' })
    expect(socialCardSpec({ ...input, icon: 'data:image/png;base64,AAAA' }).icon).toBe('data:image/png;base64,AAAA')
  })

  it('draws text on one line without invisible format characters, and falls back to the site name for an empty title', () => {
    expect(socialCardSpec({ ...input, title: '  Two\nlines\u200d and a\ufe0f joiner ' }).title).toBe('Two lines and a joiner')
    expect(socialCardSpec({ ...input, title: ' ' }).title).toBe('My Blog')
    expect(socialCardSpec({ ...input, link: 'not a url' }).host).toBe('')
  })
})

describe('siteCardSpecs', () => {
  const site = { siteInfo: { title: 'Workspace', description: 'From Notion', icon: '', pageCover: '/cover.svg', rootPageId: 'x' } }
  const config = { TITLE: 'Quire', DESCRIPTION: '', LINK: 'https://q.example.com', APPEARANCE: 'dark' as const, BLOG_FAVICON: '/favicon.svg' }

  it("gives the site's card its title, description and cover, and a post's its own title and cover with the site's name and icon", () => {
    const cards = siteCardSpecs(site, config, THEME_MANIFESTS.medium.cardPalette)
    expect(cards.site).toMatchObject({ title: 'Quire', description: 'From Notion', siteName: 'Quire', icon: '/favicon.svg', cover: '/cover.svg', colors: THEME_MANIFESTS.medium.cardPalette.dark })
    expect(cards.post({ title: 'A post', pageCover: '' })).toMatchObject({ title: 'A post', description: '', siteName: 'Quire', icon: '/favicon.svg', cover: '' })
  })

  it("prefers the workspace's icon to the favicon, and the workspace's title when TITLE is empty", () => {
    const cards = siteCardSpecs({ siteInfo: { ...site.siteInfo, icon: '/own.png' } }, { ...config, TITLE: '' }, THEME_MANIFESTS.medium.cardPalette)
    expect(cards.site).toMatchObject({ title: 'Workspace', siteName: 'Workspace', icon: '/own.png' })
  })
})
