import { useEffect, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { loadTwikoo } from '@/components/comments/twikoo'
import type { RecentCommentSource } from '@/components/comments/recent-comment-source'
import { parseTwikooRecent, parseWalineRecent, type RecentComment, walineRecentUrl } from '@/components/comments/recent-comments'
import { SiteLink } from '../nav/SiteLink'
import type { Slots } from '../slots'

/** How many comments the card lists. */
export const RECENT_COMMENT_COUNT = 5

async function fetchRecent(source: RecentCommentSource): Promise<RecentComment[]> {
  if (source.kind === 'waline') {
    const response = await fetch(walineRecentUrl(source.serverUrl, RECENT_COMMENT_COUNT))
    if (!response.ok) throw new Error(`Waline answered ${response.status} for its recent comments`)
    return parseWalineRecent(await response.json())
  }
  const twikoo = await loadTwikoo(source.scriptUrl)
  return parseTwikooRecent(await twikoo.getRecentComments({ envId: source.envId, pageSize: RECENT_COMMENT_COUNT, includeReply: false }))
}

export interface RecentCommentsListProps {
  source: RecentCommentSource
  /** `root`: the list; `item`: each comment. */
  classNames?: Slots<'root' | 'item'>
}

/** The latest comments of the configured system, as links to where they were written. */
export function RecentCommentsList({ source, classNames = {} }: RecentCommentsListProps) {
  const { root: className = 'flex flex-col gap-3 text-sm', item: itemClassName } = classNames
  const { t } = useGlobal()
  const [state, setState] = useState<{ comments: RecentComment[] | null; failed: boolean }>({ comments: null, failed: false })
  const key = JSON.stringify(source)
  useEffect(() => {
    let current = true
    fetchRecent(JSON.parse(key) as RecentCommentSource).then(
      (comments) => current && setState({ comments, failed: false }),
      (error: unknown) => {
        console.warn('[recent comments]', error)
        if (current) setState({ comments: [], failed: true })
      }
    )
    return () => {
      current = false
    }
  }, [key])
  if (!state.comments) return <p className="text-sm opacity-80">{t.KIT.LOADING_COMMENTS}</p>
  if (state.comments.length === 0) return state.failed ? null : <p className="text-sm opacity-80">{t.KIT.NO_COMMENTS}</p>
  return (
    <ul className={className}>
      {state.comments.map((comment) => (
        <li key={comment.id} className={cx('flex flex-col gap-0.5', itemClassName)}>
          <SiteLink href={comment.href} className="line-clamp-2 hover:underline">
            {comment.text}
          </SiteLink>
          <span className="text-xs opacity-80">{comment.author}</span>
        </li>
      ))}
    </ul>
  )
}
