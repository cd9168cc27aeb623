import { useGlobal } from '@/lib/global/context'
import { useUnlock } from '@/lib/lock/unlock-context'
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
   * Checks a locked post's password. By default the page's UnlockablePost does (it decrypts the
   * sealed content); without either every attempt fails, so a locked post never shows content it
   * was not sent.
   */
  onUnlock?: (password: string) => Promise<boolean>
  className?: string
  lockClassName?: string
}

const refuse = async () => false

/** A post's article: its blocks, or the password form while it is locked. */
export function PostBody({ post, linkedPosts, onUnlock, className, lockClassName }: PostBodyProps) {
  const { t } = useGlobal()
  const lock = useUnlock()
  if (post.lock && !post.recordMap) return <ArticleLock onSubmit={onUnlock ?? lock?.unlock ?? refuse} className={lockClassName} />
  if (!post.recordMap) return null
  return (
    <div id="article-body" className={className}>
      {post.lock && lock?.status === 'unlocked' && (
        <p role="status" className="mb-4 text-sm text-green-700 dark:text-green-400">
          {t.LOCK.UNLOCKED}
        </p>
      )}
      <NotionPage recordMap={post.recordMap} posts={linkedPosts} />
    </div>
  )
}
