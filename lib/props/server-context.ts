import type { GetStaticProps } from 'next'
import { convertRemoteConfig, DEFAULT_CONFIG, resolveConfig, type SiteConfig } from '@/lib/config'
import { getEnvOverrides } from '@/lib/config/get-env-overrides'
import { buildSiteChrome } from '@/lib/site/build-site-chrome'
import { getSiteData, type GetSiteDataOptions } from '@/lib/site/get-site-data'
import type { BasePageProps, ConfigOverrides } from '@/lib/site/props'
import type { SiteData } from '@/lib/site/types'
import { DEFAULT_THEME, isThemeName } from '@/themes'
import { ALL_THEME_DEFAULTS, THEME_CONFIGS } from '@/themes/configs'

/** What getStaticProps works from: the site data, the resolved config, and the props every page carries. */
export interface ServerContext {
  site: SiteData
  config: SiteConfig
  overrides: ConfigOverrides
  base: (path: string) => BasePageProps
}

/**
 * How to read the database comes from defaults and env only: the Notion Config row lives inside the
 * database, so it cannot rename the columns it is read through.
 */
export function siteDataOptions(envConfig: SiteConfig): GetSiteDataOptions {
  return {
    mapOptions: {
      propertyNames: envConfig.NOTION_PROPERTY_NAME,
      postUrlPrefix: envConfig.POST_URL_PREFIX,
      latestPostCount: envConfig.LATEST_POST_COUNT
    },
    revalidateSeconds: envConfig.NEXT_REVALIDATE_SECOND
  }
}

/** The site data (fetched once per build, shared), and the config resolved the way the browser will. */
export async function getServerContext(): Promise<ServerContext> {
  const env = getEnvOverrides(ALL_THEME_DEFAULTS)
  const envConfig = resolveConfig({ env, remote: {} })
  const site = await getSiteData(siteDataOptions(envConfig))
  const overrides: ConfigOverrides = {
    env,
    remote: convertRemoteConfig(site.remoteConfig, { ...ALL_THEME_DEFAULTS, ...DEFAULT_CONFIG })
  }
  const configuredTheme = resolveConfig(overrides).THEME
  const theme = isThemeName(configuredTheme) ? configuredTheme : DEFAULT_THEME
  const config = resolveConfig(overrides, THEME_CONFIGS[theme])
  const chrome = buildSiteChrome(site, { latestPostCount: config.LATEST_POST_COUNT })
  return {
    site,
    config,
    overrides,
    base: (path) => ({ site: chrome, configOverrides: overrides, path })
  }
}

/** getStaticProps of a page that shows only the site chrome (404, sign-in, sign-up). */
export function chromeOnlyStaticProps(path: string): GetStaticProps<BasePageProps> {
  return async () => {
    const ctx = await getServerContext()
    return { props: ctx.base(path), revalidate: ctx.config.NEXT_REVALIDATE_SECOND }
  }
}
