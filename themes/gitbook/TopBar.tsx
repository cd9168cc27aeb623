import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { CollapsePanel, MenuToggle } from '@/components/nav/CollapseMenu'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { PostIcon } from '@/components/post/PostIcon'
import { SearchInput } from '@/components/search/SearchInput'
import { SiteLink } from '@/components/nav/SiteLink'
import { ThemeSwitchButton } from '@/components/widgets/ThemeSwitchButton'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useGlobal } from '@/components/site/context'
import { useGitbookConfig, useIndexHref } from './use-gitbook-config'

const FIELD =
  'w-full rounded-lg border border-transparent bg-gray-100 py-2 pl-9 pr-14 text-sm text-gray-900 placeholder-gray-600 focus:border-gray-300 focus:bg-white focus:outline-none dark:bg-neutral-800 dark:text-gray-100 dark:placeholder-gray-400 dark:focus:border-neutral-600 dark:focus:bg-neutral-900'

/**
 * The fixed 64px bar: site icon and title (to the index document), the top menu, then language,
 * dark mode, theme and the search field (Ctrl+K) that also filters the tree as one types. On phones
 * a menu button opens the links below the bar (search among them).
 */
export function TopBar({ onFilter }: { onFilter: (text: string) => void }) {
  const { site, config, t } = useGlobal()
  const gitbook = useGitbookConfig()
  const indexHref = useIndexHref()
  const menu = useDisclosure()
  const links = useNavLinks({
    category: gitbook.GITBOOK_MENU_CATEGORY,
    tag: gitbook.GITBOOK_BOOK_MENU_TAG,
    archive: gitbook.GITBOOK_MENU_ARCHIVE,
    search: gitbook.GITBOOK_MENU_SEARCH
  })
  return (
    <header className="fixed inset-x-0 top-0 z-30 border-b border-gray-200 bg-white dark:border-neutral-800 dark:bg-[#101414]">
      <div data-top-bar className="mx-auto flex h-16 max-w-[1560px] items-center gap-4 px-4 md:px-6">
        <SiteLink href={indexHref} className="flex min-w-0 items-center gap-2 font-bold md:text-2xl lg:shrink-0">
          <PostIcon icon={site.siteInfo.icon} className="h-6 w-6 shrink-0 rounded" />
          <span className="truncate text-lg md:text-xl">{config.TITLE || site.siteInfo.title}</span>
        </SiteLink>
        <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="hidden flex-1 items-center lg:flex">
          <NavList
            fit
            links={links}
            classNames={{
              root: 'flex h-16 items-center gap-1 text-sm',
              link: 'block rounded-md px-3 py-2 text-gray-700 hover:bg-gray-100 hover:text-black dark:text-gray-300 dark:hover:bg-neutral-800 dark:hover:text-white',
              subMenu: 'rounded-md border border-gray-200 bg-white p-1 shadow-sm dark:border-neutral-700 dark:bg-[#101414]'
            }}
          />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <LangSwitch />
          <DarkModeButton />
          <ThemeSwitchButton />
          <SearchInput shortcut onTextChange={onFilter} classNames={{ root: 'ml-2 hidden w-52 md:block xl:w-64', input: FIELD }} />
          <MenuToggle menu={menu} controls="gitbook-menu" classNames={{ root: 'rounded p-2 hover:bg-gray-100 lg:hidden dark:hover:bg-neutral-800' }} />
        </div>
      </div>
      <CollapsePanel open={menu.open} id="gitbook-menu" className="lg:hidden">
        <NavList links={links} classNames={{ root: 'flex flex-col border-t border-gray-200 px-4 py-2 text-sm dark:border-neutral-800', item: 'py-2', subMenu: 'mt-1 pl-4' }} />
      </CollapsePanel>
    </header>
  )
}
