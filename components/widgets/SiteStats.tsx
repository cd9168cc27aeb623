import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { daysOnline } from '@/components/widgets/days-online'
import { SidebarCard } from './SidebarCard'
import { useHydrated } from '../hooks/use-hydrated'
import { useVisitCount } from './use-visit-count'
import type { Slots } from '../slots'

export interface SiteStatsProps {
  /** `root`: the card; `title`: its heading; `row`: each figure's row. */
  classNames?: Slots<'root' | 'title' | 'row'>
}

/**
 * The site-stats card of a sidebar: posts, days online since SINCE, and with the busuanzi counter
 * the site's visitors and views once it reports them. The days are counted in the browser, so a
 * page built days ago does not show a stale age (the server leaves the number out).
 */
export function SiteStats({ classNames = {} }: SiteStatsProps) {
  const { root: className, title: titleClassName, row: rowClassName = 'flex justify-between gap-4 py-0.5' } = classNames
  const { site, config, t } = useGlobal()
  const hydrated = useHydrated()
  const visitors = useVisitCount('site_uv')
  const views = useVisitCount('site_pv')
  const rows: Array<[string, string | number | undefined]> = [
    [t.COMMON.POST_COUNT, site.postCount],
    [t.KIT.RUNNING_DAYS, hydrated ? daysOnline(config.SINCE, new Date()) : undefined],
    ...(config.ANALYTICS_BUSUANZI_ENABLE
      ? ([
          [t.COMMON.SITE_VISITORS, visitors],
          [t.COMMON.SITE_VIEWS, views]
        ] as Array<[string, string | undefined]>)
      : [])
  ]
  return (
    <SidebarCard title={t.KIT.SITE_STATS} classNames={{ root: className, title: titleClassName }}>
      <dl className="text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className={cx(rowClassName)}>
            <dt>{label}</dt>
            <dd className="tabular-nums">{value ?? '…'}</dd>
          </div>
        ))}
      </dl>
    </SidebarCard>
  )
}
