import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { DrawerButton } from '@/components/nav/DrawerButton'
import { MenuIcon, SearchIcon } from '@/components/site/Icons'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { lazyPart } from '@/components/loading/lazy-part'
import { RandomPostButton } from '@/components/widgets/RandomPostButton'
import { SiteLink } from '@/components/nav/SiteLink'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useScrollDirection } from '@/components/hooks/use-scroll-direction'
import { useScrollValue } from '@/components/hooks/use-scroll-y'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { useHexoConfig } from './use-hexo-config'

/** The phones' menu drawer (author card, language, menu): fetched when the drawer opens. */
const MenuDrawer = lazyPart(() => import('./MenuDrawer').then((m) => m.MenuDrawer))

/** The header's height and the article cover's, in px: the header turns solid once past the cover. */
const HEADER_PX = 56
const ARTICLE_HERO_PX = 384

const ROUND = 'flex h-9 w-9 shrink-0 items-center justify-center rounded-full hover:bg-black/10 dark:hover:bg-white/10'

/**
 * Butterfly's header: fixed and blurred, see-through with white text over a cover, white with a
 * shadow past it; it slips away while the reader scrolls down and comes back on the way up. The
 * menu shows from lg; phones get a left drawer with the author card and the menu.
 */
export function Header({ hero }: { hero: 'home' | 'post' | null }) {
  const { site, config, t } = useGlobal()
  const hexo = useHexoConfig()
  const links = useNavLinks({ home: hexo.HEXO_MENU_INDEX, category: hexo.HEXO_MENU_CATEGORY, tag: hexo.HEXO_MENU_TAG, archive: hexo.HEXO_MENU_ARCHIVE, search: hexo.HEXO_MENU_SEARCH })
  const overHero = useScrollValue(() => hero !== null && window.scrollY < (hero === 'home' ? window.innerHeight : ARTICLE_HERO_PX) - HEADER_PX, hero !== null)
  const away = useScrollDirection() === 'down' && !overHero
  return (
    <header
      className={cx(
        'fixed inset-x-0 top-0 z-40 transition duration-300 motion-reduce:transition-none',
        overHero
          ? 'bg-transparent text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.5)]'
          : 'border-b border-gray-200 bg-white/90 text-gray-900 shadow-md backdrop-blur dark:border-gray-800 dark:bg-[#101414]/90 dark:text-gray-100',
        away && '-translate-y-full'
      )}
    >
      <div data-top-bar className="mx-auto flex h-14 max-w-[84rem] items-center gap-2 px-4 lg:px-8">
        <SiteLink href="/" className="mr-auto min-w-0 truncate text-lg font-bold lg:mr-4 lg:shrink-0">
          {config.TITLE || site.siteInfo.title}
        </SiteLink>
        <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="hidden flex-1 items-center lg:flex">
          <NavList
            fit
            links={links}
            classNames={{
              root: 'flex h-14 items-center justify-end gap-1',
              link: 'flex items-center gap-1 rounded-md px-3 py-1.5 font-medium underline-offset-8 decoration-2 decoration-[#928CEE] hover:underline',
              subMenu: 'absolute z-40 mt-2 min-w-40 rounded-lg border border-gray-200 bg-white p-2 text-gray-800 shadow-lg [text-shadow:none] dark:border-gray-700 dark:bg-[#101414] dark:text-gray-100'
            }}
          />
        </nav>
        {hexo.HEXO_MENU_SEARCH && (
          <SiteLink href="/search" aria-label={t.NAV.SEARCH} title={t.NAV.SEARCH} className={ROUND}>
            <SearchIcon className="size-4" />
          </SiteLink>
        )}
        {hexo.HEXO_MENU_RANDOM && <RandomPostButton classNames={{ root: ROUND, icon: 'size-4' }} />}
        <LangSwitch className="hidden cursor-pointer rounded-full bg-transparent px-2 py-1 text-sm sm:block [&_option]:text-gray-900" />
        <DarkModeButton classNames={{ root: ROUND, icon: 'size-4' }} />
        <DrawerButton
          label={t.NAV.MENU}
          icon={<MenuIcon className="size-5" />}
          classNames={{ root: cx(ROUND, 'lg:hidden'), drawer: 'bg-white p-6 text-gray-800 dark:bg-[#101414] dark:text-gray-100' }}
          side="left"
          onPreload={MenuDrawer.preload}
        >
          {() => <MenuDrawer links={links} />}
        </DrawerButton>
      </div>
    </header>
  )
}
