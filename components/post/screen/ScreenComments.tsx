import { Comments } from '@/components/comments/Comments'
import { usePostScreen } from './PostScreen'

/** The comments (Comments decides which systems, and hides them for bots and `comment: Hide`). */
export function ScreenComments({ className }: { className?: string }) {
  return <Comments post={usePostScreen().post} className={className} />
}
