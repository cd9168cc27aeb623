import { mapImageUrl } from '@/lib/notion/map-image-url'

const id = '00000000-0000-4000-8000-000000000001'

test('emoji, site paths and plain URLs stay as they are', () => {
  expect(mapImageUrl('🚀', id)).toBe('🚀')
  expect(mapImageUrl('/avatar.png', id)).toBe('/avatar.png')
  expect(mapImageUrl('https://example.com/a.png', id)).toBe('https://example.com/a.png')
  expect(mapImageUrl('', id)).toBe('')
  expect(mapImageUrl(undefined, id)).toBe('')
})

test('an address the URL rule refuses for an image gives no icon or cover; plain text stays', () => {
  for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/a.png', 'ftp://x.io/a.png']) expect([bad, mapImageUrl(bad, id)]).toEqual([bad, ''])
  expect(mapImageUrl('data:image/png;base64,AA', id)).toBe('data:image/png;base64,AA')
  expect(mapImageUrl('fas fa-home', id)).toBe('fas fa-home')
})

test("Notion's stock covers and icons load from notion.so", () => {
  expect(mapImageUrl('/images/page-cover/gradients_8.png', id)).toBe('https://www.notion.so/images/page-cover/gradients_8.png')
  expect(mapImageUrl('/icons/book_gray.svg', id)).toBe('https://www.notion.so/icons/book_gray.svg')
})

test('uploaded files go through the image proxy with table and id', () => {
  const url = new URL(mapImageUrl('attachment:abc:cover.png', id))
  expect(url.origin + url.pathname).toBe(`https://www.notion.so/image/${encodeURIComponent('attachment:abc:cover.png')}`)
  expect(url.searchParams.get('table')).toBe('block')
  expect(url.searchParams.get('id')).toBe(id)
  const s3 = mapImageUrl('https://s3-us-west-2.amazonaws.com/secure.notion-static.com/x/y.png', id)
  expect(s3).toMatch(/^https:\/\/www\.notion\.so\/image\//)
})

test('thumbnails ask for a smaller image', () => {
  expect(new URL(mapImageUrl('attachment:abc:cover.png', id, { thumbnail: true })).searchParams.get('width')).toBe('800')
  const unsplash = new URL(mapImageUrl('https://images.unsplash.com/photo-1?ixlib=rb-4', id, { thumbnail: true }))
  expect(Object.fromEntries(unsplash.searchParams)).toMatchObject({ w: '800', q: '50', fm: 'webp', ixlib: 'rb-4' })
  expect(mapImageUrl('https://example.com/a.png', id, { thumbnail: true })).toBe('https://example.com/a.png')
})

test("the environment's image settings: NOTION_HOST serves Notion's images and stock covers, thumbnails take its width, quality and format", () => {
  const settings = { NOTION_HOST: 'https://notion.example.org/', IMG_URL_TYPE: 'Notion', IMAGE_COMPRESS_WIDTH: 640, IMAGE_QUALITY: 75, IMAGE_FORMAT: 'avif' } as const
  expect(mapImageUrl('/images/page-cover/gradients_8.png', id, { settings })).toBe('https://notion.example.org/images/page-cover/gradients_8.png')
  const cover = new URL(mapImageUrl('attachment:abc:cover.png', id, { thumbnail: true, settings }))
  expect([cover.origin, cover.searchParams.get('width')]).toEqual(['https://notion.example.org', '640'])
  const unsplash = new URL(mapImageUrl('https://images.unsplash.com/photo-1', id, { thumbnail: true, settings }))
  expect(Object.fromEntries(unsplash.searchParams)).toMatchObject({ w: '640', q: '75', fm: 'avif' })
  expect(mapImageUrl('https://example.com/a.png', id, { settings })).toBe('https://example.com/a.png')
})
