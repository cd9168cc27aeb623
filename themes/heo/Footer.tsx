import { BeiAn } from '@/components/widgets/BeiAn'
import { Copyright } from '@/components/widgets/Copyright'
import { PoweredBy } from '@/components/widgets/PoweredBy'
import { VisitCounters } from '@/components/widgets/VisitCounters'
import { StaticContactLinks } from '@/components/widgets/StaticContactLinks'
import { useGlobal } from '@/components/site/context'
import { INNER } from './styles'

/** A band fading from the canvas to white with the social links, then the grey strip: Powered by and ©, licence number and counters. */
export function Footer() {
  const { config, site } = useGlobal()
  return (
    <footer className="text-sm text-gray-700 dark:text-gray-300">
      <div className="flex h-32 items-end justify-center bg-gradient-to-b from-[#f7f9fe] to-white pb-6 dark:from-[#18171d] dark:to-[#18171d]">
        <StaticContactLinks classNames={{ root: 'justify-center gap-x-5 font-semibold', link: 'hover:text-indigo-600 dark:hover:text-yellow-500' }} />
      </div>
      <div className="bg-[#f1f3f7] py-4 dark:bg-[#21232a]">
        <div className={`${INNER} flex flex-col items-center justify-between gap-2 sm:flex-row`}>
          <p className="flex flex-wrap items-center gap-x-3">
            <PoweredBy />
            <Copyright classNames={{ link: 'font-semibold hover:text-indigo-600 dark:hover:text-yellow-500' }} />
          </p>
          <p className="flex flex-wrap items-center gap-x-3">
            <span>{config.TITLE || site.siteInfo.title}</span>
            <BeiAn />
            <VisitCounters />
          </p>
        </div>
      </div>
    </footer>
  )
}
