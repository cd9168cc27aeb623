import { PostIcon } from '@/components/post/PostIcon'
import { usePostScreen } from './PostScreen'

/** The site's icon, as the mark some themes put before a post's meta line; nothing when the site has none. */
export function ScreenSiteMark({ className }: { className?: string }) {
  const { icon } = usePostScreen().site.siteInfo
  return icon ? <PostIcon icon={icon} className={className} /> : null
}
