import { BackToTop } from '@/components/widgets/BackToTop'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { DrawerButton } from '@/components/nav/DrawerButton'
import { HomeIcon, MenuIcon, SearchIcon } from '@/components/site/Icons'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { lazyPart } from '@/components/loading/lazy-part'
import { NavList } from '@/components/nav/NavList'
import { RandomPostButton } from '@/components/widgets/RandomPostButton'
import { SiteLink } from '@/components/nav/SiteLink'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useScrollDirection } from '@/components/hooks/use-scroll-direction'
import { useScrollValue } from '@/components/hooks/use-scroll-y'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { INNER, ROUND } from './styles'
import { useHeoConfig } from './use-heo-config'
import { publicUrl } from '@/lib/deploy/static-export'

/** The slide-over's content: its own chunk, fetched when the menu is first opened. */
const MenuDrawer = lazyPart(() => import('./MenuDrawer').then((m) => m.MenuDrawer))

/** The article header's height (30rem) less the bar's: past it the bar turns white. */
const OVER_ARTICLE_PX = 480 - 64

/**
 * heo's 64px bar: see-through at the very top of an article (white text over its colour block), pale
 * with a shadow once scrolled. Scrolling down slides the menu up and an "author | bio" line in;
 * scrolling up brings the menu back. On the right: random post, search, dark mode, the round
 * reading percentage that turns into an up-arrow, and (below lg) the menu drawer.
 */
export function Header({ article }: { article: boolean }) {
  const { site, config, t } = useGlobal()
  const heo = useHeoConfig()
  const links = useNavLinks({ home: heo.HEO_MENU_INDEX, category: false, tag: false, archive: heo.HEO_MENU_ARCHIVE, search: heo.HEO_MENU_SEARCH })
  const atTop = useScrollValue(() => window.scrollY < (article ? OVER_ARTICLE_PX : 8), true)
  const down = useScrollDirection() === 'down' && !atTop
  const title = config.TITLE || site.siteInfo.title
  return (
    <header
      className={cx(
        'fixed inset-x-0 top-0 z-40 transition-colors duration-300 motion-reduce:transition-none',
        atTop ? (article ? 'bg-transparent text-white' : 'bg-[#f7f9fe]/90 text-gray-900 backdrop-blur dark:bg-[#18171d]/90 dark:text-gray-100') : 'bg-white/95 text-gray-900 shadow-md backdrop-blur dark:bg-[#18171d]/95 dark:text-gray-100'
      )}
    >
      <div data-top-bar className={cx(INNER, 'flex h-16 items-center gap-2 lg:gap-4')}>
        <SiteLink href="/" className="group relative mr-auto flex h-10 min-w-0 items-center gap-2 rounded-full px-2 lg:mr-0 lg:shrink-0">
          {config.AVATAR && <img src={publicUrl(config.AVATAR)} alt="" width={24} height={24} className="h-6 w-6 rounded-full group-hover:invisible" />}
          <span className="truncate text-lg font-extrabold group-hover:invisible">{title}</span>
          <span aria-hidden="true" className="absolute inset-0 hidden items-center justify-center rounded-full bg-indigo-600 text-white group-hover:flex dark:bg-yellow-600">
            <HomeIcon className="size-5" />
          </span>
        </SiteLink>
        <div className="relative hidden h-16 min-w-0 flex-1 justify-center lg:flex">
          <nav
            aria-label={t.COMMON.MAIN_NAVIGATION}
            inert={down}
            className={cx('flex min-w-0 flex-1 items-center transition duration-300 motion-reduce:transition-none', down && '-translate-y-16 opacity-0')}
          >
            <NavList fit links={links} classNames={{ root: 'flex h-10 items-center justify-center gap-1', link: 'flex items-center gap-1 whitespace-nowrap rounded-full px-3 py-1.5 font-semibold hover:bg-indigo-600 hover:text-white dark:hover:bg-yellow-600', subMenu: 'absolute z-40 mt-2 min-w-40 rounded-xl border border-gray-200 bg-white p-2 text-gray-900 shadow-lg dark:border-neutral-700 dark:bg-[#1e1e1e] dark:text-gray-100' }} />
          </nav>
          <p
            aria-hidden={!down}
            className={cx('pointer-events-none absolute inset-0 flex items-center justify-center gap-2 truncate font-bold transition duration-300 motion-reduce:transition-none', down ? 'translate-y-0 opacity-100' : 'translate-y-16 opacity-0')}
          >
            {config.AUTHOR}
            {config.BIO && <span className="font-normal opacity-80">| {config.BIO}</span>}
          </p>
        </div>
        <div className="flex shrink-0 items-center">
          <RandomPostButton classNames={{ root: cx(ROUND, 'hidden sm:flex'), icon: 'size-5' }} />
          {heo.HEO_MENU_SEARCH && (
            <SiteLink href="/search" aria-label={t.NAV.SEARCH} title={t.NAV.SEARCH} className={ROUND}>
              <SearchIcon className="size-5" />
            </SiteLink>
          )}
          <LangSwitch className="hidden cursor-pointer rounded-full bg-transparent px-2 py-1 text-sm font-semibold md:block [&_option]:text-gray-900" />
          <DarkModeButton classNames={{ root: ROUND, icon: 'size-5' }} />
          <BackToTop
            classNames={{
              root: cx(ROUND, 'group'),
              percent: 'flex h-6 min-w-6 items-center justify-center rounded-full bg-black px-1 text-[10px] font-bold tabular-nums text-white group-hover:hidden dark:bg-white dark:text-black',
              icon: 'hidden size-5 group-hover:block'
            }}
          />
          <DrawerButton
            label={t.NAV.MENU}
            icon={<MenuIcon className="size-5" />}
            classNames={{ root: cx(ROUND, 'lg:hidden'), drawer: 'w-96 max-w-full bg-[#f7f9fe] p-5 text-gray-900 dark:bg-[#18171d] dark:text-gray-100' }}
            side="right"
            onPreload={() => void MenuDrawer.preload()}
          >
            {() => <MenuDrawer />}
          </DrawerButton>
        </div>
      </div>
    </header>
  )
}
