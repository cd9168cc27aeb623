import { BackToTop } from '@/components/widgets/BackToTop'
import { BeiAn } from '@/components/widgets/BeiAn'
import { Copyright } from '@/components/widgets/Copyright'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { CloseIcon, MenuIcon, SearchIcon } from '@/components/site/Icons'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { PoweredBy } from '@/components/widgets/PoweredBy'
import { SearchInput } from '@/components/search/SearchInput'
import { SiteLink } from '@/components/nav/SiteLink'
import { ThemeShell } from '@/components/site/ThemeShell'
import { ThemeSwitchButton } from '@/components/widgets/ThemeSwitchButton'
import { ToolButton } from '@/components/widgets/ToolButton'
import { VisitCounters } from '@/components/widgets/VisitCounters'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import type { LayoutBaseProps } from '@/themes/types'
import { useMovieConfig } from './use-movie-config'

const ICON_BUTTON = 'rounded-full p-2 text-neutral-800 hover:bg-neutral-200 dark:text-neutral-100 dark:hover:bg-neutral-700'

/**
 * The 80px bar: the title large on the left; on the right the menu links, a search icon that drops a
 * small panel (box plus a dark Search button) under the bar, and on phones a hamburger for the links.
 */
function MovieHeader({ overCover }: { overCover: boolean }) {
  const { site, config, t } = useGlobal()
  const movie = useMovieConfig()
  const links = useNavLinks({ category: movie.MOVIE_MENU_CATEGORY, tag: movie.MOVIE_MENU_TAG, archive: movie.MOVIE_MENU_ARCHIVE, search: movie.MOVIE_MENU_SEARCH })
  const search = useDisclosure()
  const menu = useDisclosure()
  return (
    <header className={cx('relative z-20 px-4 sm:px-8', overCover && 'text-white [&_a]:text-white')}>
      <div data-top-bar className="flex h-20 items-center gap-3">
        <SiteLink href="/" className="min-w-0 truncate text-2xl font-bold tracking-tight md:shrink-0 lg:text-3xl">
          {config.TITLE || site.siteInfo.title}
        </SiteLink>
        <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="ml-auto hidden flex-1 items-center md:flex">
          <NavList
            fit
            links={links}
            classNames={{
              root: 'flex h-10 items-center justify-end gap-6 font-medium',
              link: 'hover:text-green-700 dark:hover:text-green-400',
              // Over a cover the header whitens every link; a drop-down's card is white, so its links keep the page's colours.
              subMenu: 'absolute z-30 mt-2 min-w-40 rounded-md border border-gray-200 bg-white p-2 shadow-lg dark:border-gray-700 dark:bg-neutral-900 [&_a]:text-gray-900! dark:[&_a]:text-gray-100! [&_button]:text-gray-900 dark:[&_button]:text-gray-100'
            }}
          />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 md:ml-2">
          <ToolButton
            label={t.KIT.SEARCH_OPEN}
            icon={<SearchIcon className="size-5" />}
            aria-expanded={search.open}
            aria-controls="movie-search-panel"
            onClick={search.toggle}
            classNames={{ root: ICON_BUTTON }}
          />
          <div className="hidden md:block">
            <LangSwitch />
          </div>
          <DarkModeButton classNames={{ root: ICON_BUTTON }} />
          <ThemeSwitchButton />
          <ToolButton
            label={t.NAV.MENU}
            icon={menu.open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
            aria-expanded={menu.open}
            aria-controls="movie-menu"
            onClick={menu.toggle}
            classNames={{ root: cx(ICON_BUTTON, 'md:hidden') }}
          />
        </div>
      </div>
      {search.open && (
        <div id="movie-search-panel" className="absolute right-4 top-20 z-30 w-[min(22rem,calc(100vw-2rem))] rounded-md bg-white p-3 shadow-xl sm:right-8 dark:bg-neutral-800">
          <SearchInput autoFocus classNames={{ input: 'w-full rounded bg-neutral-100 py-2 pl-9 pr-9 text-sm text-neutral-900 placeholder-neutral-600 focus:outline-none focus:ring-2 focus:ring-green-600 dark:bg-neutral-700 dark:text-white dark:placeholder-neutral-300' }} />
          <SiteLink href="/search" className="mt-2 block rounded bg-[#383838] py-2 text-center text-sm font-semibold text-white! hover:bg-black dark:bg-neutral-950">
            {t.NAV.SEARCH}
          </SiteLink>
        </div>
      )}
      {menu.open && (
        <nav id="movie-menu" aria-label={t.NAV.MENU} className="pb-4 md:hidden">
          <NavList links={links} classNames={{ root: 'flex flex-col divide-y divide-neutral-200 text-lg dark:divide-neutral-700', item: 'py-2', subMenu: 'pl-4' }} />
          <LangSwitch />
        </nav>
      )}
    </header>
  )
}

/** White with a top rule: the dark-mode switch centred, then © years author, and visit counters, filing number, title and Powered by. */
function MovieFooter() {
  const { t, config, site } = useGlobal()
  return (
    <footer className="border-t border-neutral-200 bg-white px-4 py-6 text-sm text-neutral-600 sm:px-8 dark:border-neutral-700 dark:bg-[#2A2A2A] dark:text-neutral-300">
      <div className="flex justify-center">
        <DarkModeButton classNames={{ root: ICON_BUTTON }} />
      </div>
      <div className="mt-3 flex flex-col gap-2 md:flex-row md:items-center md:justify-between">
        <p>
          <Copyright classNames={{ link: 'font-semibold hover:underline' }} />. {t.PLAY.ALL_RIGHTS_RESERVED}
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-1">
          <VisitCounters />
          <BeiAn />
          <span>
            {config.TITLE || site.siteInfo.title} · {t.COMMON.VERSION} {config.VERSION}
          </span>
          <PoweredBy />
        </p>
      </div>
    </footer>
  )
}

/** Every movie page: header, full-width content (1.5rem padding, no sidebars), footer, a fixed to-top button. */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  const { site } = useGlobal()
  const movie = useMovieConfig()
  const cover = movie.MOVIE_HOME_BACKGROUND && props.layout === 'LayoutIndex' ? site.siteInfo.pageCover : ''
  return (
    <ThemeShell props={props} classNames={{ root: 'flex min-h-screen flex-col bg-white text-neutral-900 dark:bg-[#2A2A2A] dark:text-neutral-100' }}>
      {cover && (
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-screen bg-cover bg-center" style={{ backgroundImage: `url(${cover})` }}>
          <div className="h-full bg-black/50" />
        </div>
      )}
      <MovieHeader overCover={Boolean(cover)} />
      {cover && <div className="h-[calc(100vh-5rem)]" aria-hidden="true" />}
      <main id="main" className="relative flex-1 p-6">
        {children}
      </main>
      <MovieFooter />
      <BackToTop
        classNames={{
          root: 'fixed bottom-6 right-6 z-20 flex size-11 items-center justify-center rounded-full bg-neutral-900 text-white shadow-lg hover:bg-green-700 dark:bg-neutral-100 dark:text-neutral-900 dark:hover:bg-green-400',
          icon: 'size-5'
        }}
      />
    </ThemeShell>
  )
}
