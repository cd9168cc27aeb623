import type { Block } from 'notion-types'
import { getBlockValue } from 'notion-utils'
import { asFrameBlock, frameKindField, frameKindOf, framePolicy, frameSrc } from '@/lib/notion/render/embed-frames'
import { notionBodyRecordMap } from '@/lib/notion/render/notion-body-record-map'
import { recordMapOf } from '../../../fixtures/record-map'

function block(type: string, source?: string, format?: Record<string, unknown>): Block {
  return { id: 'b', type, ...(source && { properties: { source: [[source]] } }), ...(format && { format }) } as unknown as Block
}

describe('frameKindOf (which blocks react-notion-x would draw as a bare iframe)', () => {
  it.each(['embed', 'figma', 'typeform', 'gist', 'maps', 'excalidraw', 'codepen', 'replit'])('takes a %s with a source', (type) => {
    expect(frameKindOf(block(type, 'https://example.com/x'), {})).toBe(type)
  })

  it('takes a video from a player host, not a video file', () => {
    expect(frameKindOf(block('video', 'https://vimeo.com/1'), {})).toBe('video')
    expect(frameKindOf(block('video', 'https://cdn.example.com/clip.mp4'), {})).toBeNull()
  })

  it('reads a video file by its signed address, as react-notion-x does', () => {
    const file = block('video', 'attachment:clip')
    expect(frameKindOf(file, { b: 'https://files.example.com/clip.mp4?sig=1' })).toBeNull()
    expect(frameKindOf(file, { b: 'https://www.loom.com/share/1' })).toBe('video')
  })

  it('takes a Drive preview only when react-notion-x frames it (a display source and no card facts)', () => {
    expect(frameKindOf(block('drive', 'https://drive.google.com/d/1', { display_source: 'https://drive.google.com/d/1/preview' }), {})).toBe('drive')
    expect(frameKindOf(block('drive', 'https://drive.google.com/d/1', { drive_properties: { title: 'x' } }), {})).toBeNull()
    expect(frameKindOf(block('drive', 'https://drive.google.com/d/1'), {})).toBeNull()
  })

  it('leaves blocks without a source and other types alone', () => {
    expect(frameKindOf(block('maps'), {})).toBeNull()
    expect(frameKindOf(block('image', 'https://example.com/a.png'), {})).toBeNull()
    expect(frameKindOf(block('tweet', 'https://x.com/jack/status/20'), {})).toBeNull()
  })
})

describe('asFrameBlock and the body record map', () => {
  it('turns a framed block into an embed that remembers its kind, and leaves an embed as it is', () => {
    const maps = asFrameBlock(block('maps', 'https://maps.google.com/x'), {})
    expect(maps).toMatchObject({ type: 'embed', properties: { source: [['https://maps.google.com/x']] } })
    expect(frameKindField(maps!)).toBe('maps')
    expect(asFrameBlock(block('embed', 'https://example.com'), {})).toBeNull()
    expect(frameKindField(block('embed', 'https://example.com'))).toBe('embed')
  })

  it('hands every framed block of a body to the Embed renderer', () => {
    const map = recordMapOf({
      page: { role: 'reader', value: { id: 'page', type: 'page', content: ['g', 'v'] } },
      g: { role: 'reader', value: { id: 'g', type: 'gist', parent_id: 'page', properties: { source: [['https://gist.github.com/a/1']] } } },
      v: { role: 'reader', value: { id: 'v', type: 'video', parent_id: 'page', properties: { source: [['https://cdn.example.com/a.mp4']] } } }
    })
    const body = notionBodyRecordMap(map, 'page')
    expect(getBlockValue(body.block.g)).toMatchObject({ type: 'embed', quire_frame_kind: 'gist' })
    expect(getBlockValue(body.block.v)?.type).toBe('video')
  })
})

describe('framePolicy and frameSrc', () => {
  it('never lets a frame navigate the tab, and gives a gist no scripts', () => {
    for (const kind of ['embed', 'video', 'figma', 'typeform', 'gist', 'maps', 'excalidraw', 'codepen', 'drive', 'replit'] as const) {
      expect(framePolicy(kind, 'https://example.com').sandbox).not.toMatch(/allow-top-navigation|allow-downloads/)
    }
    expect(framePolicy('gist', 'https://gist.github.com/a/1').sandbox).not.toContain('allow-scripts')
  })

  it("takes the site's origin from a site page, not from another site's", () => {
    expect(framePolicy('embed', '/demo/embed.html').sandbox).not.toContain('allow-same-origin')
    expect(framePolicy('embed', '//evil.example/x').sandbox).toContain('allow-same-origin')
    expect(framePolicy('embed', 'https://example.com/x').sandbox).toContain('allow-same-origin')
    expect(framePolicy('embed', 'https://blog.example.org/demo.html', 'https://blog.example.org').sandbox).not.toContain('allow-same-origin')
    expect(framePolicy('maps', 'https://maps.google.com/x', 'https://blog.example.org').sandbox).toContain('allow-same-origin')
  })

  it('adds the typeform parameter after a query that is already there', () => {
    expect(frameSrc('typeform', 'https://form.typeform.com/to/a?x=1')).toBe('https://form.typeform.com/to/a?x=1&disable-auto-focus=true')
    expect(frameSrc('gist', 'https://gist.github.com/a/1.pibb')).toBe('https://gist.github.com/a/1.pibb')
    expect(frameSrc('maps', 'https://maps.google.com/x')).toBe('https://maps.google.com/x')
  })
})
