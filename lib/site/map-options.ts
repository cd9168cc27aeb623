import { LAYOUT_CONFIG } from '@/conf/layout'
import { NOTION_CONFIG } from '@/conf/notion'
import { DEFAULT_IMAGE_URL_SETTINGS, type ImageUrlSettings } from '@/lib/urls/notion-image-url'

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
  /** How icons' and covers' addresses are built (NOTION_HOST, IMG_URL_TYPE, IMAGE_...); the defaults when absent. */
  imageUrls?: ImageUrlSettings
  /** Where skipped rows and other data problems are reported; console.warn when absent. */
  log?: (message: string) => void
}

/**
 * The defaults of NOTION_PROPERTY_NAME, POST_URL_PREFIX, LATEST_POST_COUNT and the image settings,
 * for callers without config (getSiteData itself reads the environment's: envSiteDataOptions).
 */
export const DEFAULT_MAP_OPTIONS: MapOptions = {
  propertyNames: NOTION_CONFIG.NOTION_PROPERTY_NAME,
  postUrlPrefix: LAYOUT_CONFIG.POST_URL_PREFIX,
  latestPostCount: LAYOUT_CONFIG.LATEST_POST_COUNT,
  imageUrls: DEFAULT_IMAGE_URL_SETTINGS
}
