import { cx } from '@/components/cx'
import type { FaqItem } from './types'

export type FaqListSlot = 'root' | 'item' | 'question' | 'mark' | 'answer'

export interface FaqListProps {
  items: readonly FaqItem[]
  /** Drawn before each question (a "?" square); none without. */
  mark?: string
  /** Every answer shown, not folded under its question. */
  open?: boolean
  classNames?: Partial<Record<FaqListSlot, string>>
}

/** Questions and answers: each question a <summary> the visitor opens, or all open. */
export function FaqList({ items, mark, open = false, classNames = {} }: FaqListProps) {
  if (items.length === 0) return null
  return (
    <div className={cx('grid gap-6 md:grid-cols-2', classNames.root)}>
      {items.map((item, index) => (
        <details key={`${item.question}-${index}`} open={open} className={cx('group', classNames.item)}>
          <summary className={cx('flex cursor-pointer list-none items-start gap-4 font-semibold [&::-webkit-details-marker]:hidden', classNames.question)}>
            {mark && (
              <span aria-hidden="true" className={cx('flex shrink-0 items-center justify-center', classNames.mark)}>
                {mark}
              </span>
            )}
            <span>{item.question}</span>
          </summary>
          <p className={cx('mt-3', classNames.answer)}>{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
