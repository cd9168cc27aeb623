/** How lists and post pages are laid out; the numbers of docs/behaviour.md §9. */
import { defineConfig } from '@/conf/define-config'

/** Paged lists have previous/next links; scroll lists load more at the bottom. */
export const POST_LIST_STYLES = ['page', 'scroll'] as const
export type PostListStyle = (typeof POST_LIST_STYLES)[number]

/** The 13 share services of docs/behaviour.md §9, in their default order; `link` and `wechat` copy the address. */
export const SHARE_SERVICES = [
  'link',
  'wechat',
  'qq',
  'weibo',
  'email',
  'facebook',
  'twitter',
  'telegram',
  'messenger',
  'line',
  'reddit',
  'whatsapp',
  'linkedin'
] as const
export type ShareService = (typeof SHARE_SERVICES)[number]

export const LAYOUT_CONFIG = defineConfig({
  /** Posts on one list page; total pages = ceil(count / this). */
  POSTS_PER_PAGE: 12,
  /** Posts on one archive page, newest first: the archive is paged so no page's data grows with the site. */
  ARCHIVE_POSTS_PER_PAGE: 100,
  /** Paged or infinite-scroll post lists. */
  POST_LIST_STYLE: 'page' as PostListStyle,
  /** Lines of summary shown in a list card before it is cut; with POST_LIST_PREVIEW, the blocks of the post's opening shown. */
  POST_PREVIEW_LINES: 6,
  /** List cards show the post's first blocks (text, headings, lists, quotes, an image) instead of its summary, in themes whose own preview switch is on (MEDIUM_POST_LIST_PREVIEW...); never a locked post's. */
  POST_LIST_PREVIEW: false,
  /** Related posts offered under an article. */
  POST_RECOMMEND_COUNT: 6,
  /** Categories a sidebar or search screen previews before "more". */
  PREVIEW_CATEGORY_COUNT: 16,
  /** Tags a sidebar or search screen previews before "more". */
  PREVIEW_TAG_COUNT: 16,
  /** Recent posts carried in every page's chrome for sidebars. */
  LATEST_POST_COUNT: 6,
  /** Path segment of article URLs, /article/{slug}; empty serves posts at /{slug}. */
  POST_URL_PREFIX: 'article',
  /** The table of contents appears only with at least this many headings. */
  TOC_MIN_ITEMS: 3,
  /** Height of one table-of-contents row in px, for scrolling the active row into view. */
  TOC_ROW_HEIGHT: 28,
  /** A heading this many px from the top, or nearer, counts as the one being read. */
  TOC_ACTIVE_HEADING_OFFSET: 150,
  /** Shows the share bar under posts of type Post. */
  ENABLE_SHARE: true,
  /** Share buttons in order; from JSON or a comma-separated list. */
  POSTS_SHARE_SERVICES: [...SHARE_SERVICES] as string[],
  /** Licence named in the copyright block under posts (themes that show one). */
  POST_COPYRIGHT_LICENSE: 'CC BY-NC-SA 4.0',
  /** Where the licence's name links; empty shows it as text. */
  POST_COPYRIGHT_LICENSE_URL: 'https://creativecommons.org/licenses/by-nc-sa/4.0/',
  /** Gallery columns by viewport: the first entry whose maxWidth the viewport is under wins. */
  GALLERY_COLUMNS: [
    { maxWidth: 500, columns: 8 },
    { maxWidth: 800, columns: 20 },
    { maxWidth: 1280, columns: 30 },
    { maxWidth: 1600, columns: 40 },
    { maxWidth: 1920, columns: 48 }
  ],
  /** Gallery columns on viewports wider than every GALLERY_COLUMNS entry. */
  GALLERY_COLUMNS_MAX: 72
})
