import { BackToTop } from '@/components/widgets/BackToTop'
import { BeiAn } from '@/components/widgets/BeiAn'
import { Copyright } from '@/components/widgets/Copyright'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { PoweredBy } from '@/components/widgets/PoweredBy'
import { VisitCounters } from '@/components/widgets/VisitCounters'
import { useGlobal } from '@/components/site/context'

/** NexT's white foot: the language, the dark-mode switch and a way back up, the years with a heart and the author, filing number, counters, title, Powered by. */
export function Footer() {
  const { config, site } = useGlobal()
  return (
    <footer className="mt-8 flex flex-col items-center gap-1 bg-white px-4 py-6 text-center text-sm text-gray-600 shadow-md dark:bg-gray-800 dark:text-gray-300">
      <div className="mb-2 flex items-center gap-1 text-gray-700 dark:text-gray-200">
        <LangSwitch className="border border-gray-300 bg-white px-1 py-1 text-sm dark:border-gray-600 dark:bg-black" />
        <DarkModeButton classNames={{ root: 'rounded-full p-2 hover:bg-gray-100 dark:hover:bg-gray-700', icon: 'size-5' }} />
        <BackToTop classNames={{ root: 'rounded-full p-2 hover:bg-gray-100 dark:hover:bg-gray-700', icon: 'size-5' }} />
      </div>
      <p className="flex flex-wrap items-center justify-center gap-x-2">
        <Copyright classNames={{ link: 'hover:text-[#4e80ee] hover:underline' }} />
        <span aria-hidden="true" className="text-red-600 motion-safe:animate-pulse dark:text-red-400">
          ♥
        </span>
      </p>
      <p className="flex flex-wrap items-center justify-center gap-x-3">
        <BeiAn />
        <VisitCounters />
      </p>
      <p className="font-serif">{config.TITLE || site.siteInfo.title}</p>
      <PoweredBy className="text-xs" />
    </footer>
  )
}
