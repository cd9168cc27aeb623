import { resolveThemeConfig } from '@/lib/config/resolve-theme-config'
import type { ConfigOverrides } from '@/lib/site/props'
import type { PostSummary } from '@/lib/site/types'
import HEO_CONFIG from './heo/config'
import { heroRecommended } from './heo/recommended'
import { capPerCategory } from '@/lib/site/cap-per-category'
import MAGZINE_CONFIG from './magzine/config'
import { frontPagePosts } from './magzine/front-page'
import NAV_CONFIG from './nav/config'
import type { ThemeName } from './types'

/**
 * Themes whose home shows a document instead of a list, and the config key naming its slug (the
 * first post when no page has it). The home's static props then carry that document, so it is in
 * the HTML at once rather than fetched after the page loads. Read on the server only.
 */
export const THEME_HOME_DOCUMENT_KEY: Partial<Record<ThemeName, string>> = {
  gitbook: 'GITBOOK_INDEX_PAGE'
}

/** What a pick reads: every listed post in the site's order, the config's overrides, the site's category order. */
export interface HomeSitePostsInput {
  posts: readonly PostSummary[]
  overrides: ConfigOverrides
  categories: readonly string[]
}

/**
 * Themes whose home draws posts from the whole site beyond its first page (nav's directory, heo's
 * recommended posts, magzine's bands), and which of them it draws: the home's static props carry
 * those, picked by the same rule the theme draws by, so the page is whole in its HTML rather than
 * drawn from the first page and redrawn once the rest arrived (a layout shift, new pictures and a
 * long render after load). Read on the server only.
 */
export const THEME_HOME_SITE_POSTS: Partial<Record<ThemeName, (input: HomeSitePostsInput) => readonly PostSummary[]>> = {
  nav: ({ posts, overrides }) => capPerCategory(posts, resolveThemeConfig(NAV_CONFIG, overrides).NAV_DIRECTORY_MAX_POSTS),
  heo: ({ posts, overrides }) => heroRecommended(posts, resolveThemeConfig(HEO_CONFIG, overrides)),
  magzine: ({ posts, overrides, categories }) => frontPagePosts(posts, resolveThemeConfig(MAGZINE_CONFIG, overrides), categories)
}
