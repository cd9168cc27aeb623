import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getNotionSource, getRootPageId } from '@/lib/notion/get-source'

const ID = '0123456789abcdef0123456789abcdef'
const DASHED = '01234567-89ab-cdef-0123-456789abcdef'
let dir: string

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'quire-source-'))
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ rootPageId: ID, recordedAt: '', source: 'test' }))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('no NOTION_PAGE_ID: the bundled demo snapshot', () => {
  expect(getNotionSource({}).name).toBe(`snapshot ${path.resolve('scripts/demo/snapshot')}`)
})

test('NOTION_PAGE_ID: live, at Notion or at NOTION_API_BASE_URL', () => {
  expect(getNotionSource({ NOTION_PAGE_ID: ID }).name).toBe('live https://app.notion.com/api/v3')
  expect(getNotionSource({ NOTION_PAGE_ID: ID, NOTION_API_BASE_URL: 'http://127.0.0.1:9/api/v3/' }).name).toBe('live http://127.0.0.1:9/api/v3')
})

test('NOTION_TOKEN with NOTION_PAGE_ID: the official API, at api.notion.com or at NOTION_API_BASE_URL', () => {
  expect(getNotionSource({ NOTION_PAGE_ID: ID, NOTION_TOKEN: 'ntn_secret' }).name).toBe('official https://api.notion.com')
  expect(getNotionSource({ NOTION_PAGE_ID: ID, NOTION_TOKEN: 'ntn_secret', NOTION_API_BASE_URL: 'http://127.0.0.1:9/' }).name).toBe('official http://127.0.0.1:9')
  expect(getRootPageId({ NOTION_PAGE_ID: ID, NOTION_TOKEN: 'ntn_secret' })).toBe(DASHED)
})

test('which source wins: a snapshot folder, then the integration token, then the web API', () => {
  const all = { NOTION_PAGE_ID: ID, NOTION_TOKEN: 'ntn_secret', NOTION_ACCESS_TOKEN: 'cookie' }
  expect(getNotionSource({ ...all, NOTION_SNAPSHOT_DIR: dir }).name).toBe(`snapshot ${dir}`)
  expect(getNotionSource(all).name).toBe('official https://api.notion.com')
  expect(getNotionSource({ NOTION_PAGE_ID: ID, NOTION_ACCESS_TOKEN: 'cookie' }).name).toBe('live https://app.notion.com/api/v3')
})

test('NOTION_TOKEN without NOTION_PAGE_ID is an error naming both, never the demo served quietly', () => {
  expect(() => getNotionSource({ NOTION_TOKEN: 'ntn_secret' })).toThrow('NOTION_TOKEN is set but NOTION_PAGE_ID is not')
  expect(getNotionSource({ NOTION_TOKEN: '  ' }).name).toBe(`snapshot ${path.resolve('scripts/demo/snapshot')}`)
})

test('NOTION_SNAPSHOT_DIR names another snapshot and wins over NOTION_PAGE_ID', () => {
  expect(getNotionSource({ NOTION_SNAPSHOT_DIR: dir, NOTION_PAGE_ID: ID }).name).toBe(`snapshot ${dir}`)
})

test('one source per process and setting', () => {
  expect(getNotionSource({ NOTION_PAGE_ID: ID })).toBe(getNotionSource({ NOTION_PAGE_ID: ID, UNRELATED: 'x' }))
  expect(getNotionSource({ NOTION_PAGE_ID: ID })).not.toBe(getNotionSource({ NOTION_PAGE_ID: ID, NOTION_ACCESS_TOKEN: 't' }))
})

test('the root page id: NOTION_PAGE_ID as an id or a Notion URL, dashed', () => {
  expect(getRootPageId({ NOTION_PAGE_ID: ID })).toBe(DASHED)
  expect(getRootPageId({ NOTION_PAGE_ID: `https://www.notion.so/me/My-Blog-${ID}?v=1` })).toBe(DASHED)
})

test('a bad NOTION_PAGE_ID is an error naming the key and the value', () => {
  expect(() => getRootPageId({ NOTION_PAGE_ID: 'my-blog' })).toThrow(/NOTION_PAGE_ID .*"my-blog"/)
})

test("a snapshot's root comes from its manifest; no manifest is an error naming the folder", () => {
  expect(getRootPageId({ NOTION_SNAPSHOT_DIR: dir })).toBe(DASHED)
  const empty = mkdtempSync(path.join(tmpdir(), 'quire-empty-'))
  try {
    expect(() => getRootPageId({ NOTION_SNAPSHOT_DIR: empty })).toThrow(new RegExp(`${empty}.*manifest\\.json.*does not exist`))
  } finally {
    rmSync(empty, { recursive: true, force: true })
  }
})

describe('one workspace per language (NOTION_PAGE_ID `<id>,ja-JP:<id2>`)', () => {
  const JA = 'fedcba9876543210fedcba9876543210'
  const JA_DASHED = 'fedcba98-7654-3210-fedc-ba9876543210'
  const multi = `${ID},ja-JP:${JA}`

  test('live: the default root and each language root come from NOTION_PAGE_ID', () => {
    expect(getRootPageId({ NOTION_PAGE_ID: multi })).toBe(DASHED)
    expect(getRootPageId({ NOTION_PAGE_ID: multi }, 'ja-JP')).toBe(JA_DASHED)
    expect(getNotionSource({ NOTION_PAGE_ID: multi }).name).toBe('live https://app.notion.com/api/v3')
  })

  test("a snapshot serves its manifest's root by default and NOTION_PAGE_ID's language roots beside it", () => {
    expect(getRootPageId({ NOTION_SNAPSHOT_DIR: dir, NOTION_PAGE_ID: multi })).toBe(DASHED)
    expect(getRootPageId({ NOTION_SNAPSHOT_DIR: dir, NOTION_PAGE_ID: multi }, 'ja-JP')).toBe(JA_DASHED)
  })

  test('a language NOTION_PAGE_ID does not name, or a bad entry, is an error naming the value', () => {
    expect(() => getRootPageId({ NOTION_PAGE_ID: ID }, 'fr-FR')).toThrow(`NOTION_PAGE_ID names no workspace for fr-FR (it is "${ID}")`)
    expect(() => getRootPageId({ NOTION_SNAPSHOT_DIR: dir }, 'ja-JP')).toThrow('NOTION_PAGE_ID names no workspace for ja-JP')
    expect(() => getRootPageId({ NOTION_PAGE_ID: `${ID},xx-YY:${JA}` })).toThrow(`"xx-YY:${JA}" names the language "xx-YY"`)
  })
})
