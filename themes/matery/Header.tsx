import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { DrawerButton } from '@/components/nav/DrawerButton'
import { MenuIcon, SearchIcon } from '@/components/site/Icons'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { SiteLink } from '@/components/nav/SiteLink'
import { StaticInfoCard } from '@/components/widgets/StaticInfoCard'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useScrollDirection } from '@/components/hooks/use-scroll-direction'
import { useScrollValue } from '@/components/hooks/use-scroll-y'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { useMateryConfig } from './use-matery-config'

/** The bar's height in px; it stays see-through over a header image for the first SEE_THROUGH_PX. */
const BAR_PX = 64
const SEE_THROUGH_PX = 300

const ICON_BUTTON = 'grid size-10 shrink-0 place-items-center rounded-full hover:bg-white/15'

/**
 * Material's app bar: fixed, a 1152 px row; see-through with white text for the first 300 px of a
 * page that opens on a header image, solid indigo-700 with a deep shadow past that (or at once on
 * other pages). Scrolling down beyond twice its height tucks it away; scrolling up brings it back.
 * Wide screens: the title left, the menu and search right. Phones: the menu button left (a drawer
 * with the author card and the menu), the title centred.
 */
export function Header({ overImage }: { overImage: boolean }) {
  const { site, config, t } = useGlobal()
  const matery = useMateryConfig()
  const links = useNavLinks({ home: true, category: matery.MATERY_MENU_CATEGORY, tag: matery.MATERY_MENU_TAG, archive: matery.MATERY_MENU_ARCHIVE, search: matery.MATERY_MENU_SEARCH })
  const clear = useScrollValue(() => overImage && window.scrollY < SEE_THROUGH_PX, overImage)
  const farDown = useScrollValue(() => window.scrollY > BAR_PX * 2, false)
  const tucked = useScrollDirection() === 'down' && farDown
  const title = config.TITLE || site.siteInfo.title
  return (
    <header
      className={cx(
        'fixed inset-x-0 top-0 z-40 text-white transition duration-300 motion-reduce:transition-none',
        clear ? 'bg-transparent [text-shadow:0_1px_3px_rgb(0_0_0/0.6)]' : 'bg-indigo-700 shadow-lg shadow-black/30 dark:bg-[#101414]',
        tucked && '-translate-y-full'
      )}
    >
      <div data-top-bar className="relative mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 md:px-6">
        <DrawerButton
          label={t.NAV.MENU}
          icon={<MenuIcon className="size-6" />}
          classNames={{
            root: cx(ICON_BUTTON, 'lg:hidden'),
            drawer: 'bg-white text-gray-800 dark:bg-[#101414] dark:text-gray-100 [&>button]:text-white [&>button:hover]:bg-white/15'
          }}
          side="left"
        >
          {() => (
            <div className="flex flex-col">
              <div className="bg-indigo-700 px-4 pb-5 pt-10 text-white">
                <StaticInfoCard avatarSize={88} showContacts={false} classNames={{ name: 'text-white', bio: 'text-indigo-100 dark:text-indigo-100', count: 'hover:bg-white/15', countLabel: 'text-indigo-100 dark:text-indigo-100' }} />
              </div>
              <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="pt-3">
                <NavList links={links} classNames={{ root: 'flex flex-col', link: 'flex w-full items-center gap-3 rounded-md px-3 py-2.5 font-medium hover:bg-indigo-50 hover:text-indigo-700 dark:hover:bg-gray-800 dark:hover:text-indigo-200', subMenu: 'ml-6' }} />
              </nav>
              <LangSwitch className="mx-3 mt-4 rounded-md border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-black" />
            </div>
          )}
        </DrawerButton>
        <SiteLink href="/" className="absolute left-1/2 max-w-[55%] -translate-x-1/2 truncate text-xl font-medium tracking-wide lg:static lg:mr-4 lg:max-w-none lg:shrink-0 lg:translate-x-0">
          {title}
        </SiteLink>
        <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="ml-auto hidden flex-1 items-center lg:flex">
          <NavList
            fit
            links={links}
            classNames={{
              root: 'flex h-16 items-center justify-end',
              link: 'flex items-center gap-1.5 rounded px-3 py-5 font-medium transition hover:bg-white/15 motion-reduce:transition-none',
              subMenu: 'absolute z-40 min-w-40 rounded-md bg-white p-1.5 text-gray-800 shadow-xl [text-shadow:none] dark:bg-[#101414] dark:text-gray-100'
            }}
          />
        </nav>
        {matery.MATERY_MENU_SEARCH && (
          <SiteLink href="/search" aria-label={t.NAV.SEARCH} title={t.NAV.SEARCH} className={cx(ICON_BUTTON, 'ml-auto lg:ml-0')}>
            <SearchIcon className="size-5" />
          </SiteLink>
        )}
        <LangSwitch className="hidden cursor-pointer rounded bg-transparent px-1 py-1 text-sm sm:block [&_option]:text-gray-900" />
        <DarkModeButton classNames={{ root: ICON_BUTTON, icon: 'size-5' }} />
      </div>
    </header>
  )
}
