import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { CloseIcon, SearchIcon } from '@/components/site/Icons'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { PostIcon } from '@/components/post/PostIcon'
import { SearchInput } from '@/components/search/SearchInput'
import { SiteLink } from '@/components/nav/SiteLink'
import { StaticContactLinks } from '@/components/widgets/StaticContactLinks'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { GROW_UNDERLINE } from './styles'
import { useSimpleConfig } from './use-simple-config'

/** The optional black strip, the centred author block (avatar, name, tagline, contacts, description), then the menu bar. */
export function Header() {
  const { site, config } = useGlobal()
  const simple = useSimpleConfig()
  return (
    <header>
      {simple.SIMPLE_TOP_BAR && simple.SIMPLE_TOP_BAR_CONTENT && (
        <p className="bg-black px-[5%] py-1.5 text-xs text-white">{simple.SIMPLE_TOP_BAR_CONTENT}</p>
      )}
      <div className="flex flex-col items-center justify-center gap-4 bg-white px-4 py-12 text-center md:min-h-80 dark:bg-black">
        <div className="flex flex-col items-center gap-5 sm:flex-row sm:text-left">
          {site.siteInfo.icon && (
            <SiteLink href="/" aria-label={config.TITLE || site.siteInfo.title} className="shrink-0">
              <PostIcon
                icon={site.siteInfo.icon}
                className="block h-[100px] w-[100px] rounded-full object-cover transition-transform duration-500 hover:rotate-45 hover:scale-110 motion-reduce:transition-none"
              />
            </SiteLink>
          )}
          <div>
            <SiteLink href={simple.SIMPLE_AUTHOR_LINK} className="font-serif text-2xl text-black hover:text-[#dd3333] dark:text-gray-100">
              {config.AUTHOR}
            </SiteLink>
            <p className="mt-2 whitespace-pre-line text-sm leading-6 text-gray-700 dark:text-gray-300">{simple.SIMPLE_LOGO_DESCRIPTION}</p>
          </div>
        </div>
        <StaticContactLinks classNames={{ root: 'justify-center', link: 'text-gray-700 hover:text-[#dd3333] dark:text-gray-300' }} />
        <p className="text-xs text-gray-600 dark:text-gray-400">{config.DESCRIPTION || site.siteInfo.description}</p>
      </div>
      <MenuBar />
    </header>
  )
}

/**
 * The thin menu bar under the header: Home, the built-in screens and the Notion menus with a red
 * underline growing on hover; the blue magnifier swaps the menu for a search box until closed.
 */
function MenuBar() {
  const { t } = useGlobal()
  const simple = useSimpleConfig()
  const search = useDisclosure()
  const links = useNavLinks({ category: simple.SIMPLE_MENU_CATEGORY, tag: simple.SIMPLE_MENU_TAG, archive: simple.SIMPLE_MENU_ARCHIVE, search: simple.SIMPLE_MENU_SEARCH })
  return (
    <div className="relative z-30 border-t border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-black dark:shadow-none border-b border-b-transparent dark:border-b-gray-800">
      <div data-top-bar className="mx-auto flex min-h-12 w-[90%] flex-wrap items-center gap-x-4 gap-y-2 py-2">
        {search.open ? (
          <SearchInput autoFocus classNames={{ root: 'order-last basis-full md:order-none md:basis-auto md:flex-1', input: 'w-full border-0 border-b border-gray-300 bg-transparent py-1.5 pl-9 pr-9 text-sm text-gray-900 placeholder-gray-500 focus:border-blue-600 focus:outline-none dark:border-gray-700 dark:text-gray-100 dark:placeholder-gray-400' }} />
        ) : (
          <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="order-last flex basis-full items-center md:order-none md:flex-1 md:basis-auto">
            <NavList
              fit
              links={[{ id: 'simple-home', name: t.NAV.HOME, href: '/', icon: '', target: '_self', show: true, subMenus: [] }, ...links]}
              classNames={{
                root: 'flex h-8 items-center gap-x-5 text-sm',
                link: cx('inline-flex items-center gap-1 text-gray-800 dark:text-gray-200', GROW_UNDERLINE),
                subMenu: 'absolute left-0 top-full z-40 mt-2 min-w-40 border border-gray-200 bg-white p-1 shadow dark:border-gray-700 dark:bg-black'
              }}
            />
          </nav>
        )}
        <DarkModeButton classNames={{ root: 'ml-auto shrink-0 p-1 text-gray-700 hover:text-[#dd3333] dark:text-gray-300', icon: 'size-5' }} />
        <LangSwitch className="w-24 border-0 bg-transparent text-sm text-gray-700 dark:bg-black dark:text-gray-300" />
        <button
          type="button"
          aria-label={search.open ? t.COMMON.CLOSE : t.KIT.SEARCH_OPEN}
          aria-expanded={search.open}
          onClick={search.toggle}
          className="shrink-0 p-1 text-blue-600 hover:text-blue-800 dark:text-blue-400 dark:hover:text-blue-300"
        >
          {search.open ? <CloseIcon className="size-5" /> : <SearchIcon className="size-5" />}
        </button>
      </div>
    </div>
  )
}
