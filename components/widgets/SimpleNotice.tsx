import type { SimpleBlock } from '@/lib/notion/render/simple-blocks'
import { SimpleBlocks } from '../notion/SimpleBlocks'
import type { Slots } from '../slots'

export interface SimpleNoticeProps {
  blocks: SimpleBlock[]
  title: string
  /** `root`: the section; `title`: its heading. */
  classNames?: Slots<'root' | 'title'>
}

/** A notice of plain text, headings and lists, drawn as HTML (Announcement keeps it static). */
export function SimpleNotice({ blocks, title, classNames = {} }: SimpleNoticeProps) {
  const { root: className, title: titleClassName } = classNames
  return (
    <section aria-label={title} className={className}>
      <h2 className={titleClassName}>{title}</h2>
      <SimpleBlocks blocks={blocks} className="text-sm leading-relaxed" />
    </section>
  )
}
