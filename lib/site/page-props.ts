/**
 * Page props: what each route hands its layout. Each page carries what it shows and the small
 * site chrome, never the whole site. All of it is JSON (null, never undefined).
 */
import type { ReactNode } from 'react'
import type { ShippedConfig } from '@/lib/config/shipped-config'
import type { LockedContent } from '@/lib/lock/types'
import type { CategoryItem, PostDetail, PostLink, PostSummary, SiteChrome, TagItem } from './types'

/** The config values read on the server, by where they were set: what the server resolves the config from. */
export interface ConfigOverrides {
  /** From environment variables of the same name, read at build time. */
  env: Record<string, unknown>
  /** From the Notion Config row, already converted. */
  remote: Record<string, unknown>
  /**
   * From the workspace itself (workspaceConfig: the database's name and description), standing in
   * for the bundled TITLE and DESCRIPTION; anything the owner set anywhere wins over it.
   */
  workspace?: Record<string, unknown>
}

export interface BasePageProps {
  site: SiteChrome
  /** The config, resolved on the server for the site and each theme, as far as it differs from the defaults the browser has. */
  shippedConfig: ShippedConfig
  /** Canonical site-relative path of this page, `/tag/react/page/2`. */
  path: string
  /** Site path of the page's social card (`/og/{key}.png`): the post's own on a post or page, else the site's. */
  socialCard: string
}

export interface Paging {
  page: number
  totalPages: number
  /** Posts in the whole list, across pages. */
  total: number
  /** The list's first page: `/`, `/category/Guides`, `/tag/react`, `/search/notion`. Page n is `${basePath}/page/n` (`/page/n` for home). */
  basePath: string
}

export interface IndexPageProps extends BasePageProps {
  posts: PostSummary[]
  paging: Paging
  /**
   * The document a theme shows as its home instead of a list (gitbook), for the theme the site is
   * built with (its manifest's homeDocumentKey); absent otherwise, and for a locked document.
   */
  homeDocument?: HomeDocument
  /**
   * The site's posts the home draws beyond its page (nav's directory: every post; heo's recommended
   * posts; magzine's bands), for the theme the site is built with (its manifest's homeSitePosts); absent
   * for the other themes.
   */
  sitePosts?: PostSummary[]
}

/** A post page's own props, without the chrome every page carries: a document shown inside another page. */
export type HomeDocument = Omit<SlugPageProps, keyof BasePageProps>

export interface PostListPageProps extends BasePageProps {
  posts: PostSummary[]
  paging: Paging
  /** Set on category lists. */
  category: string | null
  /** Set on tag lists. */
  tag: string | null
}

export interface SearchPageProps extends BasePageProps {
  /** Empty on the bare search screen, which then shows the tag and category lists. */
  keyword: string
  posts: PostSummary[]
  paging: Paging
}

export interface ArchiveGroup {
  /** Group title, `2026-08`. */
  title: string
  posts: PostSummary[]
}

/** A month of the archive as a link (a 404 page's directory): where its posts begin in the paged archive. */
export interface ArchiveMonth {
  /** `2026-08`, as the archive's month headings. */
  title: string
  /** Posts published that month. */
  count: number
  /** The archive page holding the month's first post, at the month's heading. */
  href: string
}

/** The 404 page: the chrome, plus the archive's latest months for the themes whose 404 lists them. */
export interface NotFoundPageProps extends BasePageProps {
  archiveMonths: ArchiveMonth[]
}

export interface ArchivePageProps extends BasePageProps {
  /** This page's posts by month: the archive is paged (ARCHIVE_POSTS_PER_PAGE), newest first. */
  archive: ArchiveGroup[]
  /** Posts in the whole archive. */
  total: number
  paging: Paging
}

export interface SlugPageProps extends BasePageProps {
  post: PostDetail
  /**
   * The neighbours as list cards draw them (summary, category, tags): two posts' worth, and a theme
   * can show them as its list's own cards (matery).
   */
  prev: PostSummary | null
  next: PostSummary | null
  recommendations: PostLink[]
  /** A locked post's blocks and outline, encrypted under its password (lib/lock); null for an open post. */
  locked: LockedContent | null
}

export interface CategoryIndexPageProps extends BasePageProps {
  categories: CategoryItem[]
}

export interface TagIndexPageProps extends BasePageProps {
  tags: TagItem[]
}

/** Which layout each page renders and with what props: the theme contract is derived from this. */
export interface LayoutPropsMap {
  LayoutIndex: IndexPageProps
  LayoutPostList: PostListPageProps
  LayoutSearch: SearchPageProps
  LayoutArchive: ArchivePageProps
  LayoutSlug: SlugPageProps
  Layout404: NotFoundPageProps
  LayoutCategoryIndex: CategoryIndexPageProps
  LayoutTagIndex: TagIndexPageProps
  LayoutSignIn: BasePageProps
  LayoutSignUp: BasePageProps
}

export type LayoutName = keyof LayoutPropsMap

/** What a theme's LayoutBase takes: the page's base props, the layout it frames, and that layout as children. */
export type LayoutBaseProps = BasePageProps & { layout: LayoutName; children: ReactNode }
