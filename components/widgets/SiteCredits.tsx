import { useGlobal } from '@/components/site/context'
import { BeiAn } from './BeiAn'
import { Copyright } from './Copyright'
import { PoweredBy } from './PoweredBy'
import { VisitCounters } from './VisitCounters'
import type { Slots } from '../slots'

/**
 * A footer's small print as inline pieces for the theme to lay out: © years and author, the filing
 * number, the visit counters, then the site's title and the credit.
 */
export function SiteCredits({ classNames = {} }: { /** `link`: the author's link; `title`: the site's title. */ classNames?: Slots<'link' | 'title'> }) {
  const { link: linkClassName, title: titleClassName } = classNames
  const { config, site } = useGlobal()
  return (
    <>
      <Copyright classNames={{ link: linkClassName }} />
      <BeiAn />
      <VisitCounters />
      <span className={titleClassName}>
        {config.TITLE || site.siteInfo.title} · <PoweredBy />
      </span>
    </>
  )
}
