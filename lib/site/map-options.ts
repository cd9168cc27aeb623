/**
 * How the blog database's columns and select values are named, and the few choices the mapping
 * makes. The config layer fills these from NOTION_PROPERTY_NAME, POST_URL_PREFIX and
 * LATEST_POST_COUNT; DEFAULT_MAP_OPTIONS mirrors their defaults.
 */
export interface PropertyNames {
  password: string
  type: string
  title: string
  status: string
  summary: string
  slug: string
  category: string
  date: string
  tags: string
  icon: string
  ext: string
  type_post: string
  type_page: string
  type_notice: string
  type_menu: string
  type_sub_menu: string
  type_config: string
  status_publish: string
  status_invisible: string
}

export interface MapOptions {
  propertyNames: PropertyNames
  /** A Post's href is `/${postUrlPrefix}/${slug}` (`/${slug}` when empty); a Page's is `/${slug}`. */
  postUrlPrefix: string
  /** Posts the site chrome lists as latest. */
  latestPostCount: number
  /** Where skipped rows and other data problems are reported; console.warn when absent. */
  log?: (message: string) => void
}

/** The column names of the reference blog template, so its workspaces map without configuration. */
export const DEFAULT_MAP_OPTIONS: MapOptions = {
  propertyNames: {
    password: 'password',
    type: 'type',
    title: 'title',
    status: 'status',
    summary: 'summary',
    slug: 'slug',
    category: 'category',
    date: 'date',
    tags: 'tags',
    icon: 'icon',
    ext: 'ext',
    type_post: 'Post',
    type_page: 'Page',
    type_notice: 'Notice',
    type_menu: 'Menu',
    type_sub_menu: 'SubMenu',
    type_config: 'Config',
    status_publish: 'Published',
    status_invisible: 'Invisible'
  },
  postUrlPrefix: 'article',
  /** Spec §9 names no count; 6 matches recommended posts and the medium theme's sidebar. */
  latestPostCount: 6
}
