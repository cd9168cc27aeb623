/**
 * The site model: what a Notion workspace means to Quire. Every shape here is declared once and
 * is plain JSON, so any part of it can travel in page props. The record maps stay on the server;
 * only `PostDetail.recordMap` (one page's own blocks) ever reaches the browser.
 */
import type { ExtendedRecordMap } from 'notion-types'

/** Row types of the blog database. `Config` rows hold the remote config and are never shown. */
export const POST_TYPES = ['Post', 'Page', 'Notice', 'Menu', 'SubMenu', 'Config'] as const
export type PostType = (typeof POST_TYPES)[number]

/** Rows with any other status (Draft, ...) are never served. */
export const SERVED_STATUSES = ['Published', 'Invisible'] as const
export type PostStatus = (typeof SERVED_STATUSES)[number]

export interface TagItem {
  name: string
  /** Notion's option color name (default, gray, brown, orange, yellow, green, blue, purple, pink, red). */
  color: string
  count: number
}

export interface CategoryItem {
  name: string
  count: number
}

export interface TocItem {
  /** Block id of the heading, dashed uuid; the rendered heading carries it as its anchor. */
  id: string
  text: string
  /** header = 0, sub_header = 1, sub_sub_header = 2 */
  indentLevel: 0 | 1 | 2
}

export interface PostDate {
  /** ISO date, yyyy-mm-dd */
  start_date: string
  start_time?: string
  time_zone?: string
}

/**
 * A run of text in a post preview: its words and the inline marks the card draws (`b` bold, `i`
 * italic, `c` code, `s` struck through, `u` underlined, as letters in Notion's order), and a link.
 */
export interface PreviewSpan {
  text: string
  marks?: string
  href?: string
}

/**
 * One block of a post's opening as a list card draws it (POST_LIST_PREVIEW): text, a heading, a
 * list item, a quote, or an image. Compact on purpose: it rides in the props of every list page.
 */
export type PreviewBlock =
  | { kind: 'text' | 'h1' | 'h2' | 'h3' | 'bullet' | 'number' | 'quote'; spans: PreviewSpan[] }
  | { kind: 'image'; src: string; alt: string; /** width / height, so its box is drawn at its size before it loads. */ ratio: number }

/** What a list, a card or a link needs to show a post: never its blocks, never its password. */
export interface PostSummary {
  /** Dashed uuid of the row's page block. */
  id: string
  title: string
  slug: string
  /** Site-relative path (`/article/my-post`) or an absolute URL for external menu links. */
  href: string
  type: PostType
  status: PostStatus
  summary: string
  /** Category names; the first one is the post's category. */
  category: string[]
  tags: string[]
  tagItems: TagItem[]
  date: PostDate
  /** Publish date as US-English short month, day, year in UTC: "Aug 2, 2026". */
  publishDay: string
  /** Milliseconds since the epoch, for sorting and archives. */
  publishDate: number
  lastEditedDay: string
  lastEditedDate: number
  /** An emoji, a site path or a URL; empty when none. */
  pageIcon: string
  pageCover: string
  pageCoverThumbnail: string
  /**
   * A tiny blurred copy of the cover (a data URL) to show while it loads: only when the site keeps
   * its own copy of the cover (IMAGE_MIRROR), which is where it is drawn.
   */
  pageCoverPreview?: string
  /**
   * A short video previewing the post (its `ext.video`, a game's clip): only when set and safe to
   * embed, so a list of posts without one carries nothing more.
   */
  previewVideo?: string
  fullWidth: boolean
  /** True when the post needs a password; its content and toc are then withheld. */
  lock: boolean
  /**
   * The post's first blocks (POST_LIST_PREVIEW with the theme's own preview switch on): only on a
   * list's posts, never on a locked post's.
   */
  preview?: PreviewBlock[]
}

/** The post as its own page shows it. */
/**
 * A post as a link elsewhere on a page (latest posts, neighbours, recommendations): what those
 * lists draw, and no more, since every page carries several of them in its data.
 */
export type PostLink = Pick<PostSummary, 'id' | 'title' | 'href' | 'date' | 'publishDay' | 'pageIcon' | 'pageCoverThumbnail'>

export interface PostDetail extends PostSummary {
  toc: TocItem[]
  /** Words of the post's own blocks (CJK characters count one each); 0 while locked. */
  wordCount: number
  /** Parsed `ext` property (JSON); `{}` when empty. */
  ext: Record<string, unknown>
  /** Front matter: `comment: 'Hide'` suppresses comments. */
  comment: string
  /** The page's own blocks; null while the post is locked. */
  recordMap: ExtendedRecordMap | null
}

/**
 * A post as the server knows it. `password` never leaves the server: props are built from
 * `PostSummary` / `PostDetail` by the trimming functions of lib/site.
 */
export interface SitePost extends PostSummary {
  ext: Record<string, unknown>
  comment: string
  password: string
  /** Sub-menu parent for SubMenu rows (the id of the Menu row above it in Notion order). */
  parentId: string | null
}

/** One element of an icon drawn in lucide's 24 by 24 box: its tag and attributes (`['path', { d: 'M3 10...' }]`). */
export type IconElement = [tag: string, attributes: Record<string, string | number>]

export interface MenuLink {
  id: string
  name: string
  /** Where the menu leads; empty for a drop-down's label (a Menu row without a slug, holding sub-menus). */
  href: string
  /** The row's `icon` column as written: an emoji, an image URL or path, or icon class names. */
  icon: string
  /** The icon class names of `icon` (`fas fa-home`) as the lucide icon that draws them; absent for anything else. */
  iconShape?: IconElement[]
  /** `_blank` for external links. */
  target: '_self' | '_blank'
  show: boolean
  subMenus: SubMenuLink[]
}

export interface SubMenuLink {
  id: string
  title: string
  href: string
  icon: string
  /** As on MenuLink. */
  iconShape?: IconElement[]
  target: '_self' | '_blank'
}

export interface SiteInfo {
  title: string
  description: string
  /** Site icon: emoji, path or URL. */
  icon: string
  pageCover: string
  /** Root page id (dashed), the search ancestor. */
  rootPageId: string
}

/** Everything a build knows about the site: server only. */
export interface SiteData {
  siteInfo: SiteInfo
  /** Every servable row of type Post or Page, Published and Invisible, in Notion order. */
  allPages: SitePost[]
  /** Published posts (type Post), in Notion order: what lists show. */
  posts: SitePost[]
  notice: SitePost | null
  /** The notice page's own blocks, for the announcement. */
  noticeRecordMap: ExtendedRecordMap | null
  menus: MenuLink[]
  /** The published Page rows as links, in Notion order: a header's links after the theme's own when CUSTOM_MENU is off. */
  pageLinks: MenuLink[]
  categories: CategoryItem[]
  tags: TagItem[]
  /** Config rows' key / value pairs, enabled only, not yet converted. */
  remoteConfig: Record<string, string>
}

export interface Notice extends PostSummary {
  recordMap: ExtendedRecordMap | null
}

/**
 * The part of the site every page shows (navigation, sidebars, footer): small by design, so it
 * can ride along in every page's props.
 */
export interface SiteChrome {
  siteInfo: SiteInfo
  /** The Menu rows: a header's links with CUSTOM_MENU on, and the menus some themes draw elsewhere (commerce's footer). */
  menus: MenuLink[]
  /** The published Page rows as links, only when CUSTOM_MENU is off (the one mode that draws them). */
  pageLinks: MenuLink[]
  /** The announcement, with its own few blocks to render. */
  notice: Notice | null
  categories: CategoryItem[]
  tags: TagItem[]
  latestPosts: PostLink[]
  postCount: number
}

/** SiteData plus the notice's own blocks, which every page's chrome shows. */
export interface LoadedSiteData extends SiteData {
  noticeRecordMap: ExtendedRecordMap | null
  /** Row page id -> its `last_edited_time` (ms) in the database: the version its cached copy is keyed by. */
  pageVersions: Record<string, number>
}
