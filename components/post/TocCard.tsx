import { useGlobal } from '@/components/site/context'
import type { TocItem } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { StaticTableOfContents } from '@/components/post/StaticTableOfContents'
import { ReadingProgress } from './ReadingProgress'

export type TocCardSlot = 'root' | 'title' | 'progress' | 'bar' | 'percent' | 'list' | 'item' | 'active'

export interface TocCardProps {
  toc: readonly TocItem[]
  /** The card's heading; null draws none (a tab already names it). Defaults to the localized "Catalogue". */
  title?: string | null
  classNames?: Partial<Record<TocCardSlot, string>>
}

/**
 * The catalogue as a sidebar card: a reading-progress bar with its percentage above the post's
 * table of contents (scroll-spy in its own chunk). Nothing under TOC_MIN_ITEMS headings, so the
 * bar never shows over an empty card.
 */
export function TocCard({ toc, title, classNames = {} }: TocCardProps) {
  const { t, config } = useGlobal()
  if (toc.length < config.TOC_MIN_ITEMS) return null
  const heading = title === undefined ? t.KIT.CATALOGUE : title
  return (
    <section aria-label={heading ?? t.COMMON.TABLE_OF_CONTENTS} className={cx('flex flex-col gap-3', classNames.root)}>
      {heading && <h2 className={cx('font-semibold', classNames.title)}>{heading}</h2>}
      <ReadingProgress showPercent classNames={{ root: classNames.progress, bar: classNames.bar, percent: classNames.percent }} />
      <StaticTableOfContents toc={toc} title={null} classNames={{ list: classNames.list, item: classNames.item, active: classNames.active }} />
    </section>
  )
}
