import { ShareBar } from '@/components/share/ShareBar'
import { usePostScreen } from './PostScreen'

/**
 * The share bar: on a post of type Post with ENABLE_SHARE on (ShareBar decides), and the theme's
 * `show`; in a box of its own when given a `className` (the box stays when the bar does not show).
 */
export function ScreenShare({ show = true, className }: { show?: boolean; className?: string }) {
  const { post } = usePostScreen()
  const bar = show ? <ShareBar post={post} /> : null
  return className ? <div className={className}>{bar}</div> : bar
}
