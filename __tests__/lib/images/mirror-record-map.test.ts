import type { ExtendedRecordMap } from 'notion-types'
import type { ImageMirror } from '@/lib/images/create-image-mirror'
import type { ImageSource } from '@/lib/images/image-source'
import { mirroredImagePath, mirrorRecordMap } from '@/lib/images/mirror-record-map'

const SIGNED = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/s/f1/photo.png?X-Amz-Credential=c&X-Amz-Signature=s'

function recordMap(): ExtendedRecordMap {
  return {
    block: {
      page: { role: 'reader', value: { id: 'page', type: 'page', parent_table: 'block', format: { page_cover: 'attachment:f2:cover.png', page_icon: '🌿' }, content: ['img', 'mark', 'mine'] } },
      img: { role: 'reader', value: { id: 'img', type: 'image', parent_table: 'block', properties: { source: [['attachment:f1:photo.png']], caption: [['A photo']] }, format: { block_width: 640 } } },
      // Notion's newer nesting: { spaceId, value: { role, value } }
      mark: { spaceId: 's', value: { role: 'reader', value: { id: 'mark', type: 'bookmark', parent_table: 'block', properties: { link: [['https://example.com']] }, format: { bookmark_cover: 'https://example.com/og.png', bookmark_icon: 'https://example.com/favicon.ico' } } } },
      mine: { role: 'reader', value: { id: 'mine', type: 'image', parent_table: 'block', properties: { source: [['/demo/images/desk.svg']] } } }
    },
    collection: { coll: { role: 'reader', value: { id: 'coll', icon: '/icons/book_gray.svg', cover: '', name: [['Blog']] } } },
    collection_view: {},
    collection_query: {},
    notion_user: {},
    signed_urls: { img: SIGNED, 'attachment:f1:photo.png': SIGNED, page: 'https://signed.example/cover.png?X-Amz-Signature=1' }
  } as unknown as ExtendedRecordMap
}

/** Keeps every image except those whose identity contains `failing`, at a hash made from the identity. */
function fakeMirror(failing = '\u0000') {
  const asked: ImageSource[] = []
  const mirror: ImageMirror = {
    imageOrigin: 'https://www.notion.so',
    keep: async (source) => {
      asked.push(source)
      if (source.identity.includes(failing)) return null
      const hash = Buffer.from(source.identity).toString('hex').padEnd(16, '0').slice(-16)
      return { hash, width: 1600, height: 900, preview: `data:image/webp;base64,${hash}` }
    }
  }
  return { mirror, asked }
}

const valueOf = (map: ExtendedRecordMap, id: string) => {
  const entry = map.block[id] as unknown as { value: { value?: unknown } & Record<string, unknown> }
  return (entry.value.value ?? entry.value) as { properties?: { source?: string[][]; caption?: unknown }; format?: Record<string, unknown> }
}

test('every image the page draws points at its kept copy, with its size and preview; text and site files stay', async () => {
  const input = recordMap()
  const before = JSON.stringify(input)
  const { mirror, asked } = fakeMirror()
  const out = await mirrorRecordMap(input, mirror, 'page page')
  expect(JSON.stringify(input)).toBe(before)

  const image = valueOf(out, 'img')
  expect(image.properties?.source?.[0]?.[0]).toMatch(/^\/api\/img\/[\da-f]{16}-800\.webp$/)
  expect(image.properties?.caption).toEqual([['A photo']])
  expect(asked.find((source) => source.identity === 'attachment:f1:photo.png')?.fetchUrl).toBe(SIGNED)

  const cover = valueOf(out, 'page').format
  expect(cover?.page_cover).toMatch(/^\/api\/img\//)
  expect(cover?.page_icon).toBe('🌿')
  const bookmark = valueOf(out, 'mark').format
  expect(bookmark?.bookmark_cover).toMatch(/^\/api\/img\//)
  expect(bookmark?.bookmark_icon).toMatch(/^\/api\/img\//)
  expect(valueOf(out, 'mine').properties?.source?.[0]?.[0]).toBe('/demo/images/desk.svg')
  expect((out.collection.coll as unknown as { value: { icon: string } }).value.icon).toMatch(/^\/api\/img\//)

  // The signatures would win over the new addresses in the renderer: they are gone.
  expect(out.signed_urls).toEqual({})
  const path = image.properties?.source?.[0]?.[0] ?? ''
  expect(out.preview_images?.[path]).toEqual({ originalWidth: 1600, originalHeight: 900, dataURIBase64: expect.stringMatching(/^data:image\/webp/) })
})

test('an image that cannot be kept stays at its own address with its signature', async () => {
  const { mirror } = fakeMirror('f1')
  const out = await mirrorRecordMap(recordMap(), mirror, 'page page')
  expect(valueOf(out, 'img').properties?.source?.[0]?.[0]).toBe('attachment:f1:photo.png')
  expect(out.signed_urls.img).toBe(SIGNED)
  expect(valueOf(out, 'page').format?.page_cover).toMatch(/^\/api\/img\//)
})

test('a page without images is returned as it is', async () => {
  const map = { block: { p: { role: 'reader', value: { id: 'p', type: 'page', format: { page_icon: '📄' } } } }, collection: {}, collection_view: {}, collection_query: {}, notion_user: {}, signed_urls: {} } as unknown as ExtendedRecordMap
  const { mirror, asked } = fakeMirror()
  expect(await mirrorRecordMap(map, mirror, 'p')).toBe(map)
  expect(asked).toEqual([])
})

test('the kept path names the compress width', () => {
  expect(mirroredImagePath('0123456789abcdef')).toBe('/api/img/0123456789abcdef-800.webp')
})

describe("a gallery's cards drawn from a file property", () => {
  const FILE = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/s/f9/shot.png'
  function galleryMap(coverType: 'property' | 'page_cover', columnType = 'file'): ExtendedRecordMap {
    return {
      block: {
        row: { role: 'reader', value: { id: 'row', type: 'page', parent_table: 'collection', parent_id: 'coll', properties: { title: [['Row']], Shot: [['notes.txt'], ['shot.png', [['a', FILE]]], ['more.png', [['a', 'https://example.com/more.png']]]] } } }
      },
      collection: { coll: { role: 'reader', value: { id: 'coll', schema: { title: { name: 'Name', type: 'title' }, Shot: { name: 'Shot', type: columnType } } } } },
      collection_view: { view: { role: 'reader', value: { id: 'view', type: 'gallery', format: { gallery_cover: { type: coverType, property: 'Shot' } } } } },
      collection_query: {},
      notion_user: {},
      signed_urls: {}
    } as unknown as ExtendedRecordMap
  }
  const shotOf = (map: ExtendedRecordMap) => (valueOf(map, 'row').properties as Record<string, unknown> | undefined)?.Shot

  test('the first file, which the card shows, is kept; the rest of the property stays as it was', async () => {
    const { mirror, asked } = fakeMirror()
    const out = await mirrorRecordMap(galleryMap('property'), mirror, 'the blog database')
    expect(asked.map((source) => source.identity)).toEqual([FILE])
    const shot = shotOf(out) as unknown[][]
    expect(shot[0]).toEqual(['notes.txt'])
    expect(shot[1]?.[0]).toBe('shot.png')
    expect((shot[1]?.[1] as string[][])[0]?.[1]).toMatch(/^\/api\/img\/[\da-f]{16}-800\.webp$/)
    expect(shot[2]).toEqual(['more.png', [['a', 'https://example.com/more.png']]])
  })

  test('nothing is fetched when no view draws the property as a cover, or the column is not a file column', async () => {
    for (const map of [galleryMap('page_cover'), galleryMap('property', 'url')]) {
      const { mirror, asked } = fakeMirror()
      expect(shotOf(await mirrorRecordMap(map, mirror, 'x'))).toEqual(shotOf(map))
      expect(asked).toEqual([])
    }
  })
})
