import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { CloseIcon, MenuIcon } from '@/components/site/Icons'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { PostIcon } from '@/components/post/PostIcon'
import { SiteLink } from '@/components/nav/SiteLink'
import { ThemeSwitchButton } from '@/components/widgets/ThemeSwitchButton'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { useMediumConfig } from './use-medium-config'

/** Top navigation: the site title, menu links (a collapsible list on phones), language, dark mode and theme switches. */
export function Header() {
  const { site, config, t } = useGlobal()
  const medium = useMediumConfig()
  const menu = useDisclosure()
  const links = useNavLinks({ category: medium.MEDIUM_MENU_CATEGORY, tag: medium.MEDIUM_MENU_TAG, archive: medium.MEDIUM_MENU_ARCHIVE, search: medium.MEDIUM_MENU_SEARCH })
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-neutral-950">
      <div data-top-bar className="mx-auto flex h-14 max-w-5xl items-center gap-4 px-4 sm:px-6">
        <SiteLink href="/" className="flex min-w-0 items-center gap-2 text-lg font-bold md:shrink-0">
          <PostIcon icon={site.siteInfo.icon} className="h-6 w-6 rounded" />
          <span className="truncate">{config.TITLE || site.siteInfo.title}</span>
        </SiteLink>
        <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="hidden flex-1 items-center md:flex">
          <NavList fit links={links} classNames={{ root: 'flex h-14 items-center justify-end gap-5 text-sm', link: 'text-gray-700 hover:text-black dark:text-gray-300 dark:hover:text-white' }} />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 md:ml-0">
          <LangSwitch />
          <DarkModeButton />
          <ThemeSwitchButton />
          <button
            type="button"
            aria-label={t.NAV.MENU}
            aria-expanded={menu.open}
            aria-controls="medium-mobile-menu"
            onClick={menu.toggle}
            className="rounded p-2 hover:bg-gray-100 md:hidden dark:hover:bg-gray-800"
          >
            {menu.open ? <CloseIcon className="h-5 w-5" /> : <MenuIcon className="h-5 w-5" />}
          </button>
        </div>
      </div>
      <div
        id="medium-mobile-menu"
        style={{ transitionDuration: `${config.COLLAPSE_DURATION_MS}ms` }}
        className={cx('grid transition-[grid-template-rows,visibility] md:hidden', menu.open ? 'visible grid-rows-[1fr]' : 'invisible grid-rows-[0fr]')}
        inert={!menu.open}
      >
        <NavList links={links} classNames={{ root: 'flex flex-col overflow-hidden px-4', item: 'border-t border-gray-100 py-2 dark:border-gray-800', subMenu: 'mt-1 pl-4' }} />
      </div>
    </header>
  )
}
