import { BackToTop } from '@/components/BackToTop'
import { DarkModeButton } from '@/components/DarkModeButton'
import { DrawerButton } from '@/components/DrawerButton'
import { HomeIcon, MenuIcon, SearchIcon } from '@/components/Icons'
import { LangSwitch } from '@/components/LangSwitch'
import { NavList } from '@/components/NavList'
import { RandomPostButton } from '@/components/RandomPostButton'
import { SiteLink } from '@/components/SiteLink'
import { TagList } from '@/components/TagList'
import { useNavLinks } from '@/components/use-nav-links'
import { useScrollDirection } from '@/components/use-scroll-direction'
import { useScrollValue } from '@/components/use-scroll-y'
import { useGlobal } from '@/lib/global/context'
import { cx } from '@/lib/ui/cx'
import { INNER, ROUND } from './styles'
import { useHeoConfig } from './use-heo-config'

/** The article header's height (30rem) less the bar's: past it the bar turns white. */
const OVER_ARTICLE_PX = 480 - 64

/**
 * heo's 64px bar: see-through at the very top (white text over an article's colour block), white
 * with a shadow once scrolled. Scrolling down slides the menu up and an "author | bio" line in;
 * scrolling up brings the menu back. On the right: random post, search, dark mode, the round
 * reading percentage that turns into an up-arrow, and (below lg) the menu drawer.
 */
export function Header({ article }: { article: boolean }) {
  const { site, config, t } = useGlobal()
  const heo = useHeoConfig()
  const links = useNavLinks({ home: heo.HEO_MENU_INDEX, category: false, tag: false, archive: heo.HEO_MENU_ARCHIVE, search: heo.HEO_MENU_SEARCH })
  const drawerLinks = useNavLinks({ home: heo.HEO_MENU_INDEX, category: heo.HEO_MENU_CATEGORY, tag: heo.HEO_MENU_TAG, archive: heo.HEO_MENU_ARCHIVE, search: heo.HEO_MENU_SEARCH })
  const atTop = useScrollValue(() => window.scrollY < (article ? OVER_ARTICLE_PX : 8), true)
  const down = useScrollDirection() === 'down' && !atTop
  const title = config.TITLE || site.siteInfo.title
  return (
    <header
      className={cx(
        'fixed inset-x-0 top-0 z-40 transition-colors duration-300 motion-reduce:transition-none',
        atTop ? (article ? 'bg-transparent text-white' : 'bg-transparent text-gray-900 dark:text-gray-100') : 'bg-white/95 text-gray-900 shadow-md backdrop-blur dark:bg-[#18171d]/95 dark:text-gray-100'
      )}
    >
      <div className={cx(INNER, 'flex h-16 items-center gap-2')}>
        <SiteLink href="/" className="group relative mr-auto flex h-10 min-w-0 shrink-0 items-center gap-2 rounded-full px-2 lg:mr-0">
          {config.AVATAR && <img src={config.AVATAR} alt="" width={24} height={24} className="h-6 w-6 rounded-full group-hover:invisible" />}
          <span className="truncate text-lg font-extrabold group-hover:invisible">{title}</span>
          <span aria-hidden="true" className="absolute inset-0 hidden items-center justify-center rounded-full bg-indigo-600 text-white group-hover:flex dark:bg-yellow-600">
            <HomeIcon className="size-5" />
          </span>
        </SiteLink>
        <div className="relative hidden h-16 min-w-0 flex-1 justify-center lg:flex">
          <nav
            aria-label={t.COMMON.MAIN_NAVIGATION}
            inert={down}
            className={cx('flex items-center transition duration-300 motion-reduce:transition-none', down && '-translate-y-16 opacity-0')}
          >
            <NavList links={links} className="flex items-center gap-1" linkClassName="flex items-center gap-1 whitespace-nowrap rounded-full px-3 py-1.5 font-semibold hover:bg-indigo-600 hover:text-white dark:hover:bg-yellow-600" subMenuClassName="absolute z-40 mt-2 min-w-40 rounded-xl border border-gray-200 bg-white p-2 text-gray-900 shadow-lg dark:border-neutral-700 dark:bg-[#1e1e1e] dark:text-gray-100" />
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
          <RandomPostButton className={cx(ROUND, 'hidden sm:flex')} iconClassName="size-5" />
          {heo.HEO_MENU_SEARCH && (
            <SiteLink href="/search" aria-label={t.NAV.SEARCH} title={t.NAV.SEARCH} className={ROUND}>
              <SearchIcon className="size-5" />
            </SiteLink>
          )}
          <LangSwitch className="hidden cursor-pointer rounded-full bg-transparent px-2 py-1 text-sm font-semibold md:block [&_option]:text-gray-900" />
          <DarkModeButton className={ROUND} iconClassName="size-5" />
          <BackToTop
            className={cx(ROUND, 'group')}
            percentClassName="flex h-6 min-w-6 items-center justify-center rounded-full bg-black px-1 text-[10px] font-bold tabular-nums text-white group-hover:hidden dark:bg-white dark:text-black"
            iconClassName="hidden size-5 group-hover:block"
          />
          <DrawerButton
            label={t.NAV.MENU}
            icon={<MenuIcon className="size-5" />}
            className={cx(ROUND, 'lg:hidden')}
            side="right"
            drawerClassName="w-96 max-w-full bg-[#f7f9fe] p-5 text-gray-900 dark:bg-[#18171d] dark:text-gray-100"
          >
            {() => (
              <div className="flex flex-col gap-6 pt-8">
                <div className="flex items-center gap-2">
                  <DarkModeButton showLabel className="flex flex-1 items-center justify-center gap-2 rounded-xl border border-gray-200 bg-white py-3 font-semibold dark:border-neutral-700 dark:bg-[#1e1e1e]" iconClassName="size-5" />
                  <LangSwitch className="rounded-xl border border-gray-200 bg-white px-2 py-3 text-sm dark:border-neutral-700 dark:bg-[#1e1e1e]" />
                </div>
                <nav aria-label={t.COMMON.MAIN_NAVIGATION}>
                  <NavList
                    links={drawerLinks}
                    className="grid grid-cols-2 gap-2"
                    linkClassName="flex items-center gap-2 rounded-xl border border-gray-200 bg-white px-3 py-2.5 font-semibold hover:bg-indigo-600 hover:text-white dark:border-neutral-700 dark:bg-[#1e1e1e] dark:hover:bg-yellow-600"
                    subMenuClassName="mt-2 flex flex-col gap-1 pl-2"
                  />
                </nav>
                <section aria-label={t.COMMON.TAGS}>
                  <h2 className="mb-3 text-sm font-bold text-gray-600 dark:text-gray-300">{t.COMMON.TAGS}</h2>
                  <TagList tags={site.tags} showCount chipClassName="rounded-lg px-2 py-1 text-sm" />
                </section>
              </div>
            )}
          </DrawerButton>
        </div>
      </div>
    </header>
  )
}
