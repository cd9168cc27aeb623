import { StaticTagList } from '@/components/list/StaticTagList'
import type { Slots } from '@/components/slots'
import { usePostScreen } from './PostScreen'

/** The post's tag chips; nothing for a post without tags, or when the theme's setting (`show`) is off. */
export function ScreenTags({ show = true, classNames = {} }: { show?: boolean; classNames?: Slots<'root' | 'chip'> }) {
  const { post } = usePostScreen()
  if (!show || post.tagItems.length === 0) return null
  return <StaticTagList tags={post.tagItems} classNames={classNames} />
}
