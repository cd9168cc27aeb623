import { StaticPostNav } from '@/components/post/StaticPostNav'
import type { Slots } from '@/components/slots'
import { usePostScreen } from './PostScreen'

/** The previous and next posts, on a post of type Post when the theme's setting (`show`) is on. */
export function ScreenNeighbours({ show = true, variant, classNames = {} }: { show?: boolean; variant?: 'cards' | 'links'; classNames?: Slots<'root' | 'link'> }) {
  const { prev, next, isPost } = usePostScreen()
  if (!isPost || !show) return null
  return <StaticPostNav prev={prev} next={next} variant={variant} classNames={classNames} />
}
