import { readFileSync } from 'node:fs'
import { createHostedFiles, fileIdOf } from '@/scripts/notion-server/hosted-files'
import type { Workspace } from '@/scripts/notion-server/load-workspace'

const S3 = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/quire-test'

function workspace(): Workspace {
  const table = (entries: Record<string, unknown>) => new Map(Object.entries(entries).map(([id, value]) => [id, { value } as Record<string, unknown>]))
  return {
    dir: '/nowhere',
    block: table({
      img: { id: 'img', type: 'image', properties: { source: [['/demo/images/desk.svg']] } },
      gone: { id: 'gone', type: 'image', properties: { source: [['/demo/images/none.svg']] } },
      web: { id: 'web', type: 'image', properties: { source: [['https://example.com/a.png']] } },
      page: { id: 'page', type: 'page', format: { page_cover: '/demo/covers/paper.svg', page_icon: '🌿' } }
    }),
    collection: table({ coll: { id: 'coll', icon: '/demo/avatar.svg' } }),
    collection_view: new Map(),
    notion_user: new Map(),
    collectionQuery: new Map(),
    signedUrls: new Map(),
    pageIds: []
  }
}

interface Stored {
  properties: { source: string[][] }
  format: Record<string, string>
  icon: string
}
const valueOf = (space: Workspace, table: 'block' | 'collection', id: string) => space[table].get(id)?.value as Stored

function setup(lifetimeMs = 5000) {
  const clock = { now: 1_000_000 }
  const files = createHostedFiles({ publicDir: 'public', lifetimeMs, now: () => clock.now })
  files.listening('http://127.0.0.1:4999')
  const space = workspace()
  files.host(space)
  return { files, space, clock }
}

const answer = (files: ReturnType<typeof createHostedFiles>, url: string) => {
  const parsed = new URL(url)
  return files.answer(parsed.pathname, parsed.searchParams)
}

test('the workspace’s files of public/ become files Notion hosts; other addresses and text stay', () => {
  const { space } = setup()
  const id = fileIdOf('/demo/images/desk.svg')
  expect(valueOf(space, 'block', 'img').properties.source[0]![0]).toBe(`attachment:${id}:desk.svg`)
  expect(valueOf(space, 'block', 'gone').properties.source[0]![0]).toBe('/demo/images/none.svg')
  expect(valueOf(space, 'block', 'web').properties.source[0]![0]).toBe('https://example.com/a.png')
  const format = valueOf(space, 'block', 'page').format
  expect(format.page_cover).toBe(`${S3}/${fileIdOf('/demo/covers/paper.svg')}/paper.svg`)
  expect(format.page_icon).toBe('🌿')
  expect(valueOf(space, 'collection', 'coll').icon).toBe(`${S3}/${fileIdOf('/demo/avatar.svg')}/avatar.svg`)
})

test('a signed URL serves the file until it expires, then 403 as S3 answers; a forged one never', () => {
  const { files, clock } = setup(5000)
  const signed = files.sign(`attachment:${fileIdOf('/demo/images/desk.svg')}:desk.svg`)!
  expect(signed).toMatch(/^http:\/\/127\.0\.0\.1:4999\/files\/.*X-Amz-Signature=/)
  const ok = answer(files, signed)
  expect(ok?.status).toBe(200)
  expect(ok?.headers['content-type']).toBe('image/svg+xml')
  expect(ok?.body.equals(readFileSync('public/demo/images/desk.svg'))).toBe(true)
  expect(answer(files, signed.replace(/X-Amz-Date=\d+/, `X-Amz-Date=${clock.now + 60_000}`))?.status).toBe(403)
  clock.now += 5001
  const expired = answer(files, signed)
  expect(expired?.status).toBe(403)
  expect(expired?.body.toString()).toContain('Request has expired')
  expect(files.sign('https://example.com/a.png')).toBeUndefined()
})

test('the image service serves a hosted file without a signature, by either of its addresses', () => {
  const { files } = setup()
  const id = fileIdOf('/demo/covers/paper.svg')
  expect(answer(files, `http://x/image/${encodeURIComponent(`${S3}/${id}/paper.svg`)}?table=block&id=page`)?.status).toBe(200)
  expect(answer(files, `http://x/image/${encodeURIComponent(`attachment:${id}:paper.svg`)}?table=block&id=page`)?.status).toBe(200)
  expect(answer(files, `http://x/image/${encodeURIComponent('https://example.com/a.png')}`)?.status).toBe(404)
  expect(answer(files, 'http://x/api/v3/loadPageChunk')).toBeNull()
})
