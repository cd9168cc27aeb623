import { ShareBar } from '@/components/share/ShareBar'
import type { Slots } from '@/components/slots'
import { usePostScreen } from './PostScreen'

/**
 * The share bar: on a post of type Post with ENABLE_SHARE on (ShareBar decides), and the theme's
 * `show`; in a box of its own when given a `className` (the box stays when the bar does not show).
 * `classNames` styles the bar and its buttons (ShareButtons: `root`, `button`).
 */
export function ScreenShare({ show = true, className, classNames }: { show?: boolean; className?: string; classNames?: Slots<'root' | 'button'> }) {
  const { post } = usePostScreen()
  const bar = show ? <ShareBar post={post} classNames={classNames} /> : null
  return className ? <div className={className}>{bar}</div> : bar
}
