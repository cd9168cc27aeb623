import { BeiAn } from '@/components/widgets/BeiAn'
import { Copyright } from '@/components/widgets/Copyright'
import { PoweredBy } from '@/components/widgets/PoweredBy'
import { VisitCounters } from '@/components/widgets/VisitCounters'
import { StaticContactLinks } from '@/components/widgets/StaticContactLinks'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'

/**
 * The bordered card at the foot of the tree (under the content on phones): contacts, © years and
 * author, filing number, counters, the site and its version. The page's footer landmark only
 * where it closes the page (phones), not inside the tree's column.
 */
export function FooterCard({ className, landmark = false }: { className?: string; landmark?: boolean }) {
  const { config, site, t } = useGlobal()
  const Tag = landmark ? 'footer' : 'div'
  return (
    <Tag className={cx('flex flex-col items-center gap-1 rounded-lg border border-gray-200 px-3 py-3 text-center text-xs text-gray-600 dark:border-neutral-800 dark:text-gray-400', className)}>
      <StaticContactLinks classNames={{ root: 'justify-center text-xs', link: 'hover:text-gray-900 dark:hover:text-white' }} />
      <Copyright classNames={{ link: 'font-medium hover:underline' }} />
      <BeiAn />
      <VisitCounters />
      <p>
        {config.TITLE || site.siteInfo.title} · {t.COMMON.VERSION} {config.VERSION}
      </p>
      <PoweredBy />
    </Tag>
  )
}
