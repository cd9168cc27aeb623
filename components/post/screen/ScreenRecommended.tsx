import { StaticRecommendedPosts } from '@/components/post/StaticRecommendedPosts'
import type { Slots } from '@/components/slots'
import { usePostScreen } from './PostScreen'

/**
 * "Recommended" as the kit's card (dated titles, or cover tiles that fall back to the site's
 * cover), on a post of type Post when the theme's setting (`show`) is on.
 */
export function ScreenRecommended({
  show = true,
  variant,
  classNames = {}
}: {
  show?: boolean
  variant?: 'list' | 'tiles'
  classNames?: Slots<'root' | 'title' | 'list' | 'tile' | 'link'>
}) {
  const { recommendations, site, isPost } = usePostScreen()
  if (!isPost || !show) return null
  return <StaticRecommendedPosts posts={recommendations} variant={variant} fallbackCover={site.siteInfo.pageCover} classNames={classNames} />
}
