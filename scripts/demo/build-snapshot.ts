import { assemblePage } from './assemble-page'
import { buildBlocks } from './build-blocks'
import { listResults } from './build-database'
import { demoId } from './demo-id'
import { icon, local, type PageContext } from './page-context'
import { parseInline } from './parse-inline'
import {
  BLOG_COLLECTION_ID,
  BLOG_GALLERY_VIEW_ID,
  BLOG_TABLE_VIEW_ID,
  dateMs,
  dateProperty,
  makeBlock,
  pointer,
  ROOT_ID,
  SPACE_ID,
  versionOf
} from './record-kit'
import { createRegistry, type Registry } from './registry'
import { resolveSyncedRefs } from './resolve-synced-refs'
import type { DemoContent, DemoRow, JsonObject } from './types'

/**
 * Property ids of the blog database, fixed by hand in Notion's style so that tests and docs can
 * name them; `title` is Notion's reserved id for the title column.
 */
export const BLOG_PROPERTY_IDS = {
  title: 'title',
  type: 'vTk~',
  status: 'Ysn>',
  slug: 'Uq;w',
  category: 'Dc@r',
  tags: 'tG|x',
  date: 'd:Ea',
  summary: 's]Pm',
  password: 'pW#o',
  icon: 'i%Cn',
  ext: 'e{Xt'
} as const

/** Option colours of the type and status columns: fixed, so the demo database looks the same in every run. */
const TYPE_COLORS = { Post: 'blue', Page: 'green', Notice: 'orange', Menu: 'purple', SubMenu: 'pink', Config: 'gray' } as const
const STATUS_COLORS = { Published: 'green', Invisible: 'gray', Draft: 'yellow' } as const

/** When the workspace was set up: the creation time of the database and of undated rows. */
const WORKSPACE_CREATED = '2023-01-02'

export interface DemoSnapshot {
  rootPageId: string
  /** Record map of every page, keyed by dashed page id; the root database first. */
  pages: Map<string, JsonObject>
}

/** Builds every record of the demo workspace and cuts one record map per page from them. */
export function buildSnapshot(content: DemoContent, media: Map<string, Buffer>): DemoSnapshot {
  const registry = createRegistry(media)
  const rowIds = content.rows.map((row) => demoId(`row/${row.key}`))
  content.rows.forEach((row, k) => {
    if (row.meta.type === 'Post' || row.meta.type === 'Page') registry.pagesBySlug.set(row.meta.slug, rowIds[k] as string)
  })

  const rootContext: PageContext = { registry, key: 'root', file: '_workspace.json', created: dateMs(WORKSPACE_CREATED, '08:00:00'), ordinal: { n: 0 } }
  let lastEdited = rootContext.created
  content.rows.forEach((row, k) => {
    const rowBlock = buildRow(row, rowIds[k] as string, k, registry)
    lastEdited = Math.max(lastEdited, rowBlock.last_edited_time as number)
  })
  resolveSyncedRefs(registry)

  registry.collections.set(BLOG_COLLECTION_ID, blogCollection(content))
  registry.collectionRows.set(BLOG_COLLECTION_ID, rowIds)
  registry.views.set(BLOG_TABLE_VIEW_ID, blogView('table', rowIds, rootContext.created))
  registry.views.set(BLOG_GALLERY_VIEW_ID, blogView('gallery', rowIds, rootContext.created))
  registry.queries.set(
    BLOG_COLLECTION_ID,
    new Map([
      [BLOG_TABLE_VIEW_ID, listResults(rowIds)],
      [BLOG_GALLERY_VIEW_ID, listResults(rowIds)]
    ])
  )
  registry.blocks.set(
    ROOT_ID,
    makeBlock({
      id: ROOT_ID,
      type: 'collection_view_page',
      format: {
        page_icon: icon(content.workspace.icon, rootContext),
        page_cover: local(content.workspace.cover, rootContext),
        page_cover_position: 0.5,
        page_full_width: true,
        collection_pointer: pointer(BLOG_COLLECTION_ID, 'collection')
      },
      view_ids: [BLOG_TABLE_VIEW_ID, BLOG_GALLERY_VIEW_ID],
      collection_id: BLOG_COLLECTION_ID,
      permissions: [{ role: 'reader', type: 'public_permission' }],
      created_time: rootContext.created,
      last_edited_time: lastEdited,
      parent_id: SPACE_ID,
      parent_table: 'space'
    })
  )

  const pages = new Map<string, JsonObject>()
  pages.set(ROOT_ID, assemblePage(ROOT_ID, registry))
  for (const [id, block] of registry.blocks) {
    if (id !== ROOT_ID && (block.type === 'page' || block.type === 'collection_view_page')) pages.set(id, assemblePage(id, registry))
  }
  return { rootPageId: ROOT_ID, pages }
}

function buildRow(row: DemoRow, id: string, index: number, registry: Registry): JsonObject {
  const { meta } = row
  const created = meta.date ? dateMs(meta.date) : dateMs(WORKSPACE_CREATED, '08:00:00') + (index + 1) * 60_000
  const lastEdited = meta.updated ? dateMs(meta.updated, '17:30:00') : created + 3 * 3_600_000
  const ctx: PageContext = { registry, key: row.key, file: `${row.key}.md`, created, ordinal: { n: 0 } }
  const content = buildBlocks(row.body, id, '', ctx)

  const P = BLOG_PROPERTY_IDS
  const properties: JsonObject = { [P.title]: [[meta.title]], [P.type]: [[meta.type]], [P.status]: [[meta.status]] }
  if (meta.slug) properties[P.slug] = [[meta.slug]]
  if (meta.category) properties[P.category] = [[meta.category]]
  if (meta.tags.length) properties[P.tags] = [[meta.tags.join(',')]]
  if (meta.date) properties[P.date] = dateProperty(meta.date)
  if (meta.summary) properties[P.summary] = parseInline(meta.summary)
  if (meta.password) properties[P.password] = [[meta.password]]
  // Menus read their icon from the column; pages show theirs from the page format.
  if (meta.icon && (meta.type === 'Menu' || meta.type === 'SubMenu')) properties[P.icon] = [[meta.icon]]
  if (meta.ext) properties[P.ext] = [[meta.ext]]

  const format: JsonObject = {}
  // Icon class names (`fas fa-th`) live in the icon column only: Notion has no such page icon.
  if (meta.icon && !/^[a-z][a-z\d -]*$/i.test(meta.icon)) format.page_icon = icon(meta.icon, ctx)
  if (meta.cover) {
    format.page_cover = local(meta.cover, ctx)
    format.page_cover_position = meta.coverPosition ?? 0.5
  }
  if (meta.fullWidth) format.page_full_width = true

  const block = makeBlock({
    id,
    type: 'page',
    properties,
    content,
    format,
    created_time: created,
    last_edited_time: Math.max(lastEdited, created + ctx.ordinal.n * 20_000),
    parent_id: BLOG_COLLECTION_ID,
    parent_table: 'collection'
  })
  registry.blocks.set(id, block)
  return block
}

function options(prefix: string, colors: Record<string, string>): JsonObject[] {
  return Object.entries(colors).map(([value, color]) => ({ id: demoId(`root/option/${prefix}/${value}`), color, value }))
}

function blogCollection(content: DemoContent): JsonObject {
  const P = BLOG_PROPERTY_IDS
  const schema: JsonObject = {
    [P.title]: { name: 'title', type: 'title' },
    [P.type]: { name: 'type', type: 'select', options: options('type', TYPE_COLORS) },
    [P.status]: { name: 'status', type: 'select', options: options('status', STATUS_COLORS) },
    [P.slug]: { name: 'slug', type: 'text' },
    [P.category]: { name: 'category', type: 'select', options: options('category', content.workspace.categories) },
    [P.tags]: { name: 'tags', type: 'multi_select', options: options('tags', content.workspace.tags) },
    [P.date]: { name: 'date', type: 'date' },
    [P.summary]: { name: 'summary', type: 'text' },
    [P.password]: { name: 'password', type: 'text' },
    [P.icon]: { name: 'icon', type: 'text' },
    [P.ext]: { name: 'ext', type: 'text' }
  }
  return {
    id: BLOG_COLLECTION_ID,
    version: versionOf(BLOG_COLLECTION_ID),
    name: [[content.workspace.title]],
    description: parseInline(content.workspace.description),
    icon: content.workspace.icon,
    schema,
    format: {
      collection_page_properties: Object.values(P)
        .filter((p) => p !== 'title')
        .map((property) => ({ visible: property !== P.password, property }))
    },
    parent_id: ROOT_ID,
    parent_table: 'block',
    alive: true,
    migrated: false,
    space_id: SPACE_ID
  }
}

function blogView(type: 'table' | 'gallery', rowIds: string[], created: number): JsonObject {
  const P = BLOG_PROPERTY_IDS
  const id = type === 'table' ? BLOG_TABLE_VIEW_ID : BLOG_GALLERY_VIEW_ID
  const shown = new Set<string>([P.title, P.category, P.tags, P.date])
  const format: JsonObject =
    type === 'table'
      ? {
          table_wrap: false,
          table_properties: Object.values(P).map((property) => ({ width: property === P.title ? 280 : 140, visible: true, property }))
        }
      : {
          gallery_cover: { type: 'page_cover' },
          gallery_cover_size: 'medium',
          gallery_cover_aspect: 'cover',
          gallery_properties: Object.values(P).map((property) => ({ visible: shown.has(property), property }))
        }
  return {
    id,
    version: versionOf(id),
    type,
    name: type === 'table' ? 'All rows' : 'Gallery',
    format: { ...format, collection_pointer: pointer(BLOG_COLLECTION_ID, 'collection') },
    parent_id: ROOT_ID,
    parent_table: 'block',
    alive: true,
    page_sort: rowIds,
    query2: { sort: [], aggregations: [{ property: 'title', aggregator: 'count' }] },
    space_id: SPACE_ID,
    created_time: created,
    last_edited_time: created
  }
}
