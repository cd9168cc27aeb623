import type { ExtendedRecordMap } from 'notion-types'
import { getBlockTitle, parsePageId, uuidToId } from 'notion-utils'
import { mapImageUrl } from '@/lib/notion/map-image-url'
import type { ImageUrlSettings } from '@/lib/urls/notion-image-url'
import { type RawBlock, readRecord } from '@/lib/notion/read-record'
import { type AncestorLookup, findAncestorChain } from './find-ancestor-chain'
import { findPostByPath } from './find-post-by-path'
import type { KnownSubPages } from './known-sub-pages'
import { formatDate } from './format-date'
import { countWords } from './count-words'
import { getPostText } from './get-post-text'
import { getTableOfContents } from './get-table-of-contents'
import { isLockedPost } from './is-locked-post'
import { trimRecordMap } from './trim-record-map'
import type { PostDetail, SiteData, SitePost } from './types'

/**
 * Pages fetched while walking up from a sub-page, at most: one per page level between it and its
 * post. A walk that needs more is refused rather than left to fetch without end.
 */
const MAX_FETCHES = 8

/** Block types that are pages of their own, and so can be served at a URL. */
const PAGE_TYPES = new Set(['page', 'collection_view_page'])

/** Where a sub-page's blocks come from; the route passes the site's own readers, tests pass fakes. */
export interface SubPageReaders {
  /** Any page's record map, straight from the NotionSource. */
  getPage(id: string): Promise<ExtendedRecordMap>
  /** The post's own page, as its route serves it (null blocks for a locked post). */
  getPostDetail(post: SitePost): Promise<PostDetail>
  log?: (message: string) => void
  /** How the sub-page's icon and cover addresses are built; the defaults when absent. */
  imageUrls?: ImageUrlSettings
  /** The page ids known to lie below a post (lib/site/known-sub-pages.ts): any other id is refused before a request. */
  knownSubPages?: KnownSubPages
}

export interface SubPage {
  /** The post the sub-page lies in. */
  parent: SitePost
  /** The sub-page as a page of type Page, at `{parent.href}/{sub-page id}`. */
  detail: PostDetail
}

function lookupIn(maps: readonly ExtendedRecordMap[]): AncestorLookup {
  const find = <T extends { id: string }>(table: 'block' | 'collection', id: string): T | undefined => {
    for (const map of maps) {
      const record = readRecord<T>(map[table], id)
      if (record) return record
    }
    return undefined
  }
  return { block: (id) => find<RawBlock>('block', id), collection: (id) => find<RawBlock>('collection', id) }
}

function asEntry(value: object): ExtendedRecordMap['block'][string] {
  return { role: 'reader', value } as unknown as ExtendedRecordMap['block'][string]
}

/**
 * The blocks between the post and the sub-page, reduced to what breadcrumbs read: the link to the
 * parent (`parent_id`, `parent_table`), and for pages their title and icon. Their other text and
 * the post's other columns stay on the server.
 */
function breadcrumbRecords(chain: readonly string[], lookup: AncestorLookup): Pick<ExtendedRecordMap, 'block' | 'collection'> {
  const records: Pick<ExtendedRecordMap, 'block' | 'collection'> = { block: {}, collection: {} }
  for (const id of chain) {
    const block = lookup.block(id)
    if (!block) continue
    // The post's own database (above the chain's first block) is not part of the way down.
    const crossesDatabase = id !== chain[0] && block.parent_table === 'collection' && block.parent_id
    const collection = crossesDatabase ? lookup.collection(block.parent_id as string) : undefined
    if (collection) {
      const slim = { id: collection.id, parent_id: collection.parent_id, parent_table: collection.parent_table }
      records.collection[collection.id] = asEntry(slim) as unknown as ExtendedRecordMap['collection'][string]
    }
    // The page itself (last in the chain) keeps its full record.
    if (id === chain.at(-1)) continue
    const isPage = block.type !== undefined && PAGE_TYPES.has(block.type)
    const slim = {
      id: block.id,
      type: block.type,
      parent_id: block.parent_id,
      parent_table: block.parent_table,
      alive: true,
      ...(isPage && { properties: block.properties?.title ? { title: block.properties.title } : {} }),
      ...(isPage && typeof block.format?.page_icon === 'string' && { format: { page_icon: block.format.page_icon } })
    }
    records.block[id] = asEntry(slim)
  }
  return records
}

function toDetail(
  parent: SitePost,
  id: string,
  page: RawBlock,
  recordMap: ExtendedRecordMap,
  ancestors: Pick<ExtendedRecordMap, 'block' | 'collection'>,
  imageUrls: ImageUrlSettings | undefined
): PostDetail {
  const created = typeof page.created_time === 'number' ? page.created_time : parent.publishDate
  const edited = typeof page.last_edited_time === 'number' ? page.last_edited_time : created
  const icon = typeof page.format?.page_icon === 'string' ? page.format.page_icon : ''
  const cover = typeof page.format?.page_cover === 'string' ? page.format.page_cover : ''
  const trimmed = trimRecordMap(recordMap, id)
  return {
    id,
    title: getBlockTitle(page as never, recordMap) || '',
    slug: uuidToId(id),
    href: `${parent.href.replace(/\/+$/, '')}/${uuidToId(id)}`,
    type: 'Page',
    status: parent.status,
    summary: '',
    category: [],
    tags: [],
    tagItems: [],
    date: { start_date: new Date(created).toISOString().slice(0, 10) },
    publishDay: formatDate(created),
    publishDate: created,
    lastEditedDay: formatDate(edited),
    lastEditedDate: edited,
    pageIcon: mapImageUrl(icon, id, { settings: imageUrls }),
    pageCover: mapImageUrl(cover, id, { settings: imageUrls }),
    pageCoverThumbnail: mapImageUrl(cover, id, { thumbnail: true, settings: imageUrls }),
    fullWidth: page.format?.page_full_width === true,
    lock: false,
    toc: getTableOfContents(recordMap, id),
    wordCount: countWords(getPostText(recordMap, id)),
    ext: {},
    // The discussion of a post lives on the post: its sub-pages are parts of it.
    comment: 'Hide',
    // Ancestors after the page's own blocks: a renderer takes the first block as the page.
    recordMap: { ...trimmed, block: { ...trimmed.block, ...ancestors.block }, collection: { ...ancestors.collection, ...trimmed.collection } }
  }
}

/**
 * A Notion page inside a post (a child page, or one deeper down), served at
 * `{post href}/{page id}`. Served only when the post is Published or Invisible, has no password,
 * and the page really lies below it: its `parent_id` chain, walked up block by block, reaches the
 * post. Any other id, a Draft's, a locked post's or a page elsewhere in the workspace, gives null,
 * so the route answers 404 without a word of its content.
 */
export async function getSubPage(site: Pick<SiteData, 'allPages'>, segments: readonly string[], readers: SubPageReaders): Promise<SubPage | null> {
  const log = readers.log ?? console.warn
  const last = segments.at(-1)
  const id = segments.length >= 2 && last ? parsePageId(last, { uuid: true }) : undefined
  if (!id) return null
  const parent = findPostByPath(site, segments.slice(0, -1))
  if (!parent || isLockedPost(parent) || parent.id === id) return null
  const parentDetail = await readers.getPostDetail(parent)
  if (parentDetail.lock || !parentDetail.recordMap) return null
  if (readers.knownSubPages && !(await readers.knownSubPages.has(parent, parentDetail.recordMap, id))) return null

  const fetchPage = async (pageId: string): Promise<ExtendedRecordMap | null> => {
    try {
      return await readers.getPage(pageId)
    } catch (error) {
      log(`[quire] sub-page ${id} of ${parent.href}: cannot read ${pageId}: ${(error as Error).message}`)
      return null
    }
  }
  const pageMap = await fetchPage(id)
  if (!pageMap) return null
  const maps = [pageMap, parentDetail.recordMap]
  const lookup = lookupIn(maps)
  const page = lookup.block(id)
  if (!page?.type || !PAGE_TYPES.has(page.type) || page.alive === false) return null

  for (let fetches = 0; ; fetches++) {
    const walk = findAncestorChain(id, parent.id, lookup)
    if (walk.kind === 'outside') return null
    if (walk.kind === 'found') return { parent, detail: toDetail(parent, id, page, pageMap, breadcrumbRecords(walk.chain, lookup), readers.imageUrls) }
    if (fetches >= MAX_FETCHES) {
      log(`[quire] sub-page ${id} of ${parent.href}: more than ${MAX_FETCHES} levels up to the post, not served`)
      return null
    }
    const more = await fetchPage(walk.id)
    if (!more) return null
    maps.push(more)
  }
}
