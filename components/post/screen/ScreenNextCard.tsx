import { NextPostCard } from '@/components/post/NextPostCard'
import type { Slots } from '@/components/slots'
import { usePostScreen } from './PostScreen'

/** The "read next" card that slides in at the article's end, on a post of type Post when the theme's setting (`show`) is on. */
export function ScreenNextCard({ show = true, classNames = {} }: { show?: boolean; classNames?: Slots<'root' | 'label'> }) {
  const { next, isPost } = usePostScreen()
  if (!isPost || !show) return null
  return <NextPostCard next={next} classNames={classNames} />
}
