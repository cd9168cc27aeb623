import type { ArchiveGroup } from '@/lib/site/page-props'

export interface ArchiveYear {
  /** `2026` */
  year: string
  /** The year's month groups, in the archive's order. */
  months: ArchiveGroup[]
  /** Posts in the year. */
  count: number
}

/** Month groups (`2026-08`) gathered under their years, keeping the archive's order (newest first). */
export function archiveYears(archive: readonly ArchiveGroup[]): ArchiveYear[] {
  const years: ArchiveYear[] = []
  for (const group of archive) {
    const year = group.title.slice(0, 4)
    let last = years[years.length - 1]
    if (!last || last.year !== year) years.push((last = { year, months: [], count: 0 }))
    last.months.push(group)
    last.count += group.posts.length
  }
  return years
}
