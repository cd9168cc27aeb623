import { lazy, Suspense } from 'react'
import type { PostDetail } from '@/lib/site/types'
import { useCommentSystems } from './use-comment-systems'

// Browser-only: the server cannot know whether a bot is reading, and no comment code belongs in
// the first load.
const CommentSection = lazy(() => import('./Comments.lazy').then((m) => ({ default: m.CommentSection })))

export interface CommentsProps {
  post: Pick<PostDetail, 'id' | 'title' | 'comment' | 'href'>
  className?: string
}

/**
 * The comment area of a post (docs/behaviour.md §4): a loading line until it scrolls into view, then every
 * configured system, each loading its own code. Nothing for search-engine bots (Googlebot,
 * bingbot, Baidu), for posts whose front matter says `comment: Hide`, or when no system is
 * configured. A `?target=comment` link scrolls to it after a second.
 */
export function Comments(props: CommentsProps) {
  // Decided here, before the section's chunk is fetched: a site without comments, a hidden post or a bot loads none.
  const systems = useCommentSystems(props.post)
  if (!systems) return null
  return (
    <Suspense fallback={null}>
      <CommentSection {...props} systems={systems} />
    </Suspense>
  )
}
