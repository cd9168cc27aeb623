import type { ExtendedRecordMap, SearchParams, SearchResults } from 'notion-types'

export type { ExtendedRecordMap, SearchParams, SearchResults }

export interface GetPageOptions {
  /**
   * Follow a database's paging until every row is read: the site's own database, whose rows are
   * its posts. Without it a database shows the rows Notion returns in one query (999), as a page
   * showing a database does.
   */
  allRows?: boolean
}

/**
 * Where Notion data comes from. The live source asks Notion (or any server speaking its API);
 * the snapshot source reads a recorded folder. Everything above this interface is the same for both.
 */
export interface NotionSource {
  /** A short label for logs and errors: `live https://www.notion.so/api/v3` or `snapshot scripts/demo/snapshot`. */
  readonly name: string
  /**
   * The page's record map: the page block first, its content, and for a database its collection and
   * rows (as many as Notion returns at once, unless `allRows`).
   */
  getPage(pageId: string, options?: GetPageOptions): Promise<ExtendedRecordMap>
  /** Full-text search below `ancestorId`. */
  search(params: SearchParams): Promise<SearchResults>
}

/** The manifest at the root of a snapshot folder; each page is `<32-hex id>.json` beside it. */
export interface SnapshotManifest {
  /** Dashed uuid of the workspace's root page (the blog database). */
  rootPageId: string
  /** ISO time the snapshot was recorded or generated. */
  recordedAt: string
  /** What made it: `quire demo generator`, `quire snapshot <id>`. */
  source: string
}

/**
 * A record map whose Notion-hosted files are signed URLs that stop working at `filesExpireAt` (ms
 * since the epoch): the official source's pages. A cached copy past that time is fetched again.
 */
export interface ExpiringRecordMap extends ExtendedRecordMap {
  filesExpireAt?: number
}
