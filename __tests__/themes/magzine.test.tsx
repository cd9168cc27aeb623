/** @jest-environment jsdom */
import '../components/test-utils'
import { screen, waitFor, within } from '@testing-library/react'
import { demoProps, type DemoProps } from '../fixtures/props'
import { renderTheme } from './render-theme'
import { forgetPageProps } from '@/components/hooks/use-page-props'
import MagzineRoot from '@/themes/magzine'
import MAGZINE_CONFIG from '@/themes/magzine/config'

let demo: DemoProps
beforeAll(async () => {
  demo = await demoProps()
})

beforeEach(() => {
  forgetPageProps()
  ;(window as unknown as { __NEXT_DATA__: unknown }).__NEXT_DATA__ = { buildId: 'b1' }
  global.fetch = jest.fn(async (url: string) =>
    url === '/_next/data/b1/archive.json' ? { ok: true, json: async () => ({ pageProps: demo.archive }) } : { ok: false, json: async () => ({}) }
  ) as unknown as typeof fetch
})

describe('magzine config', () => {
  it('shows the promo box and its button, four recommended posts, every card part', () => {
    expect(MAGZINE_CONFIG).toMatchObject({
      MAGZINE_HOME_BANNER_ENABLE: true,
      MAGZINE_HOME_BUTTON: true,
      MAGZINE_HOME_BUTTON_URL: '/about',
      MAGZINE_RECOMMEND_POST_COUNT: 4,
      MAGZINE_POST_LIST_COVER: true,
      MAGZINE_POST_LIST_PREVIEW: true
    })
  })
})

describe('magzine front page', () => {
  it('leads with the first post beside the promo box and the next two as wide cards, then the latest band', async () => {
    const [lead, second, third, fourth] = demo.index.posts
    await renderTheme(MagzineRoot, 'magzine', 'LayoutIndex', demo.index)
    expect(screen.getByRole('link', { name: 'Read the article ›' })).toHaveAttribute('href', `${lead!.href}?theme=magzine`)
    expect(screen.getByText(MAGZINE_CONFIG.MAGZINE_HOME_TITLE)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: MAGZINE_CONFIG.MAGZINE_HOME_BUTTON_TEXT })).toHaveAttribute('href', '/about?theme=magzine')
    for (const post of [second, third]) expect(screen.getByRole('heading', { level: 3, name: new RegExp(post!.title) })).toBeInTheDocument()
    const latest = screen.getByRole('heading', { level: 2, name: 'Latest posts' }).closest('section')!
    expect(within(latest).getByRole('link', { name: new RegExp(fourth!.title) })).toBeInTheDocument()
    expect(within(latest).getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/archive?theme=magzine')
  })

  it('adds a band per category from every post of the site, and the recommended band', async () => {
    await renderTheme(MagzineRoot, 'magzine', 'LayoutIndex', demo.index)
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Engineering' })).toBeInTheDocument())
    const band = screen.getByRole('heading', { level: 2, name: 'Engineering' }).closest('section')!
    expect(within(band).getAllByRole('heading', { level: 3 }).length).toBeLessThanOrEqual(4)
    expect(within(band).getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/category/Engineering?theme=magzine')
    expect(screen.getByRole('heading', { level: 2, name: MAGZINE_CONFIG.MAGZINE_RECOMMEND_POST_TITLE })).toBeInTheDocument()
  })

  it("an article's side column ends with the flip card its settings describe, and its tags come again under the body", async () => {
    const post = { ...demo.post, post: { ...demo.post.post, tagItems: [{ name: 'Accessibility', color: 'gray', count: 1 }], tags: ['Accessibility'] } }
    // Queries stay inside the side column and the tag links: the whole article is slow to search by role.
    const tagLinks = () => Array.from(document.querySelectorAll('a[href^="/tag/Accessibility"]'))
    const { unmount } = await renderTheme(MagzineRoot, 'magzine', 'LayoutSlug', post)
    const side = screen.getByRole('complementary', { name: 'Latest posts' })
    const card = side.querySelector('[data-flip-card]')
    expect(card).toHaveAttribute('href', `${MAGZINE_CONFIG.MAGZINE_SOCIAL_CARD_URL}?theme=magzine`)
    for (const text of [MAGZINE_CONFIG.MAGZINE_SOCIAL_CARD_TITLE_1, MAGZINE_CONFIG.MAGZINE_SOCIAL_CARD_TITLE_2, MAGZINE_CONFIG.MAGZINE_SOCIAL_CARD_TITLE_3, MAGZINE_CONFIG.MAGZINE_SOCIAL_CARD_HINT]) expect(card).toHaveTextContent(text)
    // Above the title and again right after the body, right-aligned.
    expect(tagLinks()).toHaveLength(2)
    expect(tagLinks()[1]!.closest('.justify-end')).not.toBeNull()
    unmount()
    await renderTheme(MagzineRoot, 'magzine', 'LayoutSlug', { ...post, shippedConfig: { ...post.shippedConfig, themeKeys: { ...post.shippedConfig.themeKeys, MAGZINE_SOCIAL_CARD: false, MAGZINE_POST_DETAIL_TAG: false } } })
    expect(document.querySelector('[data-flip-card]')).toBeNull()
    expect(tagLinks()).toHaveLength(0)
  })

  it('an article has the floating "read next" card and the black banner', async () => {
    await renderTheme(MagzineRoot, 'magzine', 'LayoutSlug', demo.post)
    if (demo.post.next) expect(screen.getByRole('link', { name: new RegExp(`Read next.*${demo.post.next.title}`) })).toHaveAttribute('href', `${demo.post.next.href}?theme=magzine`)
    expect(screen.getAllByText(MAGZINE_CONFIG.MAGZINE_HOME_TITLE).length).toBeGreaterThan(0)
  })
})
