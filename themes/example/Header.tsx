import { CollapsePanel, MenuToggle } from '@/components/nav/CollapseMenu'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { SiteLink } from '@/components/nav/SiteLink'
import { ThemeSwitchButton } from '@/components/widgets/ThemeSwitchButton'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useGlobal } from '@/components/site/context'
import { useThemeConfig } from '@/components/site/use-theme-config'
import EXAMPLE_CONFIG from './config'

/** The page's width, shared by the header's rows, the title band and the columns (index.tsx). */
export const PAGE_WIDTH = 'mx-auto w-full max-w-5xl px-4'

/**
 * The wide menu bar's classes: a divider after each link (the item's right border), and the row's
 * gap before More, which the fitted row gives it. The row's height (h-12) is its one line.
 */
const MENU_BAR = {
  root: 'flex h-12 items-center gap-3 text-sm',
  item: 'border-r border-gray-200 pr-3 dark:border-neutral-800',
  link: 'flex items-center gap-1 whitespace-nowrap text-gray-700 hover:text-black hover:underline dark:text-gray-300 dark:hover:text-white',
  subMenu: 'absolute z-40 mt-2 min-w-40 rounded border border-gray-200 bg-white p-2 shadow-md dark:border-neutral-700 dark:bg-neutral-900'
}

/** The phone menu's id, which its button names (aria-controls). */
const PHONE_MENU_ID = 'example-phone-menu'

/**
 * Two rows: the site title with the page controls, then the menu bar between two borders.
 * The menu bar is a fitted row from md (what does not fit goes into More, so it stays one line
 * whatever the owner's Notion menu holds); on phones a menu button opens the links as a column.
 * `data-top-bar` marks each row for the harness, which checks that nothing in it overlaps or wraps.
 */
export function Header() {
  const { site, config, t } = useGlobal()
  // Theme keys are read through useThemeConfig, so env and Notion overrides apply.
  const example = useThemeConfig(EXAMPLE_CONFIG)
  // The built-in screens the theme's flags turn on, then the site's Notion menus.
  const links = useNavLinks({ category: example.EXAMPLE_MENU_CATEGORY, tag: example.EXAMPLE_MENU_TAG, archive: example.EXAMPLE_MENU_ARCHIVE, search: example.EXAMPLE_MENU_SEARCH })
  // Open or closed, the phone menu closes by itself on Escape and when the page changes.
  const phoneMenu = useDisclosure()
  return (
    <header className="bg-white dark:bg-neutral-950">
      <div data-top-bar className={`${PAGE_WIDTH} flex h-16 items-center gap-2`}>
        <SiteLink href="/" className="mr-auto min-w-0 truncate text-lg hover:underline">
          {config.TITLE || site.siteInfo.title}
        </SiteLink>
        <LangSwitch />
        <DarkModeButton />
        <ThemeSwitchButton />
        <MenuToggle menu={phoneMenu} controls={PHONE_MENU_ID} classNames={{ root: 'rounded p-2 hover:bg-gray-100 md:hidden dark:hover:bg-neutral-800' }} />
      </div>
      <div className="border-y border-gray-200 dark:border-neutral-800">
        <nav data-top-bar aria-label={t.COMMON.MAIN_NAVIGATION} className={`${PAGE_WIDTH} hidden items-center md:flex`}>
          <NavList fit links={links} classNames={MENU_BAR} />
        </nav>
        {/* After the wide row in the page, so a test's first menu link is the one on screen. */}
        <CollapsePanel open={phoneMenu.open} id={PHONE_MENU_ID} className="md:hidden">
          <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="px-4 py-2">
            <NavList links={links} classNames={{ root: 'flex flex-col', link: 'flex items-center gap-2 py-2 text-gray-700 dark:text-gray-300', subMenu: 'pl-4' }} />
          </nav>
        </CollapsePanel>
      </div>
    </header>
  )
}
