/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react'
import { withSettings } from '../components/test-utils'
import { demoProps, type DemoProps } from '../fixtures/props'
import { THEME_ROOTS, renderTheme } from './render-theme'

/**
 * Where each theme keeps an AdSense slot, as its reference theme places one: the number of slots
 * (by kind) on a post and on a list screen with ADSENSE_GOOGLE_ID set, and none at all without it.
 * A theme not named here has no slot on either screen.
 */
const PLACEMENTS: Readonly<Record<string, { post: readonly string[]; list: readonly string[]; settings?: Record<string, unknown> }>> = {
  // Right after the post's body.
  medium: { post: ['in-article'], list: [] },
  // The info card after the description; the left column's foot and under the main column on every screen.
  game: { post: ['in-article', 'in-article', 'in-article'], list: ['in-article', 'in-article'] },
  // The right column's card, with NEXT_RIGHT_AD on.
  next: { post: ['native'], list: ['native'], settings: { NEXT_RIGHT_AD: true } },
  // Between posts (after every third: the demo's Guides category has two such places), with SIMPLE_POST_AD_ENABLE on.
  simple: { post: [], list: ['flow', 'flow'], settings: { SIMPLE_POST_AD_ENABLE: true } },
  // Before a post's comments, under the document and at the foot of "on this page" (2xl), on every screen.
  gitbook: { post: ['in-article', 'in-article', 'in-article'], list: ['in-article', 'in-article'] },
  // Before a post's comments, and under the content on every screen.
  nav: { post: ['in-article', 'in-article'], list: ['in-article'] },
  // Above the comments.
  heo: { post: ['in-article'], list: [] },
  // The post's right column, after the latest posts.
  magzine: { post: ['in-article'], list: [] },
  // A native unit under the content on every screen.
  fukasawa: { post: ['native'], list: ['native'] }
}

const ADS = { ADSENSE_GOOGLE_ID: 'ca-pub-1234567890', ADSENSE_GOOGLE_SLOT_IN_ARTICLE: '1111', ADSENSE_GOOGLE_SLOT_FLOW: '2222', ADSENSE_GOOGLE_SLOT_NATIVE: '3333' }

const slotKinds = (container: HTMLElement) => [...container.querySelectorAll('[data-ad-slot-kind]')].map((slot) => slot.getAttribute('data-ad-slot-kind'))

let demo: DemoProps
beforeAll(async () => {
  demo = await demoProps()
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
})

describe.each(THEME_ROOTS)('%s theme', (theme, Root) => {
  const placement = PLACEMENTS[theme] ?? { post: [], list: [] }
  const settings = placement.settings ?? {}

  it.each([
    ['a post', 'post', 'LayoutSlug'],
    ['a list', 'list', 'LayoutPostList']
  ] as const)('%s has its ad slots with ADSENSE_GOOGLE_ID set, none without', async (_, screen, layout) => {
    const props = layout === 'LayoutSlug' ? demo.post : demo.category
    const { container, unmount } = await renderTheme(Root, theme, layout, withSettings(props, { ...settings, ...ADS }))
    await waitFor(() => expect(slotKinds(container)).toEqual(placement[screen]))
    unmount()
    const without = await renderTheme(Root, theme, layout, withSettings(props, settings))
    expect(slotKinds(without.container)).toEqual([])
  })
})
