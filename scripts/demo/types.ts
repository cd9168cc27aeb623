/**
 * Shapes of the demo generator: the readable content (front matter and a Markdown-subset tree)
 * on one side, the Notion records it becomes on the other.
 */
import type { Decoration } from 'notion-types'
import type { PostType } from '@/lib/site/types'

/** Rich text exactly as Notion stores it in `properties.title`. */
export type RichText = Decoration[]

/** Statuses a demo row may carry; Draft rows exist to prove they are never served. */
export const DEMO_STATUSES = ['Published', 'Invisible', 'Draft'] as const
export type DemoStatus = (typeof DEMO_STATUSES)[number]

/** Notion's option colours, as the schema stores them. */
export const OPTION_COLORS = [
  'default',
  'gray',
  'brown',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
  'red'
] as const
export type OptionColor = (typeof OPTION_COLORS)[number]

/** Views an inline database directive may ask for. */
export const DATABASE_VIEW_TYPES = ['table', 'gallery', 'list', 'board'] as const
export type DatabaseViewType = (typeof DATABASE_VIEW_TYPES)[number]

/** Column types an inline database directive may declare (`name:type` in its header row). */
export const DATABASE_COLUMN_TYPES = ['title', 'text', 'select', 'multi_select', 'checkbox', 'date', 'number', 'url'] as const
export type DatabaseColumnType = (typeof DATABASE_COLUMN_TYPES)[number]

/** Media blocks whose whole state is one source URL (plus an optional caption). */
export const MEDIA_KINDS = ['video', 'embed', 'pdf', 'audio', 'tweet', 'maps', 'gist'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

export interface DatabaseColumn {
  name: string
  type: DatabaseColumnType
}

/** One node of a parsed body; each becomes one Notion block (a few become a small subtree). */
export type DemoNode =
  | { type: 'heading'; level: 1 | 2 | 3; text: RichText; toggleable: boolean; children: DemoNode[] }
  | { type: 'paragraph'; text: RichText }
  | { type: 'bulleted'; text: RichText; children: DemoNode[] }
  | { type: 'numbered'; text: RichText; children: DemoNode[] }
  | { type: 'todo'; text: RichText; checked: boolean; children: DemoNode[] }
  | { type: 'quote'; text: RichText }
  | { type: 'code'; language: string; code: string }
  | { type: 'equation'; tex: string }
  | { type: 'divider' }
  | { type: 'image'; src: string; alt: string; caption: RichText }
  | { type: 'callout'; icon: string; color: string; text: RichText; children: DemoNode[] }
  | { type: 'toggle'; text: RichText; children: DemoNode[] }
  | { type: 'columns'; columns: { ratio: number | null; children: DemoNode[] }[] }
  | { type: 'table'; columnHeader: boolean; rowHeader: boolean; rows: RichText[][] }
  | { type: 'bookmark'; url: string; title: string; description: string; icon: string; cover: string }
  | { type: 'media'; kind: MediaKind; url: string; caption: RichText }
  | { type: 'file'; url: string; title: string; size: string }
  | { type: 'drive'; url: string; title: string; thumbnail: string; icon: string }
  | { type: 'toc' }
  | { type: 'alias'; slug: string }
  | { type: 'synced'; name: string; children: DemoNode[] }
  | { type: 'synced_ref'; name: string }
  | { type: 'page'; title: string; icon: string; children: DemoNode[] }
  | {
      type: 'database'
      title: string
      views: DatabaseViewType[]
      groupBy: string | null
      columns: DatabaseColumn[]
      rows: string[][]
    }

/** The front matter of one row file, validated. Empty strings mean "not set". */
export interface DemoRowMeta {
  title: string
  type: PostType
  status: DemoStatus
  /** For Menu and SubMenu rows this is the link target (`/archive`, `https://...`). */
  slug: string
  category: string
  tags: string[]
  /** yyyy-mm-dd */
  date: string
  /** yyyy-mm-dd; a later edit than `date`, when set. */
  updated: string
  /** Inline Markdown; stored as rich text. */
  summary: string
  icon: string
  cover: string
  /** 0..1, Notion's vertical cover offset. */
  coverPosition: number | null
  password: string
  /** JSON text, stored verbatim in the `ext` column. */
  ext: string
  fullWidth: boolean
}

export interface DemoRow {
  /** File name without `.md`: the stable key every id of this row derives from. */
  key: string
  meta: DemoRowMeta
  body: DemoNode[]
}

/** `content/_workspace.json`: the database itself. */
export interface DemoWorkspace {
  title: string
  description: string
  icon: string
  cover: string
  /** Category options and their colours, in schema order. */
  categories: Record<string, OptionColor>
  tags: Record<string, OptionColor>
  /** Row keys placed first, in this order (menus, notice, config, pages); the rest follow newest first. */
  pinned: string[]
}

export interface DemoContent {
  workspace: DemoWorkspace
  /** In database order. */
  rows: DemoRow[]
}

/** A record as the current Notion API wraps it. */
export interface RecordBox<T> {
  spaceId: string
  value: { value: T; role: 'reader' }
}

/** A Notion record under construction; the generator only ever writes plain JSON. */
export type JsonObject = { [key: string]: unknown }
