import { cx } from '@/components/cx'

export type SectionHeaderSlot = 'root' | 'eyebrow' | 'title' | 'text'

export interface SectionHeaderProps {
  /** The small label above the title ("Features"); none without. */
  eyebrow?: string
  title: string
  text?: string
  /** The title's id, for a section named by it (aria-labelledby). */
  id?: string
  headingLevel?: 1 | 2
  classNames?: Partial<Record<SectionHeaderSlot, string>>
}

/** The head of a marketing section: a small label, the title and a paragraph, each left out when empty. */
export function SectionHeader({ eyebrow, title, text, id, headingLevel = 2, classNames = {} }: SectionHeaderProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={cx('mx-auto max-w-3xl text-center', classNames.root)}>
      {eyebrow && <p className={cx('mb-2 font-semibold', classNames.eyebrow)}>{eyebrow}</p>}
      {title && (
        <Heading id={id} className={cx('text-3xl font-bold', classNames.title)}>
          {title}
        </Heading>
      )}
      {text && <p className={cx('mt-4 text-lg', classNames.text)}>{text}</p>}
    </div>
  )
}
