import { siteCardSpecs } from '@/lib/seo/site-card-specs'
import { siteCardsByKey } from '@/lib/seo/site-cards-by-key'
import { socialCardKey } from '@/lib/seo/social-card-key'
import { makePost } from '../site/fixtures/blog-workspace'

const config = { TITLE: 'Quire', DESCRIPTION: 'A blog', LINK: 'https://q.example.com', APPEARANCE: 'light' as const, BLOG_FAVICON: '/favicon.svg' }
const store = { keyOf: jest.fn(socialCardKey) }

describe('siteCardsByKey', () => {
  it("names the site's card and each post's and page's, by key, worked out once per site data", () => {
    const site = { siteInfo: { title: '', description: '', icon: '', pageCover: '', rootPageId: 'r' }, allPages: [makePost({ title: 'One' }), makePost({ title: 'About', type: 'Page' })] }
    const ctx = { site: site as never, cards: siteCardSpecs(site, config, 'medium') }
    const specs = siteCardsByKey(ctx, store)
    expect([...specs.values()].map((spec) => spec.title)).toEqual(['Quire', 'One', 'About'])
    for (const [key, spec] of specs) expect(key).toBe(socialCardKey(spec))
    expect(siteCardsByKey(ctx, store)).toBe(specs)
    expect(store.keyOf).toHaveBeenCalledTimes(3)
  })
})
