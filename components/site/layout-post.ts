import type { IndexPageProps, SearchPageProps, SlugPageProps } from '@/lib/site/page-props'
import type { PostDetail, PostSummary } from '@/lib/site/types'
import type { LayoutBaseProps } from '@/lib/site/page-props'

/**
 * The post a LayoutBase wraps, or null on every other screen. LayoutBase is typed with the base
 * props only, though the slug route hands it the whole SlugPageProps; this reads the post back safely.
 */
export function layoutPost(props: LayoutBaseProps): PostDetail | null {
  if (props.layout !== 'LayoutSlug') return null
  const post = (props as unknown as Partial<SlugPageProps>).post
  return post && typeof post === 'object' ? post : null
}

/** The searched words a LayoutBase wraps on the search screen ('' there without any, and elsewhere): for a search field in the frame. */
export function layoutKeyword(props: LayoutBaseProps): string {
  if (props.layout !== 'LayoutSearch') return ''
  const keyword = (props as unknown as Partial<SearchPageProps>).keyword
  return typeof keyword === 'string' ? keyword : ''
}

/** The site's posts the home's props carry for its theme (IndexPageProps.sitePosts), read back in a LayoutBase; undefined elsewhere. */
export function layoutSitePosts(props: Pick<LayoutBaseProps, 'layout'>): PostSummary[] | undefined {
  if (props.layout !== 'LayoutIndex') return undefined
  const posts = (props as unknown as Partial<IndexPageProps>).sitePosts
  return Array.isArray(posts) ? posts : undefined
}
