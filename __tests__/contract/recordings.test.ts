/**
 * Every real recording holding a record map, served by the test server and fetched by the live
 * source, maps to the same site model as the recording read directly: the server accepts all of
 * them, in both record formats.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getPageContentBlockIds, uuidToId } from 'notion-utils'
import { readRecord } from '@/lib/notion/read-record'
import { createSnapshotSource } from '@/lib/notion/snapshot-source'
import { DEFAULT_MAP_OPTIONS } from '@/lib/site/map-options'
import { mapSiteData } from '@/lib/site/map-site-data'
import { trimRecordMap } from '@/lib/site/trim-record-map'
import { startNotionServer } from '@/scripts/notion-server/start-notion-server'
import { liveSource } from './helpers'
import { describeWithRecordings, jsonFilesUnder, recordingPath } from '../fixtures/recordings'

type Json = Record<string, unknown>

const quiet = { ...DEFAULT_MAP_OPTIONS, log: () => {} }

describeWithRecordings('every recording, served', () => {
  const RECORDINGS = recordingPath('.')
  const recordings = jsonFilesUnder(RECORDINGS).flatMap((file) => {
    const json = JSON.parse(readFileSync(file, 'utf8')) as Json
    const map = (json.recordMap ?? json) as Json
    const block = map?.block as Json | undefined
    if (!block || typeof block !== 'object') return []
    const pageId = Object.keys(block).find((id) => readRecord(block, id))
    return pageId ? [{ name: path.relative(RECORDINGS, file), json, pageId }] : []
  })

  test('there are recordings to serve', () => {
    expect(recordings.length).toBeGreaterThanOrEqual(15)
  })

  describe.each(recordings)('$name', ({ json, pageId }) => {
    let dir: string
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'quire-contract-'))
      writeFileSync(path.join(dir, `${uuidToId(pageId)}.json`), JSON.stringify(json))
    })
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    test('served and fetched, it maps like the recording', async () => {
      const server = await startNotionServer({ dir })
      try {
        const live = await liveSource(server.apiBaseUrl).getPage(pageId)
        const recorded = await createSnapshotSource(dir).getPage(pageId)
        expect(Object.keys(live.block)[0]).toBe(pageId)
        const present = (map: typeof live) => getPageContentBlockIds(map, pageId).filter((id) => readRecord(map.block, id)).sort()
        expect(present(live)).toEqual(present(recorded))
        expect(mapSiteData(live, pageId, quiet)).toEqual(mapSiteData(recorded, pageId, quiet))
        // Ids the recording lacks come back as role none (notion-client asked for them): not content.
        const kept = (map: typeof live) => {
          const trimmed = trimRecordMap(map, pageId)
          return Object.keys(trimmed.block).filter((id) => readRecord(trimmed.block, id)).sort()
        }
        expect(kept(live)).toEqual(kept(recorded))
      } finally {
        await server.close()
      }
    })
  })
})
