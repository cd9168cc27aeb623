import { useGlobal } from '@/components/site/context'
import type { PostLink } from '@/lib/site/types'
import { cx } from '@/components/cx'
import type { Slots } from '../slots'
import { ChevronLeftIcon, ChevronRightIcon } from '../site/Icons'
import { SiteLink } from '../nav/SiteLink'

export interface PostNavProps {
  prev: PostLink | null
  next: PostLink | null
  /**
   * `cards`: two boxes, each with its label over the title; `links`: one row of plain title links
   * at either end, each with an angle (the label read to screen readers only).
   */
  variant?: 'cards' | 'links'
  /** `root`: the nav; `link`: each of the two links. */
  classNames?: Slots<'root' | 'link'>
}

/** Links to the previous and next posts; nothing when there are neither. */
export function PostNav({ prev, next, variant = 'cards', classNames = {} }: PostNavProps) {
  const {
    root: className,
    link: linkClassName = variant === 'cards'
      ? 'flex flex-col gap-1 rounded-md border border-gray-200 p-3 hover:border-gray-400 dark:border-gray-700 dark:hover:border-gray-500'
      : 'flex min-w-0 items-center gap-1 hover:underline'
  } = classNames
  const { t } = useGlobal()
  if (!prev && !next) return null
  const label = `${t.COMMON.PREV_POST} / ${t.COMMON.NEXT_POST}`
  if (variant === 'links') {
    return (
      <nav aria-label={label} className={cx('flex flex-wrap justify-between gap-4', className)}>
        {prev ? (
          <SiteLink href={prev.href} rel="prev" className={linkClassName}>
            <ChevronLeftIcon className="size-4 shrink-0" />
            <span className="sr-only">{t.COMMON.PREV_POST}: </span>
            <span className="truncate">{prev.title}</span>
          </SiteLink>
        ) : (
          <span />
        )}
        {next && (
          <SiteLink href={next.href} rel="next" className={cx('ml-auto', linkClassName)}>
            <span className="sr-only">{t.COMMON.NEXT_POST}: </span>
            <span className="truncate">{next.title}</span>
            <ChevronRightIcon className="size-4 shrink-0" />
          </SiteLink>
        )}
      </nav>
    )
  }
  return (
    <nav aria-label={label} className={cx('grid gap-3 sm:grid-cols-2', className)}>
      {prev ? (
        <SiteLink href={prev.href} rel="prev" className={linkClassName}>
          <span className="text-xs text-gray-600 dark:text-gray-400">← {t.COMMON.PREV_POST}</span>
          <span className="font-medium">{prev.title}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next && (
        <SiteLink href={next.href} rel="next" className={cx(linkClassName, 'sm:text-right')}>
          <span className="text-xs text-gray-600 dark:text-gray-400">{t.COMMON.NEXT_POST} →</span>
          <span className="font-medium">{next.title}</span>
        </SiteLink>
      )}
    </nav>
  )
}
