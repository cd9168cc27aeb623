import { useGlobal } from '@/components/site/context'
import { useUnlock } from '@/components/post/unlock-context'
import type { PostDetail, PostSummary } from '@/lib/site/types'
import { Suspense, useMemo, useState } from 'react'
import { canStayServerHtml, readServerIsland } from '@/lib/notion/render/notion-island'
import { notionParts } from '@/lib/notion/render/notion-parts'
import { lazyPart } from '../loading/lazy-part'
import { NotionServerBody } from '../notion/NotionServerBody'
import type { Slots } from '../slots'

// Its own chunk (rendered on the server all the same), so the list pages of a theme never load
// the Notion renderer its post layout uses.
const NotionPage = lazyPart(() => import('../notion/NotionPage').then((m) => m.NotionPage))
/** The password form, only on locked posts: an open post never loads it. */
const ArticleLock = lazyPart(() => import('./ArticleLock').then((m) => m.ArticleLock))

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
  /** `root`: the article; `lock`: the password form of a locked post. */
  classNames?: Slots<'root' | 'lock'>
}

const refuse = async () => false

/**
 * A post's article: its blocks, or the password form while it is locked. When the page arrives
 * from the server and its blocks need no script (no code, math, database or PDF), the body stays
 * the server's HTML and the browser never loads the Notion renderer; after a client-side
 * navigation, or an unlock, the renderer draws it.
 */
export function PostBody({ post, linkedPosts, onUnlock, classNames = {} }: PostBodyProps) {
  const { root: className, lock: lockClassName } = classNames
  const { t } = useGlobal()
  const lock = useUnlock()
  const recordMap = post.recordMap
  const pageId = recordMap ? (Object.keys(recordMap.block)[0] ?? '') : ''
  const parts = useMemo(() => notionParts(recordMap, pageId), [recordMap, pageId])
  // Decided on the first render, when the island is in the document only if the server drew this
  // page. Kept with its page id: the router reuses this component for the next post of the same
  // route, whose body it must render, not keep.
  const [first] = useState(() => ({ pageId, html: recordMap && canStayServerHtml(parts) ? readServerIsland(pageId) : null }))
  const serverHtml = first.pageId === pageId ? first.html : null
  if (post.lock && !recordMap) return <ArticleLock onSubmit={onUnlock ?? lock?.unlock ?? refuse} classNames={{ root: lockClassName }} />
  if (!recordMap) return null
  return (
    <div id="article-body" className={className}>
      {post.lock && lock?.status === 'unlocked' && (
        <p role="status" className="mb-4 text-sm text-green-700 dark:text-green-400">
          {t.LOCK.UNLOCKED}
        </p>
      )}
      {serverHtml !== null ? (
        // In the same Suspense boundary the lazy NotionPage had on the server, so hydration lines up.
        <Suspense fallback={null}>
          <NotionServerBody pageId={pageId} html={serverHtml} images={parts.image} />
        </Suspense>
      ) : (
        <NotionPage recordMap={recordMap} posts={linkedPosts} />
      )}
    </div>
  )
}
