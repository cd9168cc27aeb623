import { PostIcon } from '@/components/post/PostIcon'
import { usePostScreen } from './PostScreen'

/** The h1: the title (or "Untitled"), after the post's icon when `icon` is set. */
export function ScreenTitle({ className, icon = false }: { className?: string; icon?: boolean }) {
  const { post, title } = usePostScreen()
  return (
    <h1 className={className}>
      {icon && <PostIcon icon={post.pageIcon} />}
      {icon && ' '}
      {title}
    </h1>
  )
}
