import { Heart } from 'lucide-react'
import { AdSlot } from '@/components/widgets/AdSlot'
import { BackToTop } from '@/components/widgets/BackToTop'
import { BeiAn } from '@/components/widgets/BeiAn'
import { Copyright } from '@/components/widgets/Copyright'
import { ListFilterProvider } from '@/components/list/ListFilter'
import { PoweredBy } from '@/components/widgets/PoweredBy'
import { ThemeShell } from '@/components/site/ThemeShell'
import { VisitCounters } from '@/components/widgets/VisitCounters'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import type { LayoutBaseProps } from '@/themes/types'
import { Header } from './Header'
import { Logo } from './Logo'
import { MenuCard } from './MenuCard'
import { useNavConfig } from './use-nav-config'

/** The small print: heart and ©, the site and version, filing number, counters, "Powered by". */
function SmallPrint({ className }: { className?: string }) {
  const { config, site, t } = useGlobal()
  return (
    <div className={cx('flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-600 dark:text-neutral-400', className)}>
      <Heart aria-hidden="true" className="h-3 w-3 fill-red-500 text-red-500" />
      <Copyright classNames={{ link: 'font-semibold hover:text-black dark:hover:text-white' }} />
      <span>
        {config.TITLE || site.siteInfo.title} {t.COMMON.VERSION} {config.VERSION}
      </span>
      <BeiAn />
      <VisitCounters />
      <PoweredBy />
    </div>
  )
}

/**
 * The frame of every nav page: the blurred top bar, the left column (208px: logo, the sticky menu
 * card, the small print at its foot) and the content, up to 1536px; on phones the small print
 * under the content.
 */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  const nav = useNavConfig()
  return (
    <ThemeShell props={props} enter="none" classNames={{ root: 'min-h-screen bg-[#fbfbfb] text-[13px] text-gray-900 dark:bg-neutral-900 dark:text-neutral-200', loadingBar: 'bg-green-500' }}>
      <ListFilterProvider>
        <Header />
        <main id="main" className="mx-auto w-full max-w-[1536px] px-6 pb-12 pt-20 md:pl-60">
          {children}
          {/* The reference's slot under the content, on every screen (AdSlot: with ADSENSE_GOOGLE_ID only). */}
          <AdSlot className="mt-8 h-[280px] w-full" />
        </main>
        <aside className="fixed inset-y-0 left-0 z-40 hidden w-52 flex-col gap-4 px-3 py-2 md:flex">
          <Logo />
          <MenuCard className="min-h-0 flex-1 overflow-y-auto" />
          <SmallPrint className="px-1 pb-2" />
        </aside>
        <footer className="px-6 pb-8 md:hidden">
          <SmallPrint />
        </footer>
        {nav.NAV_WIDGET_TO_TOP && (
          <BackToTop classNames={{ root: 'fixed bottom-6 right-4 z-20 flex h-10 w-10 items-center justify-center rounded-full bg-white text-gray-700 shadow-md hover:text-black dark:bg-neutral-800 dark:text-neutral-300 dark:hover:text-white', icon: 'h-4 w-4' }} />
        )}
      </ListFilterProvider>
    </ThemeShell>
  )
}
