import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createSnapshotSource } from '@/lib/notion/snapshot-source'
import { buildPage, newId } from '../site/fixtures/blog-workspace'

let dir: string
const postId = newId()
const otherId = newId()

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'quire-snapshot-'))
  const post = buildPage(postId, [{ type: 'text', text: 'Notion stores <b>blocks</b> & more in record maps.' }, { type: 'header', text: 'Search me' }], { title: 'Record Maps Explained' })
  const other = buildPage(otherId, [{ type: 'toggle', text: 'outer', children: [{ type: 'text', text: 'A deeply nested RECORD sentence.' }] }], { title: 'Another page', format: 'old' })
  writeFileSync(path.join(dir, `${postId.replaceAll('-', '')}.json`), JSON.stringify(post))
  writeFileSync(path.join(dir, `${otherId.replaceAll('-', '')}.json`), JSON.stringify(other))
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ rootPageId: postId, recordedAt: '2026-01-01T00:00:00Z', source: 'test' }))
  writeFileSync(path.join(dir, 'ffffffffffffffffffffffffffffffff.json'), '{ not json')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('getPage', () => {
  test('reads <undashed id>.json for a dashed or undashed id', async () => {
    const source = createSnapshotSource(dir)
    const byDashed = await source.getPage(postId)
    const byUndashed = await source.getPage(postId.replaceAll('-', ''))
    expect(Object.keys(byDashed.block)[0]).toBe(postId)
    expect(byUndashed).toEqual(byDashed)
    expect(byDashed.collection_query).toEqual({})
    expect(source.name).toBe(`snapshot ${dir}`)
  })

  test('hands out copies, so a caller cannot corrupt the cache', async () => {
    const source = createSnapshotSource(dir)
    const first = await source.getPage(postId)
    delete (first.block as Record<string, unknown>)[postId]
    expect((await source.getPage(postId)).block[postId]).toBeDefined()
  })

  test('a page that is not there: an error naming the page and the folder', async () => {
    const missing = newId()
    await expect(createSnapshotSource(dir).getPage(missing)).rejects.toThrow(new RegExp(`${missing}.*${dir.replaceAll('/', '\\/')}`))
  })

  test('a malformed id or file: clear errors', async () => {
    await expect(createSnapshotSource(dir).getPage('not-an-id')).rejects.toThrow(/"not-an-id" is not a Notion page id/)
    await expect(createSnapshotSource(dir).getPage('ffffffffffffffffffffffffffffffff')).rejects.toThrow(/is not valid/)
  })
})

describe('search', () => {
  const source = () => createSnapshotSource(dir)
  let warn: jest.SpyInstance
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  test('an unreadable page file is skipped with a warning, not a failed search', async () => {
    await expect(source().search({ query: 'record', ancestorId: postId })).resolves.toMatchObject({ total: 3 })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ffffffffffffffffffffffffffffffff.json'))
  })

  test('case-insensitive over titles and text, pages first, with marked and escaped highlights', async () => {
    const results = await source().search({ query: 'record', ancestorId: postId })
    expect(results.total).toBe(3)
    expect(results.results[0]).toMatchObject({ id: postId, isNavigable: true, score: 2 })
    const texts = results.results.map((r) => r.highlight.text).filter(Boolean)
    expect(texts).toContainEqual(expect.stringContaining('<gzkNfoUU>record</gzkNfoUU>'))
    expect(texts).toContainEqual(expect.stringContaining('<gzkNfoUU>RECORD</gzkNfoUU>'))
    expect(texts.join(' ')).toContain('&lt;b&gt;blocks&lt;/b&gt; &amp;')
    expect(texts.join(' ')).not.toContain('<b>')
  })

  test('the record map carries each hit with its parents up to its page', async () => {
    const results = await source().search({ query: 'deeply nested', ancestorId: postId })
    expect(results.results).toHaveLength(1)
    const ids = Object.keys(results.recordMap.block)
    expect(ids).toContain(results.results[0]?.id)
    expect(ids).toContain(otherId)
    expect(ids).toHaveLength(3)
  })

  test('an empty query or no match: no results', async () => {
    expect(await source().search({ query: '  ', ancestorId: postId })).toEqual({ results: [], total: 0, recordMap: { block: {} } })
    expect((await source().search({ query: 'zebra', ancestorId: postId })).total).toBe(0)
  })

  test('limit caps the results, total counts them all', async () => {
    const results = await source().search({ query: 'e', ancestorId: postId, limit: 2 })
    expect(results.results).toHaveLength(2)
    expect(results.total).toBeGreaterThan(2)
  })
})
