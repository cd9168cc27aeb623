import { BackToTop } from '@/components/widgets/BackToTop'
import { BeiAn } from '@/components/widgets/BeiAn'
import { Copyright } from '@/components/widgets/Copyright'
import { PoweredBy } from '@/components/widgets/PoweredBy'
import { VisitCounters } from '@/components/widgets/VisitCounters'
import { useGlobal } from '@/components/site/context'

/** The light-grey foot of the page: years with a beating heart and the author, filing number, counters, title and bio, Powered by, and a way back up. */
export function Footer() {
  const { config, site } = useGlobal()
  return (
    <footer className="bg-[#e5e5e5] px-4 py-8 text-center text-sm leading-7 text-gray-700 dark:bg-[#101414] dark:text-gray-300">
      <p className="flex flex-wrap items-center justify-center gap-x-2">
        <span aria-hidden="true" className="text-red-600 motion-safe:animate-pulse dark:text-red-400">
          ♥
        </span>
        <Copyright classNames={{ link: 'underline underline-offset-4 hover:text-indigo-600 dark:hover:text-indigo-300' }} />
      </p>
      <p className="flex flex-wrap items-center justify-center gap-x-3">
        <BeiAn />
        <VisitCounters />
      </p>
      <p>
        {config.TITLE || site.siteInfo.title} | {config.BIO}
      </p>
      <PoweredBy className="text-xs" />
      <BackToTop classNames={{ root: 'mx-auto mt-3 flex h-8 w-8 items-center justify-center rounded-full hover:bg-black/10 dark:hover:bg-white/10', icon: 'size-4' }} />
    </footer>
  )
}
