import { useMemo } from 'react'
import { useGlobal } from '@/components/site/context'
import type { PostDetail } from '@/lib/site/types'
import { type CommentSystem, configuredCommentSystems, showComments } from '@/components/comments/comment-systems'
import { isSearchBot } from '@/components/comments/is-search-bot'
import { useHydrated } from '../hooks/use-hydrated'

/**
 * The comment systems a post shows (docs/behaviour.md §4), or null when it shows none: no system configured,
 * `comment: Hide` in its front matter, a search-engine bot reading, no post, or before hydration
 * (the server cannot know who reads). The comment area and the jump-to-comments buttons agree.
 */
export function useCommentSystems(post: Pick<PostDetail, 'comment'> | null | undefined): CommentSystem[] | null {
  const hydrated = useHydrated()
  const { config } = useGlobal()
  const systems = useMemo(() => configuredCommentSystems(config), [config])
  if (!hydrated || !post) return null
  return showComments({ systems, frontMatterComment: post.comment, userAgent: navigator.userAgent }, isSearchBot) ? systems : null
}
