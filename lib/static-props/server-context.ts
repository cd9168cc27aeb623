/**
 * The server context every page's static props start from. Theme knowledge comes from the theme
 * registry, which lib never imports (themes/ sits above lib): the composition module
 * `themes/site.server.ts` hands it over once with provideThemeCatalog, and pages, API-less routes and
 * scripts import lib's builders through that module. One hand-over point covers every builder,
 * since each reaches the registry only through getServerContext; threading the registry through
 * each builder's parameters would add it to every page file and every builder's signature.
 */
import type { GetStaticProps } from 'next'
import { themeRule } from '@/lib/config/rules'
import { convertRemoteConfig, DEFAULT_CONFIG, resolveConfig, type SiteConfig } from '@/lib/config'
import { getEnvOverrides } from '@/lib/config/get-env-overrides'
import { shipConfig } from '@/lib/config/ship-config'
import { isStaticExport } from '@/lib/deploy/static-export'
import type { Locale } from '@/lib/i18n'
import { siteCardSpecs, type SiteCardSpecs } from '@/lib/seo/site-card-specs'
import { socialCardPath } from '@/lib/seo/social-card-path'
import type { SocialCardSpec } from '@/lib/seo/social-card-spec'
import { socialCards } from '@/lib/seo/social-cards'
import { DEFAULT_SITE_LOCALE, localeSiteLocales } from '@/lib/i18n/locale-workspaces'
import { buildSiteChrome } from '@/lib/site/build-site-chrome'
import { orderPosts } from '@/lib/site/order-posts'
import { getSiteData } from '@/lib/site/get-site-data'
import { siteDataOptions } from '@/lib/site/site-data-options'
import type { BasePageProps, ConfigOverrides } from '@/lib/site/page-props'
import type { SiteChrome, SiteData } from '@/lib/site/types'
import { workspaceConfig } from '@/lib/site/workspace-config'
import { allThemeDefaults, allThemeRules, isThemeNameIn, type ThemeCatalog, type ThemeManifest, themeManifestOf } from '@/lib/themes/manifest'
import { inNodeServer, inProductionBuild, notionPageId } from '@/lib/env'

/** What getStaticProps works from: the site data, the resolved config, and the props every page carries. */
export interface ServerContext {
  site: SiteData
  config: SiteConfig
  overrides: ConfigOverrides
  /** The manifest of the theme the site is drawn in (THEME, or the registry's default when it names none). */
  theme: ThemeManifest
  base: (path: string) => BasePageProps
  /** The language site being rendered (`/ja-JP/...`), null for the default site. */
  locale: Locale | null
  /** The site's social cards, in its theme's colours. */
  cards: SiteCardSpecs
  /** The site path of a card (`/og/{key}.png`), for page props; outside a build it is also drawn in the background, so it exists before a crawler asks. */
  cardPath: (spec: SocialCardSpec) => string
}

/**
 * Next's locale of a request (set only when NOTION_PAGE_ID names several workspaces) as the
 * language site it asks for; null for the default site.
 *
 * @throws Error when Next routes a locale NOTION_PAGE_ID does not name (the build and the server disagree)
 */
export function siteLocaleOf(nextLocale: string | undefined): Locale | null {
  if (!nextLocale || nextLocale === DEFAULT_SITE_LOCALE) return null
  const locale = localeSiteLocales(notionPageId()).find((candidate) => candidate === nextLocale)
  if (!locale) throw new Error(`the route's locale "${nextLocale}" has no workspace in NOTION_PAGE_ID ("${notionPageId() ?? ''}"); build and serve with the same value`)
  return locale
}

let catalog: ThemeCatalog | null = null

/** Hands lib the theme registry; `themes/site.server.ts` does, once, as it loads. */
export function provideThemeCatalog(themes: ThemeCatalog): void {
  catalog = themes
}

function themeCatalog(): ThemeCatalog {
  if (!catalog) throw new Error('no theme registry: import page builders and getServerContext from @/themes/site.server, which hands lib the registry (lib never imports themes/)')
  return catalog
}

/** Chromes by site data, latest-post count and menu mode: every page of a build shares one (it sorts every post). */
const chromes = new WeakMap<SiteData, Map<string, SiteChrome>>()

function siteChrome(site: SiteData, latestPostCount: number, customMenu: boolean): SiteChrome {
  let byOptions = chromes.get(site)
  if (!byOptions) chromes.set(site, (byOptions = new Map()))
  const key = `${latestPostCount}:${customMenu}`
  let chrome = byOptions.get(key)
  if (!chrome) byOptions.set(key, (chrome = buildSiteChrome(site, { latestPostCount, customMenu })))
  return chrome
}

/**
 * The site data (fetched once per build, shared), and the config, resolved here once
 * (resolveConfig); pages carry its values to the browser (`shippedConfig`). `nextLocale` (getStaticProps' `locale`) picks a language site's workspace; that site
 * speaks its language whatever its Config row says, since its URL names it.
 */
export async function getServerContext(nextLocale?: string): Promise<ServerContext> {
  const locale = siteLocaleOf(nextLocale)
  const themes = themeCatalog()
  const themeDefaults = allThemeDefaults(themes)
  // A THEME naming no theme stops the build, like any other setting that does not fit its key; so does a theme key failing its theme's check.
  const rules = { ...allThemeRules(themes), THEME: themeRule(themes.names) }
  const env = getEnvOverrides(themeDefaults, rules)
  const envConfig = resolveConfig({ env, remote: {} })
  const loaded = await getSiteData({ ...siteDataOptions(envConfig), ...(locale && { locale }) })
  const remote = convertRemoteConfig(loaded.remoteConfig, { ...themeDefaults, ...DEFAULT_CONFIG }, undefined, rules)
  const overrides: ConfigOverrides = { env, remote: locale ? { ...remote, LANG: locale } : remote, workspace: workspaceConfig(loaded.siteInfo) }
  const configuredTheme = resolveConfig(overrides).THEME
  const theme = themeManifestOf(themes, isThemeNameIn(themes, configuredTheme) ? configuredTheme : themes.defaultTheme)
  const config = resolveConfig(overrides, theme.config)
  const site = orderPosts(loaded, config.POST_SORT_BY)
  const chrome = siteChrome(site, config.LATEST_POST_COUNT, config.CUSTOM_MENU)
  const cards = siteCardSpecs(site, config, theme.cardPalette)
  const cardPath = (spec: SocialCardSpec) => {
    // Only a running server draws ahead (ISR regeneration): a build of a thousand posts would spend a
    // minute on cards a crawler may never ask for, so there each is drawn when first asked for.
    if (inNodeServer() && !inProductionBuild()) void socialCards().prime(spec)
    return socialCardPath(socialCards().keyOf(spec))
  }
  const siteCard = cardPath(cards.site)
  const shippedConfig = shipConfig(overrides, Object.fromEntries(themes.names.map((name) => [name, themeManifestOf(themes, name).config])))
  return {
    site,
    config,
    overrides,
    theme,
    base: (path) => ({ site: chrome, shippedConfig, path, socialCard: siteCard }),
    locale,
    cards,
    cardPath
  }
}

/** getStaticProps of a page that shows only the site chrome (404, sign-in, sign-up). */
export function chromeOnlyStaticProps(path: string): GetStaticProps<BasePageProps> {
  return async ({ locale }) => {
    const ctx = await getServerContext(locale)
    const props = ctx.base(path)
    return isStaticExport() ? { props } : { props, revalidate: ctx.config.NEXT_REVALIDATE_SECOND }
  }
}
