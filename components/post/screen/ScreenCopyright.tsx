import { StaticPostCopyright } from '@/components/post/StaticPostCopyright'
import type { Slots } from '@/components/slots'
import { usePostScreen } from './PostScreen'

/** The copyright box, on a post of type Post when the theme's setting (`show`) is on. */
export function ScreenCopyright({ show = true, classNames = {} }: { show?: boolean; classNames?: Slots<'root' | 'link'> }) {
  const { post, isPost } = usePostScreen()
  if (!isPost || !show) return null
  return <StaticPostCopyright post={post} classNames={classNames} />
}
