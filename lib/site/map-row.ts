import { parsePageId, uuidToId } from 'notion-utils'
import { mapImageUrl } from '@/lib/notion/map-image-url'
import type { RawBlock } from '@/lib/notion/read-record'
import { safeUrl } from '@/lib/urls/safe-url'
import { DEFAULT_OPTION_COLOR, type SchemaReader } from './create-schema-reader'
import { formatDate } from './format-date'
import { postMedia } from './post-ext'
import type { MapOptions, PropertyNames } from './map-options'
import type { PostStatus, PostType, SitePost } from './types'

/** Which mapping key names the select value of each row type. */
const TYPE_KEYS: Record<PostType, keyof PropertyNames> = {
  Post: 'type_post',
  Page: 'type_page',
  Notice: 'type_notice',
  Menu: 'type_menu',
  SubMenu: 'type_sub_menu',
  Config: 'type_config'
}

/** Rows that are links or holders rather than content; they need no slug of their own. */
const SLUG_OPTIONAL: ReadonlySet<PostType> = new Set(['Post', 'Notice', 'Config'])

/** A Menu row without a slug is a drop-down's label (buildMenus keeps it only with sub-menus): no href. */
const LABEL_TYPES: ReadonlySet<PostType> = new Set(['Menu'])

export interface MappedRow {
  /** The row's type when it could be read, even if the row was skipped. */
  type: PostType | null
  post: SitePost | null
  /** The `icon` column (menus show it; a post's own icon is its page icon). */
  icon: string
}

function matchValue<T extends string>(value: string, candidates: Array<[T, string]>): T | null {
  for (const [key, name] of candidates) if (value === name) return key
  const lower = value.trim().toLowerCase()
  for (const [key, name] of candidates) if (lower && lower === name.trim().toLowerCase()) return key
  return null
}

/**
 * A slug that is a link already, as the URL rule (safeUrl) allows one: http(s), mailto:, tel: or a
 * site path (menu rows link anywhere). Anything else is a post's or page's own name.
 */
function isLinkSlug(slug: string): boolean {
  return safeUrl(slug) !== null && !slug.startsWith('#')
}

function hrefOf(type: PostType, slug: string, postUrlPrefix: string): string {
  if (isLinkSlug(slug)) return slug
  const prefix = postUrlPrefix.replace(/^\/+|\/+$/g, '')
  return type === 'Post' && prefix ? `/${prefix}/${slug}` : `/${slug}`
}

function parseExt(text: string, id: string, log: (message: string) => void): Record<string, unknown> {
  if (!text) return {}
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>
  } catch {
    // reported below
  }
  log(`row ${id}: the ext column is not a JSON object, ignored: ${text.slice(0, 80)}`)
  return {}
}

function toDateParts(ms: number): string {
  return Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString().slice(0, 10) : ''
}

/**
 * One database row as a SitePost, or null when it is not served: a status other than the
 * published / invisible values is dropped quietly; a row Notion lost or one without a title, type
 * or (for pages and menus) slug is reported as a missing block.
 */
export function mapRow(id: string, block: RawBlock | undefined, reader: SchemaReader, options: MapOptions, log: (message: string) => void): MappedRow {
  const names = options.propertyNames
  if (typeof id !== 'string' || parsePageId(id) !== id) {
    log(`missing block: malformed row id ${JSON.stringify(id)}, skipped`)
    return { type: null, post: null, icon: '' }
  }
  if (!block) {
    log(`missing block ${id}: the row is not in the record map, skipped`)
    return { type: null, post: null, icon: '' }
  }
  if (block.alive === false) return { type: null, post: null, icon: '' }

  const typeText = reader.text(block, names.type)
  const type = matchValue<PostType>(typeText, (Object.keys(TYPE_KEYS) as PostType[]).map((key) => [key, names[TYPE_KEYS[key]]]))
  const status = matchValue<PostStatus>(reader.text(block, names.status), [
    ['Published', names.status_publish],
    ['Invisible', names.status_invisible]
  ])
  const icon = reader.text(block, names.icon)
  if (!status) return { type, post: null, icon }
  if (!type) {
    log(`missing block ${id}: no known type in column "${names.type}" (reads ${JSON.stringify(typeText)}), skipped`)
    return { type, post: null, icon }
  }
  const title = reader.title(block, names.title)
  if (!title) {
    log(`missing block ${id}: no title, skipped`)
    return { type, post: null, icon }
  }
  let slug = reader.text(block, names.slug)
  if (!slug && !LABEL_TYPES.has(type)) {
    if (!SLUG_OPTIONAL.has(type)) {
      log(`missing block ${id}: ${type} "${title}" has no slug, skipped`)
      return { type, post: null, icon }
    }
    slug = uuidToId(id)
  }

  const format = block.format ?? {}
  const date = reader.date(block, names.date)
  const createdTime = typeof block.created_time === 'number' ? block.created_time : 0
  const publishDate = date ? Date.parse(`${date.start_date}T${date.start_time ?? '00:00'}:00Z`) || Date.parse(date.start_date) : createdTime
  const editedTime = typeof block.last_edited_time === 'number' ? block.last_edited_time : publishDate
  const password = reader.text(block, names.password)
  const ext = parseExt(reader.text(block, names.ext), id, log)
  const comment = reader.text(block, 'comment') || (typeof ext.comment === 'string' ? ext.comment : '')
  const tagColors = new Map(reader.options(names.tags).map((option) => [option.value, option.color]))
  const tags = reader.values(block, names.tags)
  const cover = typeof format.page_cover === 'string' ? format.page_cover : ''
  // Lists draw tiles from summaries, which leave `ext` behind: the preview clip travels on its own.
  const previewVideo = postMedia(ext).video

  return {
    type,
    icon,
    post: {
      id,
      title,
      slug,
      href: slug ? hrefOf(type, slug, options.postUrlPrefix) : '',
      type,
      status,
      summary: reader.text(block, names.summary),
      category: reader.values(block, names.category),
      tags,
      tagItems: tags.map((name) => ({ name, color: tagColors.get(name) ?? DEFAULT_OPTION_COLOR, count: 0 })),
      date: date ?? { start_date: toDateParts(publishDate) },
      publishDay: publishDate ? formatDate(publishDate) : '',
      publishDate: Number.isFinite(publishDate) ? publishDate : 0,
      lastEditedDay: editedTime ? formatDate(editedTime) : '',
      lastEditedDate: Number.isFinite(editedTime) ? editedTime : 0,
      pageIcon: mapImageUrl(typeof format.page_icon === 'string' ? format.page_icon : '', id, { settings: options.imageUrls }),
      pageCover: mapImageUrl(cover, id, { settings: options.imageUrls }),
      pageCoverThumbnail: mapImageUrl(cover, id, { thumbnail: true, settings: options.imageUrls }),
      ...(previewVideo && { previewVideo }),
      fullWidth: format.page_full_width === true,
      lock: password !== '',
      ext,
      comment,
      password,
      parentId: null
    }
  }
}
