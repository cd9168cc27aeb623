import type { SlugPageProps } from './props'
import type { PostLink } from './types'

/**
 * The posts a post's body may link to: the latest, the recommended and its neighbours, so a link
 * to one of them in the body uses its href (the page's props already hold them).
 */
export function linkedPostsOf({ site, recommendations, prev, next }: Pick<SlugPageProps, 'recommendations' | 'prev' | 'next'> & { site: Pick<SlugPageProps['site'], 'latestPosts'> }): PostLink[] {
  return [...site.latestPosts, ...recommendations, ...(prev ? [prev] : []), ...(next ? [next] : [])]
}
