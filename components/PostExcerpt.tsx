import { useGlobal } from '@/lib/global/context'

/** A post's summary in a list, cut after POST_PREVIEW_LINES lines (spec §9: 6). */
export function PostExcerpt({ summary, className = 'text-gray-700 dark:text-gray-300' }: { summary: string; className?: string }) {
  const { config } = useGlobal()
  if (!summary) return null
  return (
    <p
      className={className}
      style={{ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: config.POST_PREVIEW_LINES, overflow: 'hidden' }}
    >
      {summary}
    </p>
  )
}
