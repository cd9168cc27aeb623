import type { ArchiveGroup } from './page-props'
import { toPostSummary } from './to-post-summary'
import type { PostSummary } from './types'

/** The UTC month of a moment, `2026-08`: an archive month's title. */
export function monthOf(ms: number): string {
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 7) : '0000-00'
}

/**
 * Posts grouped by the UTC month of their publish date (`2026-08`), newest month first, newest
 * post first within a month (Notion order among posts of the same moment).
 */
export function groupArchive(posts: readonly PostSummary[]): ArchiveGroup[] {
  const sorted = [...posts].sort((a, b) => b.publishDate - a.publishDate)
  const groups = new Map<string, PostSummary[]>()
  for (const post of sorted) {
    const title = monthOf(post.publishDate)
    let group = groups.get(title)
    if (!group) groups.set(title, (group = []))
    group.push(toPostSummary(post))
  }
  return [...groups.entries()].map(([title, items]) => ({ title, posts: items }))
}
