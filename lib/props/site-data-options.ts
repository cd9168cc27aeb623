import { resolveConfig, type SiteConfig } from '@/lib/config'
import { getEnvOverrides } from '@/lib/config/get-env-overrides'
import type { GetSiteDataOptions } from '@/lib/site/get-site-data'
import { imageUrlSettingsOf } from '@/lib/ui/notion-image-url'

/**
 * How to read the database and build the addresses in its site data comes from defaults and env
 * only (ENVIRONMENT_ONLY_KEYS): the Notion Config row lives inside the database, so it cannot rename
 * the columns it is read through. Every caller of getSiteData that has no config of its own (the
 * search and health routes) uses envSiteDataOptions, so a server keeps one site loader, not two.
 */
export function siteDataOptions(envConfig: SiteConfig): GetSiteDataOptions {
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
export function envSiteDataOptions(): GetSiteDataOptions {
  return siteDataOptions(resolveConfig({ env: getEnvOverrides(), remote: {} }))
}
