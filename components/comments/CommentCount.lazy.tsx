import { useEffect, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import { CommentIcon } from '@/components/site/Icons'
import { loadTwikoo, parseTwikooCounts } from './twikoo'

interface Batch {
  urls: Set<string>
  counts: Promise<Map<string, number>>
}

/**
 * How long a batch gathers paths before it asks. The cards of a list hydrate a few at a time, in
 * separate tasks (each count is its own Suspense boundary), so asking at the next task made one call
 * for the first cards and one more for each later card (measured on medium's home: 7, then 1 ×5).
 */
const GATHER_MS = 150

/** The batch still gathering paths, per Twikoo environment and script. */
const gathering = new Map<string, Batch>()
/** Every count asked for this page life, by environment, script and path: a card drawn again asks no more. */
const asked = new Map<string, Promise<number | undefined>>()

/**
 * A post's comment count. The counts a list draws are asked for together: the cards that mount
 * within GATHER_MS share one `getCommentsCount` call for all their paths. A failed call is logged
 * once and every card of it gets no count.
 */
function commentCount(envId: string, scriptUrl: string, url: string): Promise<number | undefined> {
  const key = `${envId}\n${scriptUrl}`
  const known = asked.get(`${key}\n${url}`)
  if (known) return known
  let batch = gathering.get(key)
  if (!batch) {
    const urls = new Set<string>()
    const counts = new Promise((resolve) => setTimeout(resolve, GATHER_MS))
      .then(async () => {
        gathering.delete(key)
        const twikoo = await loadTwikoo(scriptUrl)
        return parseTwikooCounts(await twikoo.getCommentsCount({ envId, urls: [...urls], includeReply: false }))
      })
      .catch((error: unknown) => {
        console.warn('Twikoo comment counts did not load:', error)
        return new Map<string, number>()
      })
    batch = { urls, counts }
    gathering.set(key, batch)
  }
  batch.urls.add(url)
  const count = batch.counts.then((counts) => counts.get(url))
  asked.set(`${key}\n${url}`, count)
  return count
}

/**
 * The number of a post's comments in Twikoo (COMMENT_TWIKOO_COUNT_ENABLE), asked for once the list
 * is drawn. Until it is known (and when it never is) the field stays invisible in the room it
 * keeps (`data-pending` marks it then). Its speech-bubble icon comes with
 * it (`iconClassName`, the line's icon slot), so a theme that shows counts imports no icon for them
 * and a site without counts loads none.
 */
export function CommentCount({ href, iconClassName }: { href: string; iconClassName?: string }) {
  const { config, t } = useGlobal()
  const [count, setCount] = useState<number>()
  const envId = config.COMMENT_TWIKOO_ENV_ID
  const scriptUrl = config.COMMENT_TWIKOO_CDN_URL
  useEffect(() => {
    let current = true
    void commentCount(envId, scriptUrl, href).then((value) => {
      if (current) setCount(value)
    })
    return () => {
      current = false
    }
  }, [envId, scriptUrl, href])
  return (
    // `contents`: the icon and the number stay items of the meta field's own flex box; the
    // visibility this box sets still passes down to them.
    <span data-pending={count === undefined ? '' : undefined} className={count === undefined ? 'invisible contents' : 'contents'}>
      <CommentIcon aria-hidden="true" className={iconClassName} />
      <span title={t.COMMENT.TITLE} className="inline-block min-w-[2ch] tabular-nums">
        {count ?? 0}
      </span>
    </span>
  )
}
