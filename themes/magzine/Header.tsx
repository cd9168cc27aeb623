import { useState } from 'react'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { CollapsePanel, MenuToggle } from '@/components/nav/CollapseMenu'
import { CloseIcon, SearchIcon } from '@/components/site/Icons'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { SearchInput } from '@/components/search/SearchInput'
import { SiteLink } from '@/components/nav/SiteLink'
import { ThemeSwitchButton } from '@/components/widgets/ThemeSwitchButton'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useScrolledPast } from '@/components/hooks/use-scroll-y'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { INNER, useMagzineConfig } from './use-magzine-config'

const ROUND = 'flex h-10 w-10 items-center justify-center rounded-full hover:bg-gray-100 dark:hover:bg-neutral-800'

/**
 * The sticky white bar (80px, 56px once scrolled): logo and menu on the left; search, language,
 * dark mode, theme and (phones) the menu as round buttons on the right. Search turns the whole bar
 * into one underlined field; Enter searches, the circled × closes it.
 */
export function Header() {
  const { site, config, t } = useGlobal()
  const magzine = useMagzineConfig()
  const menu = useDisclosure()
  const [searching, setSearching] = useState(false)
  const small = useScrolledPast(60)
  const links = useNavLinks({ category: magzine.MAGZINE_MENU_CATEGORY, tag: magzine.MAGZINE_MENU_TAG, archive: magzine.MAGZINE_MENU_ARCHIVE, search: magzine.MAGZINE_MENU_SEARCH })
  return (
    <header className="sticky top-0 z-30 bg-white shadow-sm dark:bg-[#101414]">
      <div data-top-bar className={cx(INNER, 'flex items-center gap-6 transition-[height] duration-300 motion-reduce:transition-none', small ? 'h-14' : 'h-20')}>
        {searching ? (
          <>
            <SearchInput
              autoFocus
              classNames={{
                root: 'flex-1',
                input: 'w-full border-b-2 border-black bg-transparent py-2 pl-9 pr-9 text-lg text-gray-900 placeholder-gray-600 focus:outline-none dark:border-white dark:text-white dark:placeholder-gray-400'
              }}
            />
            <button type="button" aria-label={t.COMMON.CLOSE} onClick={() => setSearching(false)} className={ROUND}>
              <CloseIcon className="h-5 w-5 rounded-full border border-current p-0.5" />
            </button>
          </>
        ) : (
          <>
            {/* A wordmark: the title set heavy, with the accent as its full stop. */}
            <SiteLink href="/" className="min-w-0 truncate text-xl font-black uppercase tracking-tight sm:text-2xl lg:shrink-0">
              {config.TITLE || site.siteInfo.title}
              <span aria-hidden="true" className="text-[#62BA6B] dark:text-amber-400">.</span>
            </SiteLink>
            <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="hidden flex-1 items-center lg:flex">
              <NavList fit links={links} classNames={{ root: 'flex h-10 items-center gap-6 text-sm font-semibold', link: 'underline-offset-4 hover:underline' }} />
            </nav>
            <div className="ml-auto flex shrink-0 items-center gap-1">
              <button type="button" aria-label={t.NAV.SEARCH} onClick={() => setSearching(true)} className={ROUND}>
                <SearchIcon className="h-5 w-5" />
              </button>
              <LangSwitch />
              <DarkModeButton />
              <ThemeSwitchButton />
              <MenuToggle menu={menu} controls="magzine-menu" classNames={{ root: cx(ROUND, 'lg:hidden') }} />
            </div>
          </>
        )}
      </div>
      <CollapsePanel open={menu.open} id="magzine-menu" className="lg:hidden">
        <NavList links={links} classNames={{ root: cx(INNER, 'flex flex-col pb-3 font-semibold'), item: 'border-t border-gray-100 py-3 dark:border-neutral-800', subMenu: 'mt-2 pl-4' }} />
      </CollapsePanel>
    </header>
  )
}
