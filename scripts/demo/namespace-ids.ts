import { demoId } from './demo-id'
import type { DemoSnapshot } from './build-snapshot'
import { SPACE_ID, USER_ID } from './record-kit'
import type { JsonObject } from './types'

/** A dashed Notion id wherever it stands: a record key, a parent, a pointer, a link. */
const DASHED_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g

/**
 * What both workspaces share, as a multi-language site in one Notion account does: its space and
 * its author. (A Notion server answers every page with the users it knows, so a second copy of
 * the author would show up in the first workspace's pages.)
 */
const SHARED_IDS: ReadonlySet<string> = new Set([SPACE_ID, USER_ID])

/**
 * The same snapshot with every id but the shared ones moved into `namespace` (`ja-JP`),
 * consistently, so a second workspace built by the same builders (whose ids are fixed: the root,
 * rows by file name) can sit in the same snapshot folder as the first without one id meaning two records.
 */
export function namespaceIds(snapshot: DemoSnapshot, namespace: string): DemoSnapshot {
  const moved = new Map<string, string>()
  const move = (id: string) => {
    if (SHARED_IDS.has(id)) return id
    let next = moved.get(id)
    if (!next) {
      next = demoId(`${namespace}/${id}`)
      moved.set(id, next)
    }
    return next
  }
  const pages = new Map<string, JsonObject>()
  for (const [pageId, recordMap] of snapshot.pages) {
    pages.set(move(pageId), JSON.parse(JSON.stringify(recordMap).replace(DASHED_ID, move)) as JsonObject)
  }
  return { rootPageId: move(snapshot.rootPageId), pages }
}
