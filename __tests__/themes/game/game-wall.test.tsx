/** @jest-environment jsdom */
import '../../components/test-utils'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { demoProps, type DemoProps } from '../../fixtures/props'
import { renderTheme } from '../render-theme'
import { forgetPageProps } from '@/components/hooks/use-page-props'
import GameRoot from '@/themes/game'

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
  // jsdom plays no media: a play that resolves is all the clip needs.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => {})
})

describe('game wall', () => {
  it('draws 320px slots: a large game alone, small ones two by two, four at most to a slot', async () => {
    await renderTheme(GameRoot, 'game', 'LayoutIndex', demo.index)
    const slots = Array.from(document.querySelectorAll('[data-game-wall] > *'))
    expect(slots.length).toBeGreaterThan(1)
    for (const slot of slots) expect(slot).toHaveClass('h-80')
    const groups = Array.from(document.querySelectorAll('[data-wall-slot="group"]'))
    expect(groups.length).toBeGreaterThan(0)
    for (const group of groups) {
      expect(group).toHaveClass('grid-cols-2', 'grid-rows-2')
      expect(group.querySelectorAll('article').length).toBeLessThanOrEqual(4)
    }
    for (const large of document.querySelectorAll('[data-wall-slot="large"]')) expect(large.querySelectorAll('article')).toHaveLength(1)
    const tiles = document.querySelectorAll('[data-game-wall] article')
    expect(tiles).toHaveLength(demo.index.posts.length)
  })

  it("plays a game's preview clip, muted, only while its tile is hovered or focused; nothing of it before", async () => {
    const [first, ...rest] = demo.index.posts
    const clip = '/clips/first.mp4'
    await renderTheme(GameRoot, 'game', 'LayoutIndex', { ...demo.index, posts: [{ ...first!, previewVideo: clip }, ...rest] })
    expect(document.querySelector('video')).toBeNull()
    const tile = document.querySelector('[data-preview-clip]')!
    expect(document.querySelectorAll('[data-preview-clip]')).toHaveLength(1)
    fireEvent.pointerEnter(tile, { pointerType: 'mouse' })
    const video = await waitFor(() => {
      const found = tile.querySelector('video')
      expect(found).not.toBeNull()
      return found!
    })
    expect(video).toHaveAttribute('src', clip)
    expect(video.muted).toBe(true)
    expect(video).toHaveAttribute('aria-hidden', 'true')
    fireEvent.pointerLeave(tile, { pointerType: 'mouse' })
    expect(tile.querySelector('video')).toBeNull()
    act(() => screen.getAllByRole('link', { name: new RegExp(first!.title) })[0]!.focus())
    expect(tile.querySelector('video')).not.toBeNull()
  })
})

describe('game page', () => {
  it('has the related strip right under the game, then the info card, and every other game once scrolled near', async () => {
    await renderTheme(GameRoot, 'game', 'LayoutSlug', demo.post)
    const info = document.getElementById('game-info')!
    const strip = screen.getByRole('region', { name: /Recommended|Related/ })
    expect(strip.compareDocumentPosition(info) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const all = await waitFor(() => {
      const found = document.querySelector('[data-all-games]')
      expect(found).not.toBeNull()
      return found!
    })
    expect(info.compareDocumentPosition(all) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const shown = Array.from(all.querySelectorAll('article h3 a')).map((link) => link.getAttribute('href'))
    expect(shown).not.toContain(`${demo.post.post.href}?theme=game`)
    const everyPost = demo.archive.archive.flatMap((group) => group.posts).filter((post) => post.href !== demo.post.post.href)
    expect(shown).toHaveLength(everyPost.length)
  })
})
