import { demoId } from './demo-id'
import type { DemoSnapshot } from './build-snapshot'
import type { JsonObject } from './types'

/** A dashed Notion id wherever it stands: a record key, a parent, a pointer, a link. */
const DASHED_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g

/**
 * The same snapshot with every id moved into `namespace` (`ja-JP`), consistently, so a second
 * workspace built by the same builders (whose ids are fixed: the root, the space, rows by file
 * name) can sit in the same snapshot folder as the first without one id meaning two records.
 */
export function namespaceIds(snapshot: DemoSnapshot, namespace: string): DemoSnapshot {
  const moved = new Map<string, string>()
  const move = (id: string) => {
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
