import { lazy, Suspense, useMemo } from 'react'
import { useGlobal } from '@/lib/global/context'
import type { PostDetail } from '@/lib/site/types'
import { configuredCommentSystems, showComments } from '@/lib/ui/comment-systems'
import { isSearchBot } from '@/lib/ui/is-search-bot'
import { useHydrated } from './use-hydrated'

// Browser-only: the server cannot know whether a bot is reading, and no comment code belongs in
// the first load.
const CommentSection = lazy(() => import('./comments/CommentSection').then((m) => ({ default: m.CommentSection })))

export interface CommentsProps {
  post: Pick<PostDetail, 'id' | 'title' | 'comment' | 'href'>
  className?: string
}

/**
 * The comment area of a post (spec §4): a loading line until it scrolls into view, then every
 * configured system, each loading its own code. Nothing for search-engine bots (Googlebot,
 * bingbot, Baidu), for posts whose front matter says `comment: Hide`, or when no system is
 * configured. A `?target=comment` link scrolls to it after a second.
 */
export function Comments(props: CommentsProps) {
  const hydrated = useHydrated()
  const { config } = useGlobal()
  const systems = useMemo(() => configuredCommentSystems(config), [config])
  // Decided here, before the section's chunk is fetched: a site without comments, a hidden post or a bot loads none.
  if (!hydrated || !showComments({ systems, frontMatterComment: props.post.comment, userAgent: navigator.userAgent }, isSearchBot)) return null
  return (
    <Suspense fallback={null}>
      <CommentSection {...props} systems={systems} />
    </Suspense>
  )
}
