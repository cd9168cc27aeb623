import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { createPageCache, pageCacheKey } from '@/lib/notion/create-page-cache'

const PAGE = '466a6007-4a43-45ef-88a8-60e8f1a454ee'
const map = (title: string) => ({ block: { [PAGE]: { value: { id: PAGE, title } } } }) as unknown as ExtendedRecordMap

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'quire-page-cache-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

test('the key is the bare page id and the edit time', () => {
  expect(pageCacheKey(PAGE, 1700000000000)).toBe('466a60074a4345ef88a860e8f1a454ee@1700000000000.json')
  expect(pageCacheKey('466a60074a4345ef88a860e8f1a454ee', 1)).toBe('466a60074a4345ef88a860e8f1a454ee@1.json')
  expect(() => pageCacheKey('../etc/passwd', 1)).toThrow('page cache: "../etc/passwd" is not a Notion page id')
  expect(() => pageCacheKey(PAGE, Number.NaN)).toThrow('must be an edit time in ms')
})

test('a version is read back only by its own edit time', async () => {
  const cache = createPageCache(dir)
  await cache.write(PAGE, 100, map('first'))
  expect(await cache.read(PAGE, 100)).toEqual(map('first'))
  expect(await cache.read(PAGE, 101)).toBeUndefined()
})

test('a new version replaces the older ones on disk', async () => {
  const cache = createPageCache(dir)
  await cache.write(PAGE, 100, map('first'))
  await cache.write(PAGE, 200, map('second'))
  expect(readdirSync(dir)).toEqual([pageCacheKey(PAGE, 200)])
  expect(await cache.readLatest(PAGE)).toEqual({ version: 200, recordMap: map('second') })
})

test('a torn or foreign file is a miss, never an error', async () => {
  const cache = createPageCache(dir)
  writeFileSync(path.join(dir, pageCacheKey(PAGE, 100)), '{"block": {"x"')
  expect(await cache.read(PAGE, 100)).toBeUndefined()
  expect(await cache.readLatest(PAGE)).toBeUndefined()
  writeFileSync(path.join(dir, pageCacheKey(PAGE, 100)), '[]')
  expect(await cache.read(PAGE, 100)).toBeUndefined()
})

test('a missing folder is an empty cache, created on the first write', async () => {
  const cache = createPageCache(path.join(dir, 'not', 'yet'))
  expect(await cache.read(PAGE, 1)).toBeUndefined()
  expect(await cache.readLatest(PAGE)).toBeUndefined()
  await cache.write(PAGE, 1, map('x'))
  expect(await cache.read(PAGE, 1)).toEqual(map('x'))
})

test('versions from an earlier process are dropped by the next write, and a copy another process wrote since is found', async () => {
  await createPageCache(dir).write(PAGE, 100, map('earlier build'))
  const cache = createPageCache(dir)
  await cache.write(PAGE, 200, map('this build'))
  expect(readdirSync(dir)).toEqual([pageCacheKey(PAGE, 200)])
  // Another worker writes a newer version after this cache listed the folder.
  await createPageCache(dir).write(PAGE, 300, map('another worker'))
  expect(await cache.readLatest(PAGE)).toEqual({ version: 300, recordMap: map('another worker') })
})

test('many pages written at once each keep exactly their newest version', async () => {
  const ids = Array.from({ length: 40 }, (_, i) => i.toString(16).padStart(32, 'a'))
  await Promise.all(ids.map((id) => createPageCache(dir).write(id, 1, map('old'))))
  const cache = createPageCache(dir)
  await Promise.all(ids.map((id) => cache.write(id, 2, map('new'))))
  expect(readdirSync(dir).sort()).toEqual(ids.map((id) => pageCacheKey(id, 2)).sort())
})
