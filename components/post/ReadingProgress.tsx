import type { RefObject } from 'react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { useReadingProgress } from './use-reading-progress'
import type { Slots } from '../slots'

export interface ReadingProgressProps {
  /** The article being read; the whole page without one. */
  target?: RefObject<HTMLElement | null>
  /** Also print the percentage beside the bar. */
  showPercent?: boolean
  /** `root`: the track (position, height, background); `bar`: the filled part's colour; `percent`: the printed percentage. */
  classNames?: Slots<'root' | 'bar' | 'percent'>
}

/** How far the visitor has read, as a bar (and a percentage): above a contents card, across the top of a page. */
export function ReadingProgress({
  target,
  showPercent = false,
  classNames = {}
}: ReadingProgressProps) {
  const { root: className = 'h-1 w-full bg-gray-200 dark:bg-gray-800', bar: barClassName = 'bg-blue-600 dark:bg-blue-400', percent: percentClassName = 'text-xs tabular-nums' } = classNames
  const { t } = useGlobal()
  const percent = useReadingProgress(target)
  const bar = (
    <div role="progressbar" aria-label={t.KIT.READING_PROGRESS} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className={cx('overflow-hidden', className)}>
      <div className={cx('h-full origin-left transition-transform duration-150', barClassName)} style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  )
  if (!showPercent) return bar
  return (
    <div className="flex items-center gap-2">
      <div className="min-w-0 flex-1">{bar}</div>
      <span className={percentClassName} aria-hidden="true">
        {percent}%
      </span>
    </div>
  )
}
