import { useGlobal } from '@/components/site/context'
import { readingMinutes } from '@/components/post/reading-minutes'
import { cx } from '@/components/cx'

/** "1,234 words · 6 min read" for a post; nothing while it is locked (its length is not known). */
export function ReadingTime({ wordCount, className }: { wordCount: number; className?: string }) {
  const { t, locale } = useGlobal()
  if (wordCount <= 0) return null
  const count = new Intl.NumberFormat(locale).format(wordCount)
  return (
    <span className={cx('inline-flex flex-wrap gap-x-2', className)}>
      <span>{t.KIT.WORD_COUNT.replace('{count}', count)}</span>
      <span aria-hidden="true">·</span>
      <span>{t.KIT.READING_TIME.replace('{minutes}', String(readingMinutes(wordCount)))}</span>
    </span>
  )
}
