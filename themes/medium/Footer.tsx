import { BeiAn } from '@/components/widgets/BeiAn'
import { Copyright } from '@/components/widgets/Copyright'
import { VisitCounters } from '@/components/widgets/VisitCounters'
import { useGlobal } from '@/components/site/context'

/** Copyright years and author, filing number, visit counters, site title and version. */
export function Footer() {
  const { config, site, t } = useGlobal()
  return (
    <footer className="border-t border-gray-200 px-4 py-8 text-center text-sm text-gray-600 dark:border-gray-800 dark:text-gray-400">
      <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
        <Copyright />
        <BeiAn />
        <VisitCounters />
      </p>
      <p className="mt-1">
        {config.TITLE || site.siteInfo.title} · {t.COMMON.VERSION} {config.VERSION}
      </p>
    </footer>
  )
}
