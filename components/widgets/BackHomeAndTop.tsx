import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { BackToTop } from './BackToTop'
import { SiteLink } from '../nav/SiteLink'

export interface BackHomeAndTopProps {
  /** The row: its place and type. */
  className?: string
  /** Both links' look (hover colours). */
  linkClassName?: string
}

/** The row that ends a quiet post: "← Back home" at one end, "Back to top" at the other. */
export function BackHomeAndTop({ className = 'flex justify-between text-sm', linkClassName }: BackHomeAndTopProps) {
  const { t } = useGlobal()
  return (
    <div className={className}>
      <SiteLink href="/" className={linkClassName}>
        ← {t.COMMON.BACK_HOME}
      </SiteLink>
      <BackToTop showLabel className={cx('inline-flex items-center gap-1', linkClassName)} iconClassName="size-4" />
    </div>
  )
}
