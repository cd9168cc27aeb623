import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { CloseIcon, MenuIcon } from '@/components/site/Icons'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { SearchDrawerButton } from '@/components/search/SearchDrawerButton'
import { SiteLink } from '@/components/nav/SiteLink'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { useScrollDirection } from '@/components/hooks/use-scroll-direction'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { useNextConfig } from './use-next-config'
import { useNextLinks } from './use-next-links'

const ICON_BUTTON = 'flex h-10 w-10 items-center justify-center text-white hover:bg-white/10'

/**
 * The phone's black bar under lg: the menu button, the brand title in the middle, search on the
 * right (the drawer with categories and tags). The menu opens below the bar. NEXT_NAV_TYPE says
 * whether the bar scrolls away, stays, or hides while the reader scrolls down.
 */
export function MobileBar() {
  const { config, site, t } = useGlobal()
  const next = useNextConfig()
  const links = useNextLinks()
  const menu = useDisclosure()
  const down = useScrollDirection() === 'down'
  const sticky = next.NEXT_NAV_TYPE === 'fixed' || next.NEXT_NAV_TYPE === 'autoCollapse'
  return (
    <header
      className={cx(
        'z-30 bg-[#222] text-white shadow-md transition-transform duration-300 lg:hidden dark:bg-gray-800 motion-reduce:transition-none',
        sticky && 'sticky top-0',
        next.NEXT_NAV_TYPE === 'autoCollapse' && down && !menu.open && '-translate-y-full'
      )}
    >
      <div data-top-bar className="flex h-12 items-center justify-between px-1">
        <button type="button" aria-label={t.NAV.MENU} aria-expanded={menu.open} aria-controls="next-mobile-menu" onClick={menu.toggle} className={ICON_BUTTON}>
          {menu.open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
        </button>
        <SiteLink href="/" className="truncate font-serif text-lg font-bold">
          {config.TITLE || site.siteInfo.title}
        </SiteLink>
        <SearchDrawerButton classNames={{ root: ICON_BUTTON, drawer: 'bg-white p-5 text-gray-800 dark:bg-[#101414] dark:text-gray-100' }} />
      </div>
      {menu.open && (
        <nav id="next-mobile-menu" aria-label={t.COMMON.MAIN_NAVIGATION} className="border-t border-white/10 bg-white pb-2 text-gray-800 dark:bg-[#101414] dark:text-gray-100">
          <NavList
            links={links}
            classNames={{ root: 'flex flex-col', link: 'flex w-full items-center gap-2 px-5 py-2.5 hover:bg-gray-100 dark:hover:bg-gray-800', subMenu: 'pl-4' }}
          />
          <div className="px-5 py-2">
            <LangSwitch className="border border-gray-300 bg-white px-1 py-1 text-sm dark:border-gray-600 dark:bg-black" />
          </div>
          <DarkModeButton showLabel classNames={{ root: 'flex w-full items-center gap-2 px-5 py-2.5 hover:bg-gray-100 dark:hover:bg-gray-800', icon: 'size-4' }} />
        </nav>
      )}
    </header>
  )
}
