import type { SimpleBlock } from '@/lib/notion/render/simple-blocks'
import { SimpleBlocks } from '../notion/SimpleBlocks'

export interface SimpleNoticeProps {
  blocks: SimpleBlock[]
  title: string
  className?: string
  titleClassName?: string
}

/** A notice of plain text, headings and lists, drawn as HTML (Announcement keeps it static). */
export function SimpleNotice({ blocks, title, className, titleClassName }: SimpleNoticeProps) {
  return (
    <section aria-label={title} className={className}>
      <h2 className={titleClassName}>{title}</h2>
      <SimpleBlocks blocks={blocks} className="text-sm leading-relaxed" />
    </section>
  )
}
