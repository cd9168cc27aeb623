import { resolveConfig, type SiteConfig } from '@/lib/config'
import { getEnvOverrides } from '@/lib/config/get-env-overrides'
import { imageUrlSettingsOf } from '@/lib/urls/notion-image-url'
import type { MapOptions } from './map-options'

/** How the site data is read and kept: the mapping's options and how long a server keeps it. */
export interface SiteDataOptions {
  mapOptions: MapOptions
  revalidateSeconds: number
}

/**
 * How to read the database and build the addresses in its site data comes from defaults and env
 * only (ENVIRONMENT_ONLY_KEYS): the Notion Config row lives inside the database, so it cannot rename
 * the columns it is read through. getSiteData and getPostDetail use envSiteDataOptions for what a
 * caller does not give, so every page, route and post of a process shares one site loader (one
 * read of the database, one page cache), whatever the environment sets.
 */
export function siteDataOptions(envConfig: SiteConfig): SiteDataOptions {
  return {
    mapOptions: {
      propertyNames: envConfig.NOTION_PROPERTY_NAME,
      postUrlPrefix: envConfig.POST_URL_PREFIX,
      latestPostCount: envConfig.LATEST_POST_COUNT,
      imageUrls: imageUrlSettingsOf(envConfig)
    },
    revalidateSeconds: envConfig.NEXT_REVALIDATE_SECOND
  }
}

/** siteDataOptions of this process's environment. */
export function envSiteDataOptions(): SiteDataOptions {
  return siteDataOptions(resolveConfig({ env: getEnvOverrides(), remote: {} }))
}
