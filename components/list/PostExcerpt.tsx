import { useGlobal } from '@/components/site/context'
import { Highlight } from '../search/Highlight'

export interface PostExcerptProps {
  summary: string
  /** Searched words to mark in it. */
  keyword?: string
  /** Lines before the cut; POST_PREVIEW_LINES (docs/behaviour.md §9: 6) unless a card is smaller. */
  lines?: number
  className?: string
}

/** A post's summary in a list, cut after a number of lines. */
export function PostExcerpt({ summary, keyword, lines, className = 'text-gray-700 dark:text-gray-300' }: PostExcerptProps) {
  const { config } = useGlobal()
  if (!summary) return null
  return (
    <p
      className={className}
      style={{ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines ?? config.POST_PREVIEW_LINES, overflow: 'hidden' }}
    >
      <Highlight text={summary} keyword={keyword} />
    </p>
  )
}
