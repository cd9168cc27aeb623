import { recordMapOf } from '../../../fixtures/record-map'
import { DEFAULT_IMAGE_URL_SETTINGS, notionImageUrl } from '@/lib/urls/notion-image-url'
import { IMAGE_PLACEHOLDER, notionPreviewImages } from '@/lib/notion/render/notion-preview-images'

function image(id: string, source: string, format: Record<string, unknown>) {
  return { value: { id, type: 'image', properties: { source: [[source]] }, format } }
}

describe('notionPreviewImages', () => {
  it('sizes an image from its recorded width and aspect ratio, keyed by the address drawn', () => {
    const map = recordMapOf({ a: image('a', '/demo/images/x.svg', { block_width: 720, block_aspect_ratio: 0.5625 }) })
    expect(notionPreviewImages(map)).toEqual({ '/demo/images/x.svg': { originalWidth: 720, originalHeight: 405, dataURIBase64: IMAGE_PLACEHOLDER } })
  })

  it("shows the owner's IMAGE_PLACEHOLDER instead of the grey square, and keys by the addresses the owner's image settings build", () => {
    const source = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/file/photo.png'
    const block = image('c', source, { block_aspect_ratio: 0.5 })
    const settings = { ...DEFAULT_IMAGE_URL_SETTINGS, NOTION_HOST: 'https://img.example.org' }
    const previews = notionPreviewImages(recordMapOf({ c: block }), settings, 'data:image/png;base64,AAAA')
    const key = notionImageUrl(source, block.value as never, settings) ?? ''
    expect(key.startsWith('https://img.example.org/image/')).toBe(true)
    expect(previews[key]?.dataURIBase64).toBe('data:image/png;base64,AAAA')
  })

  it("keys a Notion-hosted image by Notion's image service address", () => {
    const source = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/file/photo.png'
    const block = image('b', source, { block_aspect_ratio: 0.5 })
    const previews = notionPreviewImages(recordMapOf({ b: block }))
    const key = notionImageUrl(source, block.value as never) ?? ''
    expect(key).toContain('/image/')
    expect(previews[key]).toEqual({ originalWidth: 800, originalHeight: 400, dataURIBase64: IMAGE_PLACEHOLDER })
  })

  it("a kept image (lib/images) uses its own size and blurred preview, even without a recorded ratio", () => {
    const kept = { originalWidth: 2400, originalHeight: 1600, dataURIBase64: 'data:image/webp;base64,UklG' }
    const map = { ...recordMapOf({ k: image('k', '/api/img/0123456789abcdef-800.webp', {}) }), preview_images: { '/api/img/0123456789abcdef-800.webp': kept } }
    expect(notionPreviewImages(map)['/api/img/0123456789abcdef-800.webp']).toEqual(kept)
  })

  it('leaves images without a recorded ratio, and other blocks, alone', () => {
    const map = recordMapOf({
      a: image('a', '/a.png', { block_width: 300 }),
      b: image('b', '/b.png', { block_aspect_ratio: 0 }),
      t: { value: { id: 't', type: 'text', format: { block_aspect_ratio: 1 } } }
    })
    expect(notionPreviewImages(map)).toEqual({})
  })

  it('keeps a real preview the record map already has', () => {
    const map = recordMapOf({ a: image('a', '/a.png', { block_aspect_ratio: 1 }) })
    const real = { originalWidth: 10, originalHeight: 20, dataURIBase64: 'data:image/png;base64,AAAA' }
    map.preview_images = { '/a.png': real }
    expect(notionPreviewImages(map)['/a.png']).toBe(real)
  })
})
