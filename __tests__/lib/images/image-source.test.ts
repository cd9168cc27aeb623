import type { Block } from 'notion-types'
import { identityKey, imageSourceOf } from '@/lib/images/image-source'

const image = (id = 'b1', source = 'attachment:1f0e:photo.png') => ({ id, type: 'image', parent_table: 'block', properties: { source: [[source]] } }) as unknown as Block
const page = (id = 'p1', cover?: string) => ({ id, type: 'page', parent_table: 'collection', format: { page_cover: cover } }) as unknown as Block

const S3 = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/1f0e-file/photo.png'
const SIGNED = `${S3}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=abc&X-Amz-Date=20261128T000000Z&X-Amz-Expires=3600&X-Amz-Signature=ff00`

test('text, data URLs and the site’s own files are not images to keep', () => {
  expect(imageSourceOf('🌿', page())).toBeNull()
  expect(imageSourceOf('', page())).toBeNull()
  expect(imageSourceOf(undefined, page())).toBeNull()
  expect(imageSourceOf('data:image/png;base64,AAAA', image())).toBeNull()
  expect(imageSourceOf('/demo/covers/paper.svg', page())).toBeNull()
  expect(imageSourceOf('notion://custom_emoji/abc', page())).toBeNull()
})

test('a Notion file is fetched through its signature and named without it', () => {
  const source = imageSourceOf('attachment:1f0e:photo.png', image('b1'), { b1: SIGNED })
  expect(source).toEqual({ fetchUrl: SIGNED, identity: 'attachment:1f0e:photo.png' })
  // notion-client keys newer signatures by the file's own URL
  expect(imageSourceOf(S3, image('b2', S3), { [S3]: SIGNED })).toEqual({ fetchUrl: SIGNED, identity: S3 })
})

test('a signed URL in the record itself (the official API) is fetched as it is and named without its query', () => {
  expect(imageSourceOf(SIGNED, page('p1', SIGNED))).toEqual({ fetchUrl: SIGNED, identity: S3 })
  const local = 'http://127.0.0.1:4555/files/cover.webp?X-Amz-Expires=60&X-Amz-Signature=00ab'
  expect(imageSourceOf(local, page())).toEqual({ fetchUrl: local, identity: 'http://127.0.0.1:4555/files/cover.webp' })
})

test('an unsigned Notion file goes through Notion’s image service for its block', () => {
  const source = imageSourceOf(S3, page('p9', S3))
  expect(source?.identity).toBe(S3)
  const url = new URL(source?.fetchUrl ?? '')
  expect(url.origin).toBe('https://www.notion.so')
  expect(decodeURIComponent(url.pathname)).toBe(`/image/${S3}`)
  expect(url.searchParams.get('id')).toBe('p9')
  expect(url.searchParams.get('table')).toBe('block')
})

test('Notion’s stock covers and other hosts’ images are fetched where they are', () => {
  expect(imageSourceOf('/images/page-cover/met_canaletto.jpg', page())).toEqual({
    fetchUrl: 'https://www.notion.so/images/page-cover/met_canaletto.jpg',
    identity: 'https://www.notion.so/images/page-cover/met_canaletto.jpg'
  })
  const unsplash = 'https://images.unsplash.com/photo-1?ixlib=rb-4&w=3000'
  expect(imageSourceOf(unsplash, page())).toEqual({ fetchUrl: unsplash, identity: unsplash })
})

test('identity keys are stable, distinct and file-name safe', () => {
  expect(identityKey('attachment:a:b.png')).toBe(identityKey('attachment:a:b.png'))
  expect(identityKey('attachment:a:b.png')).not.toBe(identityKey('attachment:a:c.png'))
  expect(identityKey('https://x/../../etc/passwd')).toMatch(/^[\da-f]{32}$/)
})

test('a site reading Notion’s API from another server asks that server’s image service', () => {
  const source = imageSourceOf(S3, page('p9', S3), {}, 'http://127.0.0.1:4555')
  expect(source?.fetchUrl.startsWith('http://127.0.0.1:4555/image/')).toBe(true)
  expect(source?.identity).toBe(S3)
})
