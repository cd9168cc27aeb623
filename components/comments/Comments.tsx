import type { CommentsProps } from './Comments.lazy'
import { lazyPart } from '../loading/lazy-part'
import { useCommentSystems } from './use-comment-systems'

export type { CommentsProps } from './Comments.lazy'

// Browser-only: the server cannot know whether a bot is reading, and no comment code belongs in
// the first load.
const CommentSection = lazyPart(() => import('./Comments.lazy').then((m) => m.CommentSection))

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
  return <CommentSection {...props} systems={systems} />
}
