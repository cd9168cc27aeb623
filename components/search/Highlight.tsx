import { keywordSegments } from '@/components/search/keyword-segments'

export interface HighlightProps {
  text: string
  /** The searched words; without them the text shows as it is. */
  keyword?: string | null
  /** Each mark's look: the one styled element, so a plain className (the kit's slot rule). */
  className?: string
}

/** Text with each occurrence of the searched keyword marked (docs/behaviour.md §2: search hits are highlighted). */
export function Highlight({ text, keyword, className: markClassName = 'bg-transparent text-inherit underline decoration-red-500 decoration-dashed decoration-2 underline-offset-4' }: HighlightProps) {
  if (!keyword) return <>{text}</>
  return (
    <>
      {keywordSegments(text, keyword).map((segment, i) =>
        segment.match ? (
          <mark key={i} className={markClassName}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        )
      )}
    </>
  )
}
