/**
 * Every real recording in shared/notion-recordings that holds a record map goes through the
 * mapping without throwing. Raw API responses (loadPageChunk, queryCollection, syncRecordValues)
 * are wrapped into record maps the way notion-client builds them.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { extractRemoteConfig } from '@/lib/site/extract-remote-config'
import { mapPostDetail } from '@/lib/site/map-post-detail'
import { DEFAULT_MAP_OPTIONS } from '@/lib/site/map-options'
import { mapSiteData } from '@/lib/site/map-site-data'
import { readRecord } from '@/lib/notion/read-record'
import { buildWorkspace } from './fixtures/blog-workspace'
import { describeWithRecordings, jsonFilesUnder, recordingPath } from '../../fixtures/recordings'

type Json = Record<string, unknown>

/** The record map a recording holds, as an ExtendedRecordMap, or null when it holds none. */
function recordMapOf(json: Json): ExtendedRecordMap | null {
  const inner = (json.recordMap ?? json) as Json
  if (!inner || typeof inner.block !== 'object') return null
  const map = {
    collection: {},
    collection_view: {},
    notion_user: {},
    collection_query: {},
    signed_urls: {},
    ...inner
  } as unknown as ExtendedRecordMap
  // A queryCollection response: its result belongs at collection_query[collection][view].
  const result = json.result as Json | undefined
  if (result && typeof result === 'object') {
    const collectionId = Object.keys(map.collection)[0] ?? 'unknown'
    map.collection_query = { [collectionId]: { 'recorded-view': (result.reducerResults ?? result) as never } }
  }
  return map
}

function buildPostLike(id: string) {
  const { recordMap, rowIds } = buildWorkspace([{ id, title: 'x', type: 'Post', status: 'Published', slug: 'x' }])
  const site = mapSiteData(recordMap, Object.keys(recordMap.block)[0] as string, DEFAULT_MAP_OPTIONS)
  const post = site.posts.find((p) => p.id === rowIds[0])
  if (!post) throw new Error('fixture post missing')
  return post
}

describeWithRecordings('every recording', () => {
  const RECORDINGS = recordingPath('.')
  const recordings = jsonFilesUnder(RECORDINGS)
    .map((file) => ({ file: path.relative(RECORDINGS, file), json: JSON.parse(readFileSync(file, 'utf8')) as Json }))
    .map(({ file, json }) => ({ file, recordMap: recordMapOf(json) }))
    .filter((entry): entry is { file: string; recordMap: ExtendedRecordMap } => entry.recordMap !== null)

  test('the recordings folder has record maps to test against', () => {
    expect(recordings.length).toBeGreaterThanOrEqual(15)
  })

  describe.each(recordings)('$file', ({ recordMap }) => {
    const blockIds = Object.keys(recordMap.block)
    const candidates = [...new Set([blockIds[0] ?? 'none', ...blockIds.filter((id) => /collection_view/.test(String(readRecord(recordMap.block, id)?.type))) ])]

    test('maps as a site from its first block and from each database block, without throwing', () => {
      for (const rootId of candidates) {
        const logs: string[] = []
        const site = mapSiteData(recordMap, rootId, { ...DEFAULT_MAP_OPTIONS, log: (m) => logs.push(m) })
        expect(site.siteInfo.rootPageId).toBeTruthy()
        expect(JSON.parse(JSON.stringify(site))).toEqual(site)
      }
    })

    test('every page block maps as a post detail and a config page, without throwing', () => {
      for (const id of blockIds) {
        const block = readRecord(recordMap.block, id)
        if (block?.type !== 'page') continue
        const post = { ...buildPostLike(id) }
        const detail = mapPostDetail(post, recordMap)
        expect(detail.recordMap && Object.keys(detail.recordMap.block)[0]).toBe(id)
        expect(() => extractRemoteConfig(recordMap, id, () => {})).not.toThrow()
      }
    })
  })

  describe('real rows, through a column mapping', () => {
    /** komune's roadmap database: Tags (multi_select with colors) and Status (a status column). */
    const file = 'komune-connect-im/queryCollection.response.json'

    test('komune: rows become posts when the mapping names their columns and values', () => {
      const entry = recordings.find((r) => r.file === file)
      expect(entry).toBeDefined()
      const recordMap = structuredClone(entry!.recordMap)
      const collectionId = Object.keys(recordMap.collection)[0] as string
      const rootId = '11111111-2222-4333-8444-555555555555'
      recordMap.block[rootId] = { role: 'reader', value: { id: rootId, type: 'collection_view_page', collection_id: collectionId, view_ids: ['recorded-view'] } } as never
      const logs: string[] = []
      const site = mapSiteData(recordMap, rootId, {
        ...DEFAULT_MAP_OPTIONS,
        log: (m) => logs.push(m),
        propertyNames: { ...DEFAULT_MAP_OPTIONS.propertyNames, title: 'Name', type: 'Tags', status: 'Status', tags: 'Tags', type_post: 'New Feature', status_publish: 'In progress', status_invisible: 'Done' }
      })
      expect(site.siteInfo.title).toBe('Features Roadmap')
      expect(site.posts.length).toBeGreaterThan(0)
      for (const post of site.posts) {
        expect(post.status).toBe('Published')
        expect(post.tagItems).toContainEqual({ name: 'New Feature', color: 'brown', count: site.posts.length })
        expect(post.href).toMatch(/^\/article\/[\da-f]{32}$/)
      }
    })
  })
})
