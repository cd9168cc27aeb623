import type { SlugPageProps } from '@/lib/site/page-props'
import type { PostLink } from '@/lib/site/types'

/**
 * Every post a post's page knows the address of (the latest, the recommended, its neighbours), for
 * the body to turn Notion's links between pages into site links.
 */
export function linkedPosts({ site, recommendations, prev, next }: Pick<SlugPageProps, 'site' | 'recommendations' | 'prev' | 'next'>): PostLink[] {
  return [...site.latestPosts, ...recommendations, ...(prev ? [prev] : []), ...(next ? [next] : [])]
}
