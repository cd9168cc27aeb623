import { PostBody } from '@/components/post/PostBody'
import { usePostScreen } from './PostScreen'

/** The Notion body, or the password form while the post is locked; in a box of its own when given a `className`. */
export function ScreenBody({ className }: { className?: string }) {
  const { post, linkedPosts } = usePostScreen()
  const body = <PostBody post={post} linkedPosts={linkedPosts} />
  return className ? <div className={className}>{body}</div> : body
}
