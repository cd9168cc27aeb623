import { useGlobal } from '@/lib/global/context'
import type { PostLink } from '@/lib/site/types'
import { cx } from '@/lib/ui/cx'
import { SiteLink } from './SiteLink'

export interface PostNavProps {
  prev: PostLink | null
  next: PostLink | null
  className?: string
  linkClassName?: string
}

/** Links to the previous and next posts; nothing when there are neither. */
export function PostNav({
  prev,
  next,
  className,
  linkClassName = 'flex flex-col gap-1 rounded-md border border-gray-200 p-3 hover:border-gray-400 dark:border-gray-700 dark:hover:border-gray-500'
}: PostNavProps) {
  const { t } = useGlobal()
  if (!prev && !next) return null
  return (
    <nav aria-label={`${t.COMMON.PREV_POST} / ${t.COMMON.NEXT_POST}`} className={cx('grid gap-3 sm:grid-cols-2', className)}>
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
