import type { ReactNode } from 'react'
import { AdSlot } from '@/components/widgets/AdSlot'
import { AdBlockNotice } from '@/components/widgets/AdBlockNotice'
import { Announcement } from '@/components/widgets/Announcement'
import { BackToTop } from '@/components/widgets/BackToTop'
import { BeiAn } from '@/components/widgets/BeiAn'
import { CategoryList } from '@/components/list/CategoryList'
import { Copyright } from '@/components/widgets/Copyright'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { DrawerButton } from '@/components/nav/DrawerButton'
import { FilterDrawerButton } from '@/components/list/FilterDrawerButton'
import { HomeIcon, ListIcon, MenuIcon, TagIcon } from '@/components/site/Icons'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { PoweredBy } from '@/components/widgets/PoweredBy'
import { SiteLink } from '@/components/nav/SiteLink'
import { ThemeShell } from '@/components/site/ThemeShell'
import { ThemeSwitchButton } from '@/components/widgets/ThemeSwitchButton'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { VisitCounters } from '@/components/widgets/VisitCounters'
import { useGlobal } from '@/components/site/context'
import { knownGames } from '@/themes/game/game-tiles'
import { tagHref } from '@/lib/urls/taxonomy-href'
import type { LayoutBaseProps } from '@/themes/types'
import { useGameConfig } from './use-game-config'

type Games = ReturnType<typeof knownGames>

const CARD = 'rounded-2xl bg-white shadow-md transition-shadow hover:shadow-xl dark:bg-[#101414]'
const MENU_ITEM = 'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-transform hover:scale-105 hover:bg-gray-100 motion-reduce:transition-none dark:hover:bg-neutral-800'

/** The search drawer: bright aqua from the left, a box that filters the page's games live, recommended ones first. */
function GameSearch({ games, showLabel = false, className }: { games: Games; showLabel?: boolean; className: string }) {
  const { site, t, config } = useGlobal()
  return (
    <FilterDrawerButton
      posts={games.all}
      featured={games.featured}
      showLabel={showLabel}
      classNames={{
        root: className,
        drawer: 'w-96! max-w-[90vw] bg-[#83FFE7] p-5 text-gray-900 dark:bg-black dark:text-gray-100',
        input: 'w-full rounded-xl border-2 border-gray-900 bg-white py-3 pl-9 pr-9 text-base text-gray-900 placeholder-gray-600 focus:outline-none dark:border-gray-300 dark:bg-neutral-900 dark:text-white dark:placeholder-gray-400',
        tile: 'relative block size-28 max-w-full overflow-hidden rounded-lg bg-gray-800'
      }}
      placeholder={t.PLAY.FILTER_GAMES}
      header={<p className="font-serif text-2xl font-bold">{config.TITLE || site.siteInfo.title}</p>}
    />
  )
}

/** The brand: the site title in a bold serif, the bio in small grey under it. */
function Brand({ children }: { children?: ReactNode }) {
  const { site, config } = useGlobal()
  return (
    <div className={`${CARD} flex items-center gap-3 p-5 dark:bg-[#1F2030]`}>
      <div className="min-w-0 flex-1">
        <SiteLink href="/" className="block truncate font-serif text-2xl font-bold">
          {config.TITLE || site.siteInfo.title}
        </SiteLink>
        <p className="mt-1 line-clamp-2 text-xs text-gray-600 dark:text-gray-400">{config.BIO || site.siteInfo.description}</p>
      </div>
      {children}
    </div>
  )
}

/** The menu: search, dark mode with its words, then Home, the indexes the keys turn on and the Notion pages. */
function Menu({ games }: { games: Games }) {
  const { t } = useGlobal()
  const game = useGameConfig()
  const links = useNavLinks({ category: game.GAME_MENU_CATEGORY, tag: game.GAME_MENU_TAG, archive: game.GAME_MENU_ARCHIVE, search: false })
  return (
    <nav aria-label={t.COMMON.MAIN_NAVIGATION} className={`${CARD} flex flex-col gap-1 p-3`}>
      <GameSearch games={games} showLabel className={MENU_ITEM} />
      <DarkModeButton showLabel classNames={{ root: MENU_ITEM, icon: 'size-5' }} />
      <div className="flex items-center gap-1 px-1">
        <LangSwitch />
        <ThemeSwitchButton />
      </div>
      <hr className="my-1 border-gray-200 dark:border-neutral-700" />
      <SiteLink href="/" className={MENU_ITEM}>
        <HomeIcon className="size-5" />
        {t.NAV.HOME}
      </SiteLink>
      <NavList links={links} classNames={{ root: 'flex flex-col gap-1', link: MENU_ITEM, subMenu: 'pl-6' }} />
    </nav>
  )
}

/** Under every page: categories as pills, tags as "# name count" chips, the announcement. */
function Guide() {
  const { site, t } = useGlobal()
  return (
    <section aria-label={t.PLAY.GAMES} className={`${CARD} flex flex-col gap-4 p-5`}>
      <div className="flex items-start gap-3">
        <ListIcon className="mt-1 size-5 shrink-0 text-gray-600 dark:text-gray-400" aria-hidden="true" />
        <CategoryList categories={site.categories} classNames={{ chip: 'rounded-full bg-gray-100 px-3 py-1 text-sm font-bold hover:bg-green-700 hover:text-white dark:bg-neutral-800 dark:hover:bg-green-700', current: 'bg-green-700! text-white' }} />
      </div>
      <hr className="border-gray-200 dark:border-neutral-700" />
      <div className="flex items-start gap-3">
        <TagIcon className="mt-1 size-5 shrink-0 text-gray-600 dark:text-gray-400" aria-hidden="true" />
        <ul className="flex flex-wrap gap-2">
          {site.tags.map((tag) => (
            <li key={tag.name}>
              <SiteLink href={tagHref(tag.name)} className="rounded-full px-2 py-1 text-sm hover:bg-green-700 hover:text-white">
                # {tag.name} <span className="text-gray-600 dark:text-gray-400">{tag.count}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
      <Announcement classNames={{ root: 'text-sm' }} />
    </section>
  )
}

/**
 * Every game page: on wide screens a sticky left column (brand and menu cards, an ad slot at its
 * foot) beside the main column; on phones a brand card with search and a menu drawer on top. Under
 * the content (the wall on a list, a game on its page) an ad slot (AdSlot: with ADSENSE_GOOGLE_ID
 * only), the guide panel (not under the indexes it repeats) and a one-line footer card; a to-top
 * button; the ad-blocker notice where ads are configured.
 */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  const { t, config, site } = useGlobal()
  const game = useGameConfig()
  // The games this page knows of (its list, a post's related games, the latest), for the search drawer.
  const games = knownGames(props, site.latestPosts, game.GAME_RECOMMEND_TAG)
  return (
    <ThemeShell props={props} classNames={{ root: 'min-h-screen bg-gray-100 text-gray-900 dark:bg-black dark:text-gray-100' }}>
      <div className="flex gap-4 p-3 md:p-4">
        {/* Sticky while it fits the window; a longer one (a long menu) scrolls with the page, never inside a box of its own. */}
        <header data-sidebar="" className="sticky top-4 hidden w-52 shrink-0 flex-col gap-4 self-start lg:flex">
          <Brand />
          <Menu games={games} />
          <AdSlot className="h-[280px] w-full" />
        </header>
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <header data-top-bar className="lg:hidden">
            <Brand>
              <GameSearch games={games} className="rounded-full p-2 hover:bg-gray-100 dark:hover:bg-neutral-800" />
              <DrawerButton label={t.NAV.MENU} icon={<MenuIcon className="size-5" />} classNames={{ root: 'rounded-full p-2 hover:bg-gray-100 dark:hover:bg-neutral-800', drawer: 'bg-gray-100 p-4 pt-12 dark:bg-black' }}>
                {() => <Menu games={games} />}
              </DrawerButton>
            </Brand>
          </header>
          <main id="main" className="min-w-0">
            {children}
          </main>
          <AdSlot className="h-[280px] w-full" />
          {props.layout !== 'LayoutCategoryIndex' && props.layout !== 'LayoutTagIndex' && <Guide />}
          <footer className={`${CARD} flex flex-wrap items-center gap-x-4 gap-y-1 py-4 pl-5 pr-16 text-sm text-gray-600 dark:text-gray-400`}>
            <Copyright />
            <span>{config.TITLE || site.siteInfo.title} · {t.COMMON.VERSION} {config.VERSION}</span>
            <span className="min-w-0 truncate">{site.siteInfo.description}</span>
            <VisitCounters />
            <BeiAn />
            <PoweredBy className="ml-auto" />
          </footer>
        </div>
      </div>
      <BackToTop classNames={{ root: 'fixed bottom-4 right-4 z-20 flex size-11 items-center justify-center rounded-full bg-gray-900 text-white shadow-lg hover:bg-green-700 dark:bg-white dark:text-gray-900' }} />
      {game.GAME_AD_BLOCK_NOTICE && <AdBlockNotice />}
    </ThemeShell>
  )
}
