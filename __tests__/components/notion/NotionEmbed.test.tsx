/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { mockRouter, renderWithGlobal, TEST_PAGE_PROPS, TEST_THEMES, withRemote } from '../test-utils'
import { fireEvent } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { renderToString } from 'react-dom/server'
import { GlobalProvider } from '@/components/site/provider'
import { NotionPage } from '@/components/notion/NotionPage'
import { recordMapOf } from '../../fixtures/record-map'

jest.mock('@/components/notion/NotionPdf', () => ({ NotionPdf: () => null }))

const PLAYER = ['allow-scripts', 'allow-same-origin', 'allow-presentation', 'allow-popups', 'allow-popups-to-escape-sandbox']
const APP = ['allow-scripts', 'allow-same-origin', 'allow-popups', 'allow-popups-to-escape-sandbox']
const FORM = [...APP, 'allow-forms']

/** One block of each kind react-notion-x draws as a frame, the sandbox tokens each must get, and its source. */
const FRAMES: Array<{ kind: string; source: string; display?: string; tokens: string[] }> = [
  { kind: 'embed', source: 'https://example.com/widget', tokens: FORM },
  { kind: 'video', source: 'https://vimeo.com/76979871', display: 'https://player.vimeo.com/video/76979871', tokens: PLAYER },
  { kind: 'figma', source: 'https://www.figma.com/file/abc/Design', tokens: APP },
  { kind: 'typeform', source: 'https://form.typeform.com/to/abc', tokens: FORM },
  // A gist is plain HTML: it runs nothing and keeps no origin.
  { kind: 'gist', source: 'https://gist.github.com/octocat/9257657', tokens: ['allow-popups', 'allow-popups-to-escape-sandbox'] },
  { kind: 'maps', source: 'https://www.google.com/maps/place/Kew', display: 'https://maps.google.com/maps?q=Kew&output=embed', tokens: APP },
  { kind: 'excalidraw', source: 'https://excalidraw.com/#json=abc', tokens: APP },
  { kind: 'codepen', source: 'https://codepen.io/team/pen/abc', tokens: [...FORM, 'allow-modals'] },
  { kind: 'drive', source: 'https://drive.google.com/file/d/abc/view', display: 'https://drive.google.com/file/d/abc/preview', tokens: APP },
  { kind: 'replit', source: 'https://replit.com/@user/repl?embed=true', tokens: [...FORM, 'allow-modals'] }
]

const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=90'
/** A page of this site in a frame: with scripts and its own origin it could reach the post and lift its sandbox. */
const SITE_PAGE = '/demo/embed.html'

function frameBlock(id: string, type: string, source: string, display?: string) {
  return {
    role: 'reader',
    value: { id, type, parent_id: 'page', properties: { source: [[source]], caption: [[`The ${type}`]] }, format: { ...(display && { display_source: display }), block_aspect_ratio: 0.5, block_page_width: true } }
  }
}

const blocks: Record<string, unknown> = {
  ...Object.fromEntries(FRAMES.map((frame) => [frame.kind, frameBlock(frame.kind, frame.kind, frame.source, frame.display)])),
  youtube: frameBlock('youtube', 'video', YOUTUBE),
  site: frameBlock('site', 'embed', SITE_PAGE),
  file: frameBlock('file', 'video', 'https://cdn.example.com/clip.mp4')
}
const recordMap = recordMapOf({
  page: { role: 'reader', value: { id: 'page', type: 'page', parent_table: 'collection', content: Object.keys(blocks) } },
  ...blocks
})

/** The body's HTML as the server sends it, read back into elements. */
function serverHtml(map: ExtendedRecordMap, pageProps = TEST_PAGE_PROPS): HTMLElement {
  const html = renderToString(
    <GlobalProvider pageProps={pageProps} themes={TEST_THEMES}>
      <NotionPage recordMap={map} />
    </GlobalProvider>
  )
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

function tokensOf(frame: Element | null | undefined): string[] {
  return (frame?.getAttribute('sandbox') ?? 'no sandbox attribute').split(/\s+/).filter(Boolean).sort()
}

let warn: jest.SpyInstance
beforeEach(() => {
  mockRouter.asPath = '/article/frames'
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

describe('frames in a Notion body (sandboxed in the server HTML)', () => {
  const doc = serverHtml(recordMap)

  it.each(FRAMES)('gives a $kind frame exactly the sandbox it needs, a referrer policy and lazy loading', ({ kind, tokens }) => {
    const frame = doc.querySelector(`figure.notion-asset-wrapper-${kind} iframe`)
    expect(frame).not.toBeNull()
    expect(tokensOf(frame)).toEqual([...tokens].sort())
    expect(frame).toHaveAttribute('referrerpolicy', kind === 'gist' ? 'no-referrer' : 'strict-origin-when-cross-origin')
    expect(frame).toHaveAttribute('loading', 'lazy')
  })

  it('leaves no frame of the body without a sandbox', () => {
    const frames = Array.from(doc.querySelectorAll('iframe'))
    expect(frames).toHaveLength(FRAMES.length + 1)
    for (const frame of frames) expect(frame).toHaveAttribute('sandbox')
  })

  it("runs a page of the site itself in a frame without the site's origin", () => {
    const frame = doc.querySelector(`iframe[src="${SITE_PAGE}"]`)
    expect(tokensOf(frame)).toEqual(['allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-scripts'])
  })

  it("runs a page at the site's own address (LINK) without the site's origin too", () => {
    const own = recordMapOf({
      page: { role: 'reader', value: { id: 'page', type: 'page', content: ['own'] } },
      own: frameBlock('own', 'embed', 'https://blog.example.org/demo.html')
    })
    const frame = serverHtml(own, withRemote({ LINK: 'https://blog.example.org' })).querySelector('iframe')
    expect(tokensOf(frame)).toEqual(['allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-scripts'])
  })

  it('lets players and apps go fullscreen, not a gist', () => {
    expect(doc.querySelector('.notion-asset-wrapper-video iframe')).toHaveAttribute('allow', 'autoplay; encrypted-media; fullscreen; picture-in-picture')
    expect(doc.querySelector('.notion-asset-wrapper-maps iframe')).toHaveAttribute('allow', 'fullscreen')
    expect(doc.querySelector('.notion-asset-wrapper-gist iframe')).not.toHaveAttribute('allowfullscreen')
  })

  it('loads what react-notion-x loaded: the display source, a gist as .pibb, a typeform without autofocus', () => {
    expect(doc.querySelector('.notion-asset-wrapper-maps iframe')).toHaveAttribute('src', 'https://maps.google.com/maps?q=Kew&output=embed')
    expect(doc.querySelector('.notion-asset-wrapper-gist iframe')).toHaveAttribute('src', 'https://gist.github.com/octocat/9257657.pibb')
    expect(doc.querySelector('.notion-asset-wrapper-typeform iframe')).toHaveAttribute('src', 'https://form.typeform.com/to/abc?disable-auto-focus=true')
  })

  it('keeps the box Notion recorded and the caption', () => {
    const figure = doc.querySelector('figure.notion-asset-wrapper-figma')
    expect(figure?.querySelector(':scope > div')).toHaveStyle({ paddingBottom: '50%', width: '100%' })
    expect(figure?.querySelector('figcaption.notion-asset-caption')).toHaveTextContent('The figma')
  })

  it('plays a video file in the browser player, no frame', () => {
    expect(doc.querySelector('.notion-asset-wrapper-video video[src="https://cdn.example.com/clip.mp4"]')).not.toBeNull()
  })

  it('draws a YouTube video as its poster, with a link to it that works without script', () => {
    const facade = doc.querySelector('.notion-yt-lite')
    expect(facade?.querySelector('iframe')).toBeNull()
    expect(facade?.querySelector('img.notion-yt-thumbnail')).toHaveAttribute('src', 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg')
    expect(facade?.querySelector('a.notion-yt-playbtn')).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=90')
  })

  it('opens the YouTube player in place, sandboxed as a player, from where the link starts', () => {
    const { container } = renderWithGlobal(<NotionPage recordMap={recordMap} />)
    const facade = container.querySelector('.notion-yt-lite')
    fireEvent.click(facade!.querySelector('a.notion-yt-playbtn')!)
    const frame = facade?.querySelector('iframe')
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&start=90')
    expect(tokensOf(frame)).toEqual([...PLAYER].sort())
    expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; fullscreen; picture-in-picture')
    expect(facade).toHaveClass('notion-yt-initialized')
  })
})

describe("the demo's every-block post", () => {
  it('serves every frame of its body with a sandbox', () => {
    const file = path.join(process.cwd(), 'scripts/demo/snapshot/9d1c2ab07a5e416ca18131301e53b555.json')
    const json = JSON.parse(readFileSync(file, 'utf8')) as { recordMap?: ExtendedRecordMap } & ExtendedRecordMap
    mockRouter.asPath = '/article/every-block'
    const frames = Array.from(serverHtml(json.recordMap ?? json).querySelectorAll('iframe'))
    // The page embed, the map and the gist (the YouTube player waits for a click).
    expect(frames.length).toBeGreaterThanOrEqual(3)
    for (const frame of frames) expect(frame).toHaveAttribute('sandbox')
  })
})
