import { THEME_MANIFESTS } from '@/themes/manifests'
import { siteCardSpecs } from '@/lib/seo/site-card-specs'
import { cardsAtBuild, cardsToDrawFirst, DEFAULT_CARDS_AT_BUILD, siteCardsByKey } from '@/lib/seo/site-cards-by-key'
import { socialCardKey } from '@/lib/seo/social-card-key'
import { makePost } from '../site/fixtures/blog-workspace'

const config = { TITLE: 'Quire', DESCRIPTION: 'A blog', LINK: 'https://q.example.com', APPEARANCE: 'light' as const, BLOG_FAVICON: '/favicon.svg' }
const store = { keyOf: jest.fn(socialCardKey) }

describe('siteCardsByKey', () => {
  it("names the site's card and each post's and page's, by key, worked out once per site data", () => {
    const site = { siteInfo: { title: '', description: '', icon: '', pageCover: '', rootPageId: 'r' }, allPages: [makePost({ title: 'One' }), makePost({ title: 'About', type: 'Page' })] }
    const ctx = { site: site as never, cards: siteCardSpecs(site, config, THEME_MANIFESTS.medium.cardPalette) }
    const specs = siteCardsByKey(ctx, store)
    expect([...specs.values()].map((spec) => spec.title)).toEqual(['Quire', 'One', 'About'])
    for (const [key, spec] of specs) expect(key).toBe(socialCardKey(spec))
    expect(siteCardsByKey(ctx, store)).toBe(specs)
    expect(store.keyOf).toHaveBeenCalledTimes(3)
  })
})

describe('cardsToDrawFirst', () => {
  const site = {
    siteInfo: { title: '', description: '', icon: '', pageCover: '', rootPageId: 'r' },
    allPages: [makePost({ title: 'Old', publishDate: 1 }), makePost({ title: 'Newest', publishDate: 3 }), makePost({ title: 'Middle', publishDate: 2 })]
  }
  const ctx = { site: site as never, cards: siteCardSpecs(site, config, THEME_MANIFESTS.medium.cardPalette) }

  it("takes the site's card first, then the newest pages', up to the limit", () => {
    const titles = (limit: number) => [...cardsToDrawFirst(ctx, store, limit).values()].map((spec) => spec.title)
    expect(titles(3)).toEqual(['Quire', 'Newest', 'Middle'])
    expect(titles(100)).toEqual(['Quire', 'Newest', 'Middle', 'Old'])
    expect(titles(Number.POSITIVE_INFINITY)).toHaveLength(4)
    expect(titles(0)).toEqual([])
  })
})

describe('cardsAtBuild', () => {
  it('reads SOCIAL_CARDS_AT_BUILD: a whole number, "all", or the default when unset', () => {
    expect(cardsAtBuild({})).toBe(DEFAULT_CARDS_AT_BUILD)
    expect(cardsAtBuild({ SOCIAL_CARDS_AT_BUILD: ' ' })).toBe(DEFAULT_CARDS_AT_BUILD)
    expect(cardsAtBuild({ SOCIAL_CARDS_AT_BUILD: '0' })).toBe(0)
    expect(cardsAtBuild({ SOCIAL_CARDS_AT_BUILD: '250' })).toBe(250)
    expect(cardsAtBuild({ SOCIAL_CARDS_AT_BUILD: 'all' })).toBe(Number.POSITIVE_INFINITY)
  })

  it('names the variable and the value when it is malformed', () => {
    for (const bad of ['-1', '2.5', 'many']) {
      expect(() => cardsAtBuild({ SOCIAL_CARDS_AT_BUILD: bad })).toThrow(`SOCIAL_CARDS_AT_BUILD must be a whole number of cards (0 or more) or "all", got "${bad}"`)
    }
  })
})
