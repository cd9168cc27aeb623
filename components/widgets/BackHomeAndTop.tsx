import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { BackToTop } from './BackToTop'
import { SiteLink } from '../nav/SiteLink'
import type { Slots } from '../slots'

export interface BackHomeAndTopProps {
  /** `root`: the row, its place and type; `link`: both links' look (hover colours). */
  classNames?: Slots<'root' | 'link'>
}

/** The row that ends a quiet post: "← Back home" at one end, "Back to top" at the other. */
export function BackHomeAndTop({ classNames = {} }: BackHomeAndTopProps) {
  const { root: className = 'flex justify-between text-sm', link: linkClassName } = classNames
  const { t } = useGlobal()
  return (
    <div className={className}>
      <SiteLink href="/" className={linkClassName}>
        ← {t.COMMON.BACK_HOME}
      </SiteLink>
      <BackToTop showLabel classNames={{ root: cx('inline-flex items-center gap-1', linkClassName), icon: 'size-4' }} />
    </div>
  )
}
