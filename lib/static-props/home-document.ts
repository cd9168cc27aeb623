import type { HomeDocument } from '@/lib/site/page-props'
import { toPostSummary } from '@/lib/site/to-post-summary'
import type { PostSummary, SitePost } from '@/lib/site/types'
import { resolveThemeConfig } from '@/lib/config/resolve-theme-config'
import type { ServerContext } from './server-context'
import { postPageProps } from './slug-props'

/**
 * The page a documentation theme's home shows: the one whose path is the slug its config key names,
 * else the newest post; null for themes whose home is a list. The config's key is the theme's own,
 * resolved like the rest of its config (env, Notion Config row).
 */
export function homeDocumentPost(ctx: Pick<ServerContext, 'config' | 'site' | 'theme'>): SitePost | null {
  const key = ctx.theme.homeDocumentKey
  if (!key) return null
  const slug = String((ctx.config as unknown as Record<string, unknown>)[key] ?? '').replace(/^\/+|\/+$/g, '')
  return ctx.site.allPages.find((page) => slug && page.href === `/${slug}`) ?? ctx.site.posts[0] ?? null
}

/**
 * The home document's props for the home's static props, or undefined (no such theme, no post, or a
 * locked document, which its own page unlocks).
 */
export async function homeDocumentProps(ctx: ServerContext): Promise<HomeDocument | undefined> {
  const post = homeDocumentPost(ctx)
  if (!post || post.lock) return undefined
  return postPageProps(ctx, post)
}

/**
 * The site's posts the home of the site's theme draws beyond its page (its manifest's
 * homeSitePosts), in the site's order; undefined for the other themes.
 */
export function homeSitePosts(ctx: Pick<ServerContext, 'site' | 'overrides' | 'theme'>): PostSummary[] | undefined {
  const { theme } = ctx
  if (!theme.homeSitePosts) return undefined
  const posts = ctx.site.posts.map(toPostSummary)
  const config = resolveThemeConfig(theme.config, ctx.overrides)
  return [...theme.homeSitePosts({ posts, config, categories: ctx.site.categories.map((category) => category.name) })]
}
