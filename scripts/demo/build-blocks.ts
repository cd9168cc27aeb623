import { buildDatabase } from './build-database'
import { demoId } from './demo-id'
import { propertyId } from './property-id'
import { icon, local, nextTime, type PageContext } from './page-context'
import { makeBlock, pointer } from './record-kit'
import type { DemoNode, JsonObject, RichText } from './types'

/** Markdown heading depth to Notion's three heading block types. */
const HEADING_TYPES = { 1: 'header', 2: 'sub_header', 3: 'sub_sub_header' } as const

/**
 * Builds the blocks for `nodes` under `parentId` into the registry and returns their ids in order.
 * Ids come from `<row key>/<position path>`, so they are stable across runs.
 */
export function buildBlocks(nodes: DemoNode[], parentId: string, path: string, ctx: PageContext): string[] {
  return nodes.map((node, index) => buildNode(node, parentId, path ? `${path}.${index}` : String(index), ctx))
}

function buildNode(node: DemoNode, parentId: string, path: string, ctx: PageContext): string {
  const id = demoId(`row/${ctx.key}/block/${path}`)
  const time = nextTime(ctx)
  const base = { id, created_time: time, last_edited_time: time, parent_id: parentId, parent_table: 'block' as const }
  const put = (block: JsonObject) => {
    ctx.registry.blocks.set(id, block)
    return block
  }
  // The block is registered before its children so the registry keeps Notion's parent-first order.
  const withChildren = (block: JsonObject, children: DemoNode[]) => {
    put(block)
    const content = buildBlocks(children, id, path, ctx)
    if (content.length) insertContent(block, content)
    return id
  }

  switch (node.type) {
    case 'heading':
      return withChildren(
        makeBlock({ ...base, type: HEADING_TYPES[node.level], properties: titled(node.text), format: node.toggleable ? { toggleable: true } : undefined }),
        node.children
      )
    case 'paragraph':
      put(makeBlock({ ...base, type: 'text', properties: titled(node.text) }))
      return id
    case 'bulleted':
    case 'numbered':
      return withChildren(makeBlock({ ...base, type: node.type === 'bulleted' ? 'bulleted_list' : 'numbered_list', properties: titled(node.text) }), node.children)
    case 'todo':
      return withChildren(
        makeBlock({ ...base, type: 'to_do', properties: { ...titled(node.text), checked: [[node.checked ? 'Yes' : 'No']] } }),
        node.children
      )
    case 'quote':
      put(makeBlock({ ...base, type: 'quote', properties: titled(node.text) }))
      return id
    case 'code':
      put(makeBlock({ ...base, type: 'code', properties: { title: [[node.code]], language: [[node.language]] } }))
      return id
    case 'equation':
      put(makeBlock({ ...base, type: 'equation', properties: { title: [[node.tex]] } }))
      return id
    case 'divider':
      put(makeBlock({ ...base, type: 'divider' }))
      return id
    case 'image': {
      const size = imageSize(local(node.src, ctx), ctx.registry.media)
      const properties: JsonObject = { source: [[node.src]] }
      if (node.caption.length) properties.caption = node.caption
      if (node.alt) properties.alt_text = [[node.alt]]
      put(
        makeBlock({
          ...base,
          type: 'image',
          properties,
          format: {
            block_width: Math.min(size.width, 720),
            display_source: node.src,
            block_full_width: false,
            block_page_width: true,
            block_aspect_ratio: size.height / size.width,
            block_preserve_scale: true
          }
        })
      )
      return id
    }
    case 'callout':
      return withChildren(
        makeBlock({ ...base, type: 'callout', properties: titled(node.text), format: { page_icon: icon(node.icon, ctx), block_color: node.color } }),
        node.children
      )
    case 'toggle':
      return withChildren(makeBlock({ ...base, type: 'toggle', properties: titled(node.text) }), node.children)
    case 'columns': {
      const list = put(makeBlock({ ...base, type: 'column_list' }))
      const ids = node.columns.map((column, k) => {
        const columnPath = `${path}.${k}`
        const columnId = demoId(`row/${ctx.key}/block/${columnPath}`)
        const columnTime = nextTime(ctx)
        const block = makeBlock({
          id: columnId,
          type: 'column',
          format: { column_ratio: column.ratio ?? 1 / node.columns.length },
          created_time: columnTime,
          last_edited_time: columnTime,
          parent_id: id,
          parent_table: 'block'
        })
        ctx.registry.blocks.set(columnId, block)
        const content = buildBlocks(column.children, columnId, columnPath, ctx)
        if (content.length) insertContent(block, content)
        return columnId
      })
      insertContent(list, ids)
      return id
    }
    case 'table': {
      const width = node.rows[0]?.length ?? 0
      const taken = new Set<string>()
      const columnIds = Array.from({ length: width }, (_, k) => {
        const columnId = propertyId(`${ctx.key}/${path}/column/${k}`, taken)
        taken.add(columnId)
        return columnId
      })
      const table = put(
        makeBlock({
          ...base,
          type: 'table',
          format: {
            table_block_column_order: columnIds,
            table_block_column_format: Object.fromEntries(columnIds.map((c) => [c, { width: 200 }])),
            table_block_column_header: node.columnHeader,
            table_block_row_header: node.rowHeader
          }
        })
      )
      const rowIds = node.rows.map((cells, k) => {
        const rowId = demoId(`row/${ctx.key}/block/${path}.${k}`)
        const rowTime = nextTime(ctx)
        const properties: JsonObject = {}
        cells.forEach((cell, c) => {
          if (cell.length) properties[columnIds[c] as string] = cell
        })
        ctx.registry.blocks.set(
          rowId,
          makeBlock({ id: rowId, type: 'table_row', properties, created_time: rowTime, last_edited_time: rowTime, parent_id: id, parent_table: 'block' })
        )
        return rowId
      })
      insertContent(table, rowIds)
      return id
    }
    case 'bookmark': {
      const properties: JsonObject = { link: [[node.url]] }
      if (node.title) properties.title = [[node.title]]
      if (node.description) properties.description = [[node.description]]
      const format: JsonObject = {}
      if (node.icon) format.bookmark_icon = local(node.icon, ctx)
      if (node.cover) format.bookmark_cover = local(node.cover, ctx)
      put(makeBlock({ ...base, type: 'bookmark', properties, format }))
      return id
    }
    case 'media': {
      const source = local(node.url, ctx)
      const properties: JsonObject = { source: [[source]] }
      if (node.caption.length) properties.caption = node.caption
      put(makeBlock({ ...base, type: node.kind, properties, format: mediaFormat(node.kind, source) }))
      return id
    }
    case 'file': {
      const source = local(node.url, ctx)
      const bytes = ctx.registry.media.get(source)
      const size = node.size || (bytes ? formatSize(bytes.length) : '')
      const properties: JsonObject = { title: [[node.title]] }
      if (size) properties.size = [[size]]
      properties.source = [[source]]
      put(makeBlock({ ...base, type: 'file', properties }))
      return id
    }
    case 'drive': {
      const fileId = /\/d\/([^/?#]+)/.exec(node.url)?.[1] ?? demoId(node.url).replace(/-/g, '')
      put(
        makeBlock({
          ...base,
          type: 'drive',
          format: {
            drive_status: { authed: false, last_fetched: time },
            drive_properties: {
              url: node.url,
              icon: node.icon ? local(node.icon, ctx) : '',
              title: node.title,
              file_id: fileId,
              trashed: false,
              version: '1',
              thumbnail: node.thumbnail ? local(node.thumbnail, ctx) : '',
              user_name: 'Quire',
              modified_time: ctx.created
            }
          }
        })
      )
      return id
    }
    case 'toc':
      put(makeBlock({ ...base, type: 'table_of_contents', format: { block_color: 'gray' } }))
      return id
    case 'alias': {
      const target = ctx.registry.pagesBySlug.get(node.slug)
      if (!target) throw new Error(`${ctx.file}: "::alias ${node.slug}" names no Post or Page slug`)
      put(makeBlock({ ...base, type: 'alias', format: { alias_pointer: pointer(target, 'block') } }))
      return id
    }
    case 'synced': {
      const existing = ctx.registry.synced.get(node.name)
      if (existing) throw new Error(`${ctx.file}: ":::synced ${node.name}" is already defined in ${existing.where}`)
      ctx.registry.synced.set(node.name, { id, where: ctx.file })
      return withChildren(makeBlock({ ...base, type: 'transclusion_container' }), node.children)
    }
    case 'synced_ref': {
      const block = put(makeBlock({ ...base, type: 'transclusion_reference', format: { transclusion_reference_pointer: pointer('', 'block') } }))
      ctx.registry.syncedRefs.push({ block, name: node.name, where: ctx.file })
      return id
    }
    case 'page': {
      const format: JsonObject = {}
      if (node.icon) format.page_icon = icon(node.icon, ctx)
      return withChildren(makeBlock({ ...base, type: 'page', properties: { title: [[node.title]] }, format }), node.children)
    }
    case 'database':
      put(makeBlock({ ...base, type: 'collection_view' }))
      buildDatabase(node, id, path, ctx)
      return id
  }
}

/** Puts `content` right after `type`/`properties`, where Notion has it, without losing other keys. */
function insertContent(block: JsonObject, content: string[]): void {
  const entries = Object.entries(block)
  const at = entries.findIndex(([k]) => k !== 'id' && k !== 'version' && k !== 'type' && k !== 'properties')
  entries.splice(at < 0 ? entries.length : at, 0, ['content', content])
  for (const key of Object.keys(block)) delete block[key]
  Object.assign(block, Object.fromEntries(entries))
}

function titled(text: RichText): JsonObject {
  return text.length ? { title: text } : {}
}

function imageSize(src: string, media: Map<string, Buffer>): { width: number; height: number } {
  const svg = media.get(src)?.toString('utf8') ?? ''
  const width = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1] ?? 800)
  const height = Number(/<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1] ?? 450)
  return { width, height }
}

function mediaFormat(kind: string, source: string): JsonObject | undefined {
  switch (kind) {
    case 'video': {
      const youtube = /(?:v=|youtu\.be\/)([\w-]{11})/.exec(source)?.[1]
      return {
        block_width: 640,
        display_source: youtube ? `https://www.youtube.com/embed/${youtube}?rel=0` : source,
        block_full_width: false,
        block_page_width: true,
        block_aspect_ratio: 0.5625,
        block_preserve_scale: true
      }
    }
    case 'maps': {
      const place = /\/maps\/place\/([^/?#]+)/.exec(source)?.[1]
      return {
        block_width: 640,
        block_height: 360,
        display_source: place ? `https://maps.google.com/maps?q=${place}&output=embed` : source,
        block_full_width: false,
        block_page_width: true,
        block_preserve_scale: true
      }
    }
    case 'embed':
      return { block_width: 640, block_height: 280, display_source: source, block_full_width: false, block_page_width: true, block_preserve_scale: false }
    case 'pdf':
      return { block_width: 640, block_height: 480, display_source: source, block_full_width: false, block_page_width: true, block_preserve_scale: true }
    case 'gist':
      return { display_source: source, block_full_width: false, block_page_width: true }
    default:
      return undefined
  }
}

/** Sizes as Notion prints them: "547.1 KB". */
function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
