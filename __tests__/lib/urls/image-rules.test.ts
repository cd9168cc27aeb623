import type { Block } from 'notion-types'
import { notionImageUrl } from '@/lib/urls/notion-image-url'
import { ZOOM_IN_WIDTH, zoomImageUrl } from '@/lib/urls/zoom-image-url'
import { MIRROR_WIDTHS } from '@/lib/images/process-image'

const block = { id: 'b1b2', type: 'image', parent_table: 'block' } as Block

describe('notionImageUrl (docs/behaviour.md §5, §7)', () => {
  it('sends Notion-hosted files through the image service with width 800 and cache v2', () => {
    const hosted = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/file/photo.png'
    expect(notionImageUrl(hosted, block)).toBe(
      `https://www.notion.so/image/${encodeURIComponent(hosted)}?table=block&id=b1b2&width=800&cache=v2`
    )
    const legacy = 'https://s3-us-west-2.amazonaws.com/secure.notion-static.com/abc/pic.jpg'
    expect(notionImageUrl(legacy, block)).toContain(`/image/${encodeURIComponent(legacy)}?table=block&id=b1b2&width=800&cache=v2`)
    expect(notionImageUrl('attachment:1234:pic.png', block)).toBe(
      `https://www.notion.so/image/${encodeURIComponent('attachment:1234:pic.png')}?table=block&id=b1b2&width=800&cache=v2`
    )
  })
  it('drops the signature of a signed S3 address: the service signs it itself', () => {
    const signed = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/s/f/p.png?X-Amz-Signature=abc&X-Amz-Expires=3600'
    expect(notionImageUrl(signed, block)).toContain(encodeURIComponent('https://prod-files-secure.s3.us-west-2.amazonaws.com/s/f/p.png') + '?')
  })
  it("sends a bookmark's cover and icon through the image service without a width", () => {
    const cover = 'https://example.com/og.png'
    const bookmark = { id: 'bm', type: 'bookmark', parent_table: 'block', format: { bookmark_cover: cover, bookmark_icon: 'https://example.com/fav.ico' } } as unknown as Block
    expect(notionImageUrl(cover, bookmark)).toBe(`https://www.notion.so/image/${encodeURIComponent(cover)}?table=block&id=bm`)
    expect(notionImageUrl('https://example.com/fav.ico', bookmark)).toBe(`https://www.notion.so/image/${encodeURIComponent('https://example.com/fav.ico')}?table=block&id=bm`)
  })
  it('asks Unsplash for quality 50, width 800, webp', () => {
    const url = new URL(notionImageUrl('https://images.unsplash.com/photo-1?ixid=x', block) ?? '')
    expect(url.hostname).toBe('images.unsplash.com')
    expect(Object.fromEntries(url.searchParams)).toEqual({ ixid: 'x', q: '50', width: '800', w: '800', fmt: 'webp', fm: 'webp' })
  })
  it("builds on the environment's image settings: NOTION_HOST, the compress width, quality and format; IMG_URL_TYPE amazon loads a signed upload as it is", () => {
    const settings = { NOTION_HOST: 'https://img.example.org', IMG_URL_TYPE: 'Notion', IMAGE_COMPRESS_WIDTH: 1000, IMAGE_QUALITY: 80, IMAGE_FORMAT: 'avif' } as const
    const signed = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/file/a.png?X-Amz-Signature=abc'
    const hosted = new URL(notionImageUrl(signed, block, settings) ?? '')
    expect([hosted.origin, hosted.pathname.startsWith('/image/'), hosted.searchParams.get('width')]).toEqual(['https://img.example.org', true, '1000'])
    expect(notionImageUrl('/images/page-cover/a.png', block, settings)).toBe('https://img.example.org/images/page-cover/a.png')
    expect(Object.fromEntries(new URL(notionImageUrl('https://images.unsplash.com/p', block, settings) ?? '').searchParams)).toMatchObject({ q: '80', width: '1000', fm: 'avif' })
    expect(notionImageUrl(signed, block, { ...settings, IMG_URL_TYPE: 'amazon' })).toBe(signed)
    // An attachment: reference has no address of its own: it goes through the service whatever is set.
    expect(notionImageUrl('attachment:abc:a.png', block, { ...settings, IMG_URL_TYPE: 'amazon' })).toMatch(/^https:\/\/img\.example\.org\/image\//)
  })
  it('keeps data URLs, image hosts and site paths as they are', () => {
    expect(notionImageUrl('data:image/png;base64,AAAA', block)).toBe('data:image/png;base64,AAAA')
    expect(notionImageUrl('https://i.imgur.com/a.png', block)).toBe('https://i.imgur.com/a.png')
    expect(notionImageUrl('/demo/images/a.svg', block)).toBe('/demo/images/a.svg')
  })
  it("serves Notion's stock covers and icons from notion.so", () => {
    expect(notionImageUrl('/images/page-cover/met_1.jpg', block)).toBe('https://www.notion.so/images/page-cover/met_1.jpg')
    expect(notionImageUrl('/icons/book_gray.svg', block)).toBe('https://www.notion.so/icons/book_gray.svg')
  })
  it('gives nothing for nothing', () => {
    expect(notionImageUrl(undefined, block)).toBeUndefined()
    expect(notionImageUrl('  ', block)).toBeUndefined()
  })
})

describe('zoomImageUrl (docs/behaviour.md §9)', () => {
  it('asks resizable hosts for the zoom width', () => {
    const proxied = 'https://www.notion.so/image/abc?table=block&id=b&width=800&cache=v2'
    expect(new URL(zoomImageUrl(proxied)).searchParams.get('width')).toBe(String(ZOOM_IN_WIDTH))
    expect(new URL(zoomImageUrl('https://images.unsplash.com/p?width=800&q=50')).searchParams.get('width')).toBe('1200')
    expect(new URL(zoomImageUrl('https://images.unsplash.com/p?width=800&w=800&q=50')).searchParams.get('w')).toBe('1200')
  })
  it('asks them for the width the owner set (IMAGE_ZOOM_IN_WIDTH); a kept image has one larger file, whatever is set', () => {
    const proxied = 'https://www.notion.so/image/abc?table=block&id=b&width=800&cache=v2'
    expect(new URL(zoomImageUrl(proxied, 1600)).searchParams.get('width')).toBe('1600')
    expect(zoomImageUrl('/api/img/0123456789abcdef-800.webp', 1600)).toBe('/api/img/0123456789abcdef-1200.webp')
  })
  it("opens a kept image's zoom-width file, under the base path too, and its width matches the kept files'", () => {
    expect(zoomImageUrl('/api/img/0123456789abcdef-800.webp')).toBe('/api/img/0123456789abcdef-1200.webp')
    expect(zoomImageUrl('/blog/api/img/0123456789abcdef-800.webp')).toBe('/blog/api/img/0123456789abcdef-1200.webp')
    expect(MIRROR_WIDTHS).toEqual([800, ZOOM_IN_WIDTH])
  })
  it('leaves other images alone', () => {
    expect(zoomImageUrl('/demo/a.svg')).toBe('/demo/a.svg')
    expect(zoomImageUrl('https://i.imgur.com/a.png?width=3')).toBe('https://i.imgur.com/a.png?width=3')
  })
})
