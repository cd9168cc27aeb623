import type { ReactNode } from 'react'
import { cx } from '@/components/cx'
import type { Slots } from '../slots'

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

export interface MarketingSectionProps extends Omit<SectionHeaderProps, 'classNames' | 'headingLevel' | 'id'> {
  /** The title's id: the section is named by its title. */
  id: string
  /** The section's own id, for in-page links (`/#pricing`). */
  anchor?: string
  /** `root`: the band; `inner`: its column; `header` and its parts: SectionHeader's `root`, `eyebrow`, `title`, `text`. */
  classNames?: Slots<'root' | 'inner' | 'header' | Exclude<SectionHeaderSlot, 'root'>>
  children: ReactNode
}

/** A marketing page's band: its column, the section's header (label, title, paragraph), then its content. */
export function MarketingSection({ id, anchor, eyebrow, title, text, classNames = {}, children }: MarketingSectionProps) {
  const { root, inner, header, ...headerParts } = classNames
  return (
    <section id={anchor} aria-labelledby={id} className={root}>
      <div className={inner}>
        <SectionHeader id={id} eyebrow={eyebrow} title={title} text={text} classNames={{ ...headerParts, root: header }} />
        {children}
      </div>
    </section>
  )
}
