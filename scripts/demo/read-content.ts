import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { POST_TYPES, type PostType } from '@/lib/site/types'
import { parseFrontMatter, type FrontMatterValue } from './parse-front-matter'
import { parseMarkdown } from './parse-markdown'
import { DEMO_STATUSES, OPTION_COLORS, type DemoContent, type DemoRow, type DemoRowMeta, type DemoStatus, type DemoWorkspace, type OptionColor } from './types'

/** The workspace file's name; every other `*.md` in the folder is one database row. */
export const WORKSPACE_FILE = '_workspace.json'

/** Front matter keys a row may use; anything else is a typo and fails loudly. */
const META_KEYS = ['title', 'type', 'status', 'slug', 'category', 'tags', 'date', 'updated', 'summary', 'icon', 'cover', 'coverPosition', 'password', 'ext', 'fullWidth'] as const

/** Notion's date property stores yyyy-mm-dd, so that is all the front matter accepts. */
const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * Reads `content/`: the workspace file and one Markdown file per row, validated, with rows in
 * database order (the workspace's `pinned` keys first, then the rest newest first).
 */
export function readContent(contentDir: string): DemoContent {
  const workspace = readWorkspace(path.join(contentDir, WORKSPACE_FILE))
  const files = readdirSync(contentDir)
    .filter((f) => f.endsWith('.md') && !f.startsWith('_'))
    .sort()
  const rows: DemoRow[] = files.map((file) => {
    const text = readFileSync(path.join(contentDir, file), 'utf8')
    const { data, body, bodyLine } = parseFrontMatter(text, file)
    const meta = toMeta(data, file, workspace)
    return { key: file.slice(0, -3), meta, body: parseMarkdown(body, file, bodyLine) }
  })
  const ordered = orderRows(rows, workspace.pinned)
  checkRows(ordered)
  return { workspace, rows: ordered }
}

function readWorkspace(file: string): DemoWorkspace {
  const name = path.basename(file)
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    throw new Error(`${name}: cannot read it as JSON (${(err as Error).message})`)
  }
  if (!raw || typeof raw !== 'object') throw new Error(`${name}: must hold a JSON object`)
  const w = raw as Record<string, unknown>
  const text = (key: string): string => {
    if (typeof w[key] !== 'string' || !w[key]) throw new Error(`${name}: "${key}" must be a non-empty string`)
    return w[key] as string
  }
  const colors = (key: string): Record<string, OptionColor> => {
    const value = w[key]
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${name}: "${key}" must map option names to colours`)
    for (const [option, color] of Object.entries(value)) {
      if (!(OPTION_COLORS as readonly unknown[]).includes(color)) {
        throw new Error(`${name}: ${key} "${option}" has colour "${String(color)}" (known: ${OPTION_COLORS.join(', ')})`)
      }
    }
    return value as Record<string, OptionColor>
  }
  const pinned = w.pinned
  if (!Array.isArray(pinned) || pinned.some((p) => typeof p !== 'string')) throw new Error(`${name}: "pinned" must be a list of row file names`)
  const known = new Set(['title', 'description', 'icon', 'cover', 'categories', 'tags', 'pinned'])
  for (const key of Object.keys(w)) if (!known.has(key)) throw new Error(`${name}: unknown key "${key}"`)
  return {
    title: text('title'),
    description: text('description'),
    icon: text('icon'),
    cover: text('cover'),
    categories: colors('categories'),
    tags: colors('tags'),
    pinned: pinned as string[]
  }
}

function toMeta(data: Record<string, FrontMatterValue>, file: string, workspace: DemoWorkspace): DemoRowMeta {
  for (const key of Object.keys(data)) {
    if (!(META_KEYS as readonly string[]).includes(key)) throw new Error(`${file}: unknown front matter key "${key}" (known: ${META_KEYS.join(', ')})`)
  }
  const str = (key: string): string => {
    const value = data[key]
    if (value === undefined) return ''
    if (typeof value !== 'string') throw new Error(`${file}: "${key}" must be text, got ${JSON.stringify(value)}`)
    return value
  }
  const type = str('type') as PostType
  if (!(POST_TYPES as readonly string[]).includes(type)) throw new Error(`${file}: type "${type}" is not one of ${POST_TYPES.join(', ')}`)
  const status = str('status') as DemoStatus
  if (!(DEMO_STATUSES as readonly string[]).includes(status)) throw new Error(`${file}: status "${status}" is not one of ${DEMO_STATUSES.join(', ')}`)
  const title = str('title')
  if (!title) throw new Error(`${file}: "title" is required`)

  const tagsValue = data.tags ?? []
  if (!Array.isArray(tagsValue)) throw new Error(`${file}: "tags" must be a list`)
  for (const tag of tagsValue) if (!(tag in workspace.tags)) throw new Error(`${file}: tag "${tag}" is not declared in ${WORKSPACE_FILE}`)
  const category = str('category')
  if (category && !(category in workspace.categories)) throw new Error(`${file}: category "${category}" is not declared in ${WORKSPACE_FILE}`)

  for (const key of ['date', 'updated']) {
    const value = str(key)
    if (value && (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))) throw new Error(`${file}: "${key}" must be a yyyy-mm-dd date, got "${value}"`)
  }
  if (str('updated') && str('updated') < str('date')) throw new Error(`${file}: "updated" is before "date"`)

  const ext = str('ext')
  if (ext) {
    try {
      JSON.parse(ext)
    } catch {
      throw new Error(`${file}: "ext" must be JSON, got ${ext}`)
    }
  }
  const coverPosition = str('coverPosition')
  if (coverPosition && !(Number(coverPosition) >= 0 && Number(coverPosition) <= 1)) throw new Error(`${file}: "coverPosition" must be between 0 and 1`)
  const fullWidth = data.fullWidth ?? false
  if (typeof fullWidth !== 'boolean') throw new Error(`${file}: "fullWidth" must be true or false`)

  const meta: DemoRowMeta = {
    title,
    type,
    status,
    slug: str('slug'),
    category,
    tags: tagsValue,
    date: str('date'),
    updated: str('updated'),
    summary: str('summary'),
    icon: str('icon'),
    cover: str('cover'),
    coverPosition: coverPosition ? Number(coverPosition) : null,
    password: str('password'),
    ext,
    fullWidth
  }
  // A Menu without a slug is a drop-down's label, as NotionNext's template writes one.
  if (type !== 'Config' && type !== 'Notice' && type !== 'Menu' && !meta.slug) throw new Error(`${file}: a ${type} row needs a "slug"`)
  if ((type === 'Post' || type === 'Page') && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(meta.slug)) {
    throw new Error(`${file}: slug "${meta.slug}" must be lower-case words joined by "-"`)
  }
  if ((type === 'Menu' || type === 'SubMenu') && meta.slug && !/^(\/|https?:\/\/)/.test(meta.slug)) {
    throw new Error(`${file}: a ${type} slug is its link and must start with / or http(s)://, got "${meta.slug}"`)
  }
  if ((type === 'Post' || type === 'Page' || type === 'Notice') && !meta.date) throw new Error(`${file}: a ${type} row needs a "date"`)
  if (type === 'Post' && !meta.category) throw new Error(`${file}: a Post needs a "category"`)
  return meta
}

function orderRows(rows: DemoRow[], pinned: string[]): DemoRow[] {
  const byKey = new Map(rows.map((r) => [r.key, r]))
  const seen = new Set<string>()
  const head = pinned.map((key) => {
    const row = byKey.get(key)
    if (!row) throw new Error(`${WORKSPACE_FILE}: pinned row "${key}" has no ${key}.md`)
    if (seen.has(key)) throw new Error(`${WORKSPACE_FILE}: pinned row "${key}" is listed twice`)
    seen.add(key)
    return row
  })
  const rest = rows
    .filter((r) => !seen.has(r.key))
    .sort((a, b) => (a.meta.date === b.meta.date ? a.key.localeCompare(b.key) : b.meta.date.localeCompare(a.meta.date)))
  return [...head, ...rest]
}

function checkRows(rows: DemoRow[]): void {
  const slugs = new Map<string, string>()
  rows.forEach((row, index) => {
    const { type, slug } = row.meta
    if (type === 'Post' || type === 'Page') {
      const other = slugs.get(slug)
      if (other) throw new Error(`${row.key}.md: slug "${slug}" is already used by ${other}.md`)
      slugs.set(slug, row.key)
    }
    if (type === 'SubMenu') {
      const above = rows[index - 1]?.meta.type
      if (above !== 'Menu' && above !== 'SubMenu') {
        throw new Error(`${row.key}.md: a SubMenu must follow its Menu row in database order (pin it right after the Menu in ${WORKSPACE_FILE})`)
      }
    }
  })
  if (rows.filter((r) => r.meta.type === 'Config').length > 1) throw new Error('only one Config row may exist')
}
