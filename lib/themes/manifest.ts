/**
 * What lib knows of a theme, as types: a theme's manifest (`themes/<name>/theme.ts`) is plain data
 * with no React, and the registry built from the manifests (`themes/manifests.ts`) is handed to lib
 * as a ThemeCatalog wherever lib needs theme knowledge (the server context, the home's data, the
 * social cards, the THEME setting's check). lib never imports themes/: themes import these types.
 */
import type { ConfigRule } from '@/conf/types'
import type { CardPalette } from '@/lib/seo/card-palettes'
import type { PostSummary } from '@/lib/site/types'

/** A theme's own config keys, with their defaults: plain values, so they convert like site config. */
export type ThemeConfig = Record<string, string | number | boolean | readonly unknown[] | Record<string, unknown>>

/** What a theme's pick of the home's site posts reads. */
export interface HomeSitePostsInput<C extends ThemeConfig> {
  /** Every listed post, in the site's order. */
  posts: readonly PostSummary[]
  /** The theme's config, resolved (its defaults, the environment, the Notion Config row). */
  config: C
  /** The site's category names, in the site's order. */
  categories: readonly string[]
}

/** One theme, as data: everything about it that is not its React code. */
export interface ThemeManifest<N extends string = string, C extends ThemeConfig = ThemeConfig> {
  name: N
  /** One line: what someone who used the theme of that name will recognise (the README's gallery). */
  description: string
  /** The colours its social cards are drawn in (from the theme's look), so drawing a card loads no theme code. */
  cardPalette: CardPalette
  /**
   * Its own keys with their defaults, and any site setting it sets differently from the site's
   * defaults (plog is dark unless told otherwise): its site defaults.
   */
  config: C
  /**
   * Checks beyond a value's kind for its own keys (a count that must be a whole number, an address
   * a frame may load), from lib/config/rules.ts' helpers: a bad value stops the build naming the key,
   * as a bad site setting does.
   */
  configRules?: { readonly [K in keyof C]?: ConfigRule }
  /**
   * For a theme whose home shows a document instead of a list (gitbook): its config key naming the
   * document's slug (the newest post when no page has it). The home's props then carry the document.
   */
  homeDocumentKey?: string
  /**
   * Its config key switching list cards to the post's opening drawn as blocks (medium's
   * MEDIUM_POST_LIST_PREVIEW); with the site's POST_LIST_PREVIEW also on, list pages carry previews.
   * A theme without one always shows summaries.
   */
  postListPreviewKey?: string
  /**
   * For a theme whose home draws posts from the whole site beyond its first page (nav's directory,
   * heo's recommended posts, magzine's bands): which, by the same rule the theme draws by, so the
   * home's props carry them and the page is whole in its HTML.
   */
  homeSitePosts?(input: HomeSitePostsInput<C>): readonly PostSummary[]
}

/**
 * Identity function that types a manifest: `export default defineThemeManifest({ name: 'medium', ... })`.
 * A homeDocumentKey or postListPreviewKey must be a key of the theme's config.
 */
export function defineThemeManifest<const N extends string, C extends ThemeConfig>(
  manifest: ThemeManifest<N, C> & { homeDocumentKey?: keyof C & string; postListPreviewKey?: keyof C & string }
): ThemeManifest<N, C> {
  return manifest
}

/** The registry lib is handed: every theme's manifest by name, and the theme a site gets by default. */
export interface ThemeCatalog<N extends string = string> {
  /** The theme names, in the registry's order (the README gallery's). */
  names: readonly N[]
  /** The theme of a site that names none, or names one that does not exist. */
  defaultTheme: N
  manifests: Readonly<Record<N, ThemeManifest<N>>>
}

/** The manifest of a theme of the catalog. */
export function themeManifestOf<N extends string>(catalog: ThemeCatalog<N>, name: N): ThemeManifest<N> {
  const manifest = catalog.manifests[name] as ThemeManifest<N> | undefined
  if (!manifest) throw new Error(`no theme named ${name} in the registry`)
  return manifest
}

export function isThemeNameIn<N extends string>(catalog: ThemeCatalog<N>, value: unknown): value is N {
  return typeof value === 'string' && (catalog.names as readonly string[]).includes(value)
}

/** Every theme's keys with their defaults, so an environment variable or Config row of any theme key is read and checked. */
export function allThemeDefaults(catalog: ThemeCatalog): ThemeConfig {
  return Object.assign({}, ...catalog.names.map((name) => themeManifestOf(catalog, name).config)) as ThemeConfig
}

/** Every theme's own checks (configRules), by key: each key belongs to one theme. */
export function allThemeRules(catalog: ThemeCatalog): Readonly<Record<string, ConfigRule>> {
  return Object.assign({}, ...catalog.names.map((name) => themeManifestOf(catalog, name).configRules ?? {})) as Record<string, ConfigRule>
}

/**
 * The catalog of a registry object (`{ medium, example, ... }`, each key its manifest's name); the
 * names keep the object's order.
 */
export function createThemeCatalog<N extends string>(manifests: { [K in N]: ThemeManifest<K> }, defaultTheme: NoInfer<N>): ThemeCatalog<N> {
  for (const [key, manifest] of Object.entries<ThemeManifest>(manifests)) {
    if (manifest.name !== key) throw new Error(`the theme registry lists ${manifest.name}'s manifest under "${key}"`)
  }
  return { names: Object.keys(manifests) as N[], defaultTheme, manifests }
}
