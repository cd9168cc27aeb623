import type { ExtendedRecordMap } from 'notion-types'
import { getTextContent, parsePageId } from 'notion-utils'
import { findDatabase } from '@/lib/notion/find-database'
import { listCollectionRowIds } from '@/lib/notion/list-collection-row-ids'
import { mapImageUrl } from '@/lib/notion/map-image-url'
import { readRecord } from '@/lib/notion/read-record'
import { buildMenus, buildPageLinks, type MenuRow } from './build-menus'
import { countCategories } from './count-categories'
import { countTags } from './count-tags'
import { createSchemaReader } from './create-schema-reader'
import type { MapOptions } from './map-options'
import { mapRow } from './map-row'
import type { SiteData, SiteInfo, SitePost } from './types'

/** The blurred preview the image mirror stored for a cover it keeps (preview_images, by the cover's address). */
function coverPreviewOf(recordMap: ExtendedRecordMap, cover: unknown): string | undefined {
  if (typeof cover !== 'string') return undefined
  const preview = recordMap.preview_images?.[cover] as { dataURIBase64?: unknown } | undefined
  const uri = preview?.dataURIBase64
  return typeof uri === 'string' && uri.startsWith('data:image/') ? uri : undefined
}

/** SiteData before the Config row's page is read; getSiteData fills remoteConfig from configPageId. */
export interface SiteDataDraft extends Omit<SiteData, 'remoteConfig' | 'noticeRecordMap'> {
  /** The blog database's collection; null when the root page shows none (the draft is then empty). */
  collectionId: string | null
  /** The first served Config row: its page holds the remote config. */
  configPageId: string | null
}

function text(decorations: unknown): string {
  try {
    return Array.isArray(decorations) ? getTextContent(decorations as never).trim() : ''
  } catch {
    return ''
  }
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** The default log: data problems are warnings, never crashes (docs/behaviour.md §8). */
function warn(message: string): void {
  console.warn(`[quire] ${message}`)
}

/**
 * The site model of a workspace from its root page's record map (the blog database with its rows):
 * rows become posts, pages, menus, the notice and the config row by their type column; Published
 * rows are listed, Invisible rows only reachable, any other status dropped; everything keeps
 * Notion's order. Rows that cannot be read are logged and skipped; this never throws.
 */
export function mapSiteData(root: ExtendedRecordMap, rootPageId: string, options: MapOptions): SiteDataDraft {
  const log = options.log ?? warn
  const rootId = parsePageId(rootPageId) ?? rootPageId
  const draft: SiteDataDraft = {
    siteInfo: { title: '', description: '', icon: '', pageCover: '', rootPageId: rootId },
    allPages: [],
    posts: [],
    notice: null,
    menus: [],
    pageLinks: [],
    categories: [],
    tags: [],
    collectionId: null,
    configPageId: null
  }
  const database = root && typeof root === 'object' && root.block ? findDatabase(root, rootId) : null
  if (!database) {
    log(`missing block ${rootId}: the root page is not in its record map or shows no database`)
    return draft
  }
  const { collection, collectionId } = database
  if (!collection) log(`collection ${collectionId} is not in the root record map: rows have no schema to read`)
  const names = options.propertyNames
  const reader = createSchemaReader(collection)
  const rootFormat = database.root.format ?? {}
  const rootIsDatabase = database.root === database.databaseBlock
  const collectionName = text(collection?.name)
  const pageTitle = text(database.root.properties?.title)
  const siteInfo: SiteInfo = {
    title: (rootIsDatabase ? collectionName || pageTitle : pageTitle || collectionName) || '',
    description: text(collection?.description),
    icon: mapImageUrl(str(collection?.icon) || str(rootFormat.page_icon), rootId, { settings: options.imageUrls }),
    pageCover: mapImageUrl(str(rootFormat.page_cover) || str(collection?.cover), rootId, { settings: options.imageUrls }),
    rootPageId: rootId
  }

  const allPages: SitePost[] = []
  const menuRows: MenuRow[] = []
  const pageRows: MenuRow[] = []
  const hrefs = new Map<string, string>()
  let notice: SitePost | null = null
  let configPageId: string | null = null
  let menuId: string | null = null
  for (const id of listCollectionRowIds(root, collectionId, database.viewIds)) {
    const block = readRecord(root.block, id)
    const { type, post, icon } = mapRow(id, block, reader, options, log)
    const coverPreview = post?.pageCover ? coverPreviewOf(root, block?.format?.page_cover) : undefined
    if (post && coverPreview) post.pageCoverPreview = coverPreview
    // A sub-menu belongs to the Menu row right above it, even one that is not served.
    if (type === 'Menu') menuId = null
    if (!post) continue
    switch (post.type) {
      case 'Post':
      case 'Page': {
        const first = hrefs.get(post.href)
        if (first) {
          log(`duplicate slug: row ${post.id} ("${post.title}") has the path ${post.href} of row ${first}, skipped`)
          continue
        }
        hrefs.set(post.href, post.id)
        allPages.push(post)
        if (post.type === 'Page') pageRows.push({ post, icon })
        break
      }
      case 'Notice':
        if (!notice && post.status === 'Published') notice = post
        break
      case 'Config':
        configPageId ??= post.id
        break
      case 'Menu':
        menuId = post.id
        menuRows.push({ post, icon })
        break
      case 'SubMenu':
        if (!menuId) {
          log(`sub-menu ${post.id} ("${post.title}") has no Menu row above it, skipped`)
          continue
        }
        post.parentId = menuId
        menuRows.push({ post, icon })
        break
    }
  }

  const posts = allPages.filter((post) => post.type === 'Post' && post.status === 'Published')
  const tags = countTags(posts, reader.options(names.tags))
  const tagCounts = new Map(tags.map((tag) => [tag.name, tag.count]))
  for (const post of notice ? [...allPages, notice] : allPages) {
    post.tagItems = post.tagItems.map((item) => ({ ...item, count: tagCounts.get(item.name) ?? 0 }))
  }
  return {
    siteInfo,
    allPages,
    posts,
    notice,
    menus: buildMenus(menuRows, log),
    pageLinks: buildPageLinks(pageRows),
    categories: countCategories(posts, reader.options(names.category).map((option) => option.value)),
    tags,
    collectionId,
    configPageId
  }
}
