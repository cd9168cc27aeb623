import type { PostDetail, PostSummary } from '@/lib/site/types'
import { ArticleLock } from './ArticleLock'
import { lazyPart } from './lazy-part'

// Its own chunk (rendered on the server all the same), so the list pages of a theme never load
// the Notion renderer its post layout uses.
const NotionPage = lazyPart(() => import('./NotionPage').then((m) => m.NotionPage))

export interface PostBodyProps {
  post: PostDetail
  /** Posts the body may link to (neighbours, recommendations, latest), so links use their hrefs. */
  linkedPosts?: ReadonlyArray<Pick<PostSummary, 'id' | 'href'>>
  /**
   * Checks a locked post's password. Until the unlock flow exists every attempt fails, so a
   * locked post never shows content it was not sent.
   */
  onUnlock?: (password: string) => Promise<boolean>
  className?: string
  lockClassName?: string
}

const refuse = async () => false

/** A post's article: its blocks, or the password form while it is locked. */
export function PostBody({ post, linkedPosts, onUnlock = refuse, className, lockClassName }: PostBodyProps) {
  if (post.lock && !post.recordMap) return <ArticleLock onSubmit={onUnlock} className={lockClassName} />
  if (!post.recordMap) return null
  return (
    <div id="article-body" className={className}>
      <NotionPage recordMap={post.recordMap} posts={linkedPosts} />
    </div>
  )
}
