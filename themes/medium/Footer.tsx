import { Heart } from 'lucide-react'
import { BeiAn } from '@/components/widgets/BeiAn'
import { Copyright } from '@/components/widgets/Copyright'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { SiteLink } from '@/components/nav/SiteLink'
import { VisitCounters } from '@/components/widgets/VisitCounters'
import { useGlobal } from '@/components/site/context'

/**
 * Medium's footer, as its reference has it: the dark-mode button; a heart between the copyright
 * years and the author's link; the site's title (home) with its version; filing number and counters.
 */
export function Footer() {
  const { config, site, t } = useGlobal()
  return (
    <footer className="flex flex-col items-center gap-2 border-t border-gray-200 px-4 py-8 text-center text-sm text-gray-600 dark:border-gray-800 dark:text-gray-400">
      <DarkModeButton classNames={{ root: 'rounded-full p-2 hover:bg-gray-100 dark:hover:bg-gray-800', icon: 'h-5 w-5' }} />
      <p className="flex flex-wrap items-center justify-center gap-x-1.5">
        <Heart aria-hidden="true" className="h-3.5 w-3.5 fill-red-500 text-red-500" />
        <Copyright classNames={{ link: 'font-semibold text-gray-800 hover:underline dark:text-gray-200' }} />
      </p>
      <p>
        <SiteLink href="/" className="hover:underline">
          {config.TITLE || site.siteInfo.title}
        </SiteLink>{' '}
        · {t.COMMON.VERSION} {config.VERSION}
      </p>
      <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 empty:hidden">
        <BeiAn />
        <VisitCounters />
      </p>
    </footer>
  )
}
