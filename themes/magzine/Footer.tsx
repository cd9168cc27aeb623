import { BackToTop } from '@/components/widgets/BackToTop'
import { BeiAn } from '@/components/widgets/BeiAn'
import { Copyright } from '@/components/widgets/Copyright'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { PoweredBy } from '@/components/widgets/PoweredBy'
import { SiteLink } from '@/components/nav/SiteLink'
import { VisitCounters } from '@/components/widgets/VisitCounters'
import { StaticContactLinks } from '@/components/widgets/StaticContactLinks'
import { useGlobal } from '@/components/site/context'
import type { MagzineConfig } from './config'
import { INNER, useMagzineConfig } from './use-magzine-config'
import { publicUrl } from '@/lib/deploy/static-export'

/**
 * The black footer: avatar, title and author beside the link columns of MAGZINE_FOOTER_LINKS; under
 * a grey rule the copyright and "Powered by", dark mode and back to top, counters and contacts;
 * then the filing number.
 */
export function Footer() {
  const { config, site, t } = useGlobal()
  const magzine = useMagzineConfig()
  const groups: MagzineConfig['MAGZINE_FOOTER_LINKS'] = Array.isArray(magzine.MAGZINE_FOOTER_LINKS) ? magzine.MAGZINE_FOOTER_LINKS : []
  return (
    <footer className="bg-black text-white">
      <div className={`${INNER} flex flex-col gap-10 py-12 lg:flex-row lg:justify-between`}>
        <div className="flex items-center gap-3">
          {config.AVATAR && <img src={publicUrl(config.AVATAR)} alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" />}
          <div>
            <p className="text-lg font-bold">{config.TITLE || site.siteInfo.title}</p>
            <p className="text-sm text-gray-300">
              {t.COMMON.VERSION} {config.VERSION}
            </p>
          </div>
        </div>
        {groups.length > 0 && (
          <nav aria-label={t.NAV.MENU} className="grid grid-cols-2 gap-8 md:grid-cols-4">
            {groups.map((group) => (
              <div key={group.name}>
                <p className="mb-3 font-bold">{group.name}</p>
                <ul className="flex flex-col gap-2 text-sm text-gray-300">
                  {group.menus.map((link) => (
                    <li key={link.href}>
                      <SiteLink href={link.href} className="underline-offset-4 hover:text-white hover:underline">
                        {link.title}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
      </div>
      <div className="border-t border-gray-700">
        <div className={`${INNER} flex flex-col items-center gap-4 py-6 text-sm text-gray-300 md:flex-row md:justify-between`}>
          <p className="flex flex-wrap items-center gap-x-3">
            <Copyright classNames={{ link: 'text-white underline underline-offset-4 hover:no-underline' }} />
            <PoweredBy />
          </p>
          <div className="flex items-center gap-1 text-white">
            <DarkModeButton classNames={{ root: 'flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/10' }} />
            <BackToTop classNames={{ root: 'flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/10', icon: 'h-5 w-5' }} />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <VisitCounters />
            <StaticContactLinks classNames={{ link: 'text-white underline underline-offset-4 hover:no-underline' }} />
          </div>
        </div>
        <BeiAn className="block pb-4 text-center text-xs text-gray-400" />
      </div>
    </footer>
  )
}
