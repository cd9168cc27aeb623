import { useGlobal } from '@/components/site/context'
import { BeiAn } from './BeiAn'
import { Copyright } from './Copyright'
import { PoweredBy } from './PoweredBy'
import { VisitCounters } from './VisitCounters'

/**
 * A footer's small print as inline pieces for the theme to lay out: © years and author, the filing
 * number, the visit counters, then the site's title and the credit.
 */
export function SiteCredits({ linkClassName, titleClassName }: { linkClassName?: string; titleClassName?: string }) {
  const { config, site } = useGlobal()
  return (
    <>
      <Copyright linkClassName={linkClassName} />
      <BeiAn />
      <VisitCounters />
      <span className={titleClassName}>
        {config.TITLE || site.siteInfo.title} · <PoweredBy />
      </span>
    </>
  )
}
