import { useEffect, useMemo } from 'react'
import { useRouter } from 'next/router'
import { readStored, useStoredValue, writeStored } from '@/components/site/use-stored-value'
import { useGlobal } from '@/components/site/context'
import { useHydrated } from '../hooks/use-hydrated'
import { bareHref } from '@/lib/site/nav-tree'
import { isUnread, markRead, parseReadTimes } from '@/components/list/unread-posts'

/** The localStorage key of the read times. */
export const READ_TIMES_KEY = 'quire:read-times'

/**
 * Red-dot marks for a navigation tree: records when the reader opens each page, and tells which of
 * the site's latest posts were edited since this reader last opened them. Off: nothing recorded, nothing marked.
 */
export function useUnreadPosts(on: boolean): (post: { href: string; lastEditedDate: number }) => boolean {
  const router = useRouter()
  const { site } = useGlobal()
  const path = bareHref(router.asPath)
  const stored = useStoredValue(READ_TIMES_KEY)
  const hydrated = useHydrated()
  useEffect(() => {
    if (!on || !site.latestPosts.some((post) => post.href === path)) return
    writeStored(READ_TIMES_KEY, JSON.stringify(markRead(parseReadTimes(readStored(READ_TIMES_KEY)), path, Date.now())))
  }, [on, path, site.latestPosts])
  const latest = useMemo(() => new Set(site.latestPosts.map((post) => post.href)), [site.latestPosts])
  const times = useMemo(() => parseReadTimes(stored), [stored])
  // Until the stored times are read (server, hydration) nothing is marked, so both draw the same.
  return (post) => on && hydrated && isUnread(post, latest, times)
}
