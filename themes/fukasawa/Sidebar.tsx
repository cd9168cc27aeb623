import { Announcement } from '@/components/widgets/Announcement'
import { Copyright } from '@/components/widgets/Copyright'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { CloseIcon, MenuIcon } from '@/components/site/Icons'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { StaticTableOfContents } from '@/components/post/StaticTableOfContents'
import { NavList } from '@/components/nav/NavList'
import { SearchInput } from '@/components/search/SearchInput'
import { SiteLink } from '@/components/nav/SiteLink'
import { TagStrip } from '@/components/list/TagStrip'
import { StaticCategoryList } from '@/components/list/StaticCategoryList'
import { StaticContactLinks } from '@/components/widgets/StaticContactLinks'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useGlobal } from '@/components/site/context'
import type { LayoutName } from '@/lib/site/page-props'
import type { MenuLink, PostDetail } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { useFukasawaConfig } from './use-fukasawa-config'

const SEARCH_BOX =
  'w-full border-0 bg-gray-100 py-2 pl-9 pr-9 text-sm text-gray-900 placeholder-gray-600 focus:outline-none focus:ring-1 focus:ring-gray-400 dark:bg-neutral-800 dark:text-gray-100 dark:placeholder-gray-400'
const GROUP_TITLE = 'mb-3 text-xs font-semibold uppercase tracking-widest text-gray-600 dark:text-gray-400'

/** The site title in a 2px black box that turns black on hover. */
function Logo() {
  const { site, config } = useGlobal()
  return (
    <SiteLink
      href="/"
      className="inline-block border-2 border-black px-3 py-1.5 font-bold text-black transition-colors hover:bg-black hover:text-white dark:border-gray-200 dark:text-gray-100 dark:hover:bg-gray-100 dark:hover:text-black"
    >
      {config.TITLE || site.siteInfo.title}
    </SiteLink>
  )
}

function useMenu(): MenuLink[] {
  const { t } = useGlobal()
  const fukasawa = useFukasawaConfig()
  const links = useNavLinks({ category: fukasawa.FUKASAWA_MENU_CATEGORY, tag: fukasawa.FUKASAWA_MENU_TAG, archive: fukasawa.FUKASAWA_MENU_ARCHIVE, search: false })
  return [{ id: 'fukasawa-home', name: t.NAV.HOME, href: '/', icon: '', target: '_self', show: true, subMenus: [] }, ...links]
}

/**
 * The whole navigation in one column (lg and up): logo, description, menu, search, announcement,
 * the first tags and the categories (hidden on their own index and on search, which show them), contacts, the switches, the years
 * and the author, and on a post its contents, sticky at the end. The page scroll reaches every group; the contents then stay in view.
 */
export function Sidebar({ post, collapsed, layout, tag, category }: { post: PostDetail | null; collapsed: boolean; layout: LayoutName; tag: string | null; category: string | null }) {
  const { site, config, t } = useGlobal()
  const links = useMenu()
  return (
    // A column of the page, as tall as its row and scrolled by the page: not a window-tall fixed box
    // whose lower groups only its own scrollbar reaches. Collapsed, it slides out past the left edge.
    <aside
      inert={collapsed}
      aria-label={t.KIT.SIDEBAR}
      className={cx(
        'relative z-20 hidden w-80 shrink-0 bg-white transition-[margin] duration-300 motion-reduce:transition-none lg:block dark:bg-[#101414]',
        collapsed && '-ml-80'
      )}
    >
      {/* As tall as the column, so the contents at its end can stick all the way down the post. */}
      <div className="flex h-full flex-col gap-8 p-8">
        <div className="flex flex-col gap-3">
          <div>
            <Logo />
          </div>
          <p className="text-sm leading-6 text-gray-700 dark:text-gray-300">{config.DESCRIPTION || site.siteInfo.description}</p>
        </div>
        <nav aria-label={t.COMMON.MAIN_NAVIGATION}>
          <NavList
            links={links}
            classNames={{
              root: 'flex flex-col',
              link: 'flex items-center gap-1 py-1.5 font-medium text-gray-900 hover:text-blue-600 dark:text-gray-100 dark:hover:text-blue-400',
              subMenu: 'pl-4'
            }}
          />
        </nav>
        <SearchInput classNames={{ input: SEARCH_BOX }} />
        <Announcement classNames={{ root: 'text-sm text-gray-700 dark:text-gray-300', title: GROUP_TITLE }} />
        {layout !== 'LayoutTagIndex' && layout !== 'LayoutSearch' && site.tags.length > 0 && (
          <section aria-label={t.COMMON.TAGS}>
            <h2 className={GROUP_TITLE}>{t.COMMON.TAGS}</h2>
            <TagStrip
              tags={site.tags.slice(0, 20)}
              current={tag}
              clearHref="/tag"
              classNames={{
                root: 'flex-wrap overflow-visible',
                chip: 'block bg-gray-100 px-2 py-0.5 text-xs text-gray-800 hover:bg-gray-200 dark:bg-neutral-800 dark:text-gray-200 dark:hover:bg-neutral-700',
                current: 'block bg-black px-2 py-0.5 text-xs text-white dark:bg-gray-100 dark:text-black'
              }}
            />
          </section>
        )}
        {layout !== 'LayoutCategoryIndex' && layout !== 'LayoutSearch' && site.categories.length > 0 && (
          <section aria-label={t.COMMON.CATEGORIES}>
            <h2 className={GROUP_TITLE}>{t.COMMON.CATEGORIES}</h2>
            <StaticCategoryList
              categories={site.categories}
              variant="rows"
              current={category}
              classNames={{ chip: 'text-sm text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-neutral-800', current: '!bg-gray-700 !text-white' }}
            />
          </section>
        )}
        <StaticContactLinks classNames={{ link: 'text-gray-700 hover:text-blue-600 dark:text-gray-300 dark:hover:text-blue-400' }} />
        <div className="flex items-center justify-center gap-2">
          <DarkModeButton classNames={{ root: 'rounded-full p-2 text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-neutral-800', icon: 'size-5' }} />
          <LangSwitch className="rounded border border-gray-200 bg-white px-1 py-1 text-sm text-gray-800 dark:border-neutral-700 dark:bg-[#101414] dark:text-gray-200" />
        </div>
        {/* The years and the author, where fukasawa's column ends its groups. */}
        <Copyright classNames={{ root: 'text-center text-xs text-gray-600 dark:text-gray-400', link: 'font-medium text-gray-800 hover:text-blue-600 dark:text-gray-200 dark:hover:text-blue-400' }} />
        {post && (
          // Right under the groups above, sticking once the reader scrolls past them.
          <div className="sticky top-0 -mx-8 bg-white px-8 py-6 dark:bg-[#101414]">
            <StaticTableOfContents
              toc={post.toc}
              classNames={{ root: 'text-sm', list: 'max-h-[50vh] overflow-y-auto', item: 'py-0.5 text-gray-700 hover:text-blue-600 dark:text-gray-300 dark:hover:text-blue-400', active: 'font-semibold text-black dark:text-white' }}
            />
          </div>
        )}
      </div>
    </aside>
  )
}

/** Below lg: a white bar with the boxed logo and a menu button that unfolds the menu, the search and the switches. */
export function MobileBar() {
  const { t } = useGlobal()
  const menu = useDisclosure({ closeOnRouteStart: true })
  const links = useMenu()
  return (
    <div className="relative z-20 bg-white shadow-sm lg:hidden dark:bg-[#101414]">
      <div data-top-bar className="flex items-center justify-between px-4 py-3">
        <Logo />
        <button
          type="button"
          aria-label={t.NAV.MENU}
          aria-expanded={menu.open}
          aria-controls="fukasawa-menu"
          onClick={menu.toggle}
          className="rounded p-2 text-gray-900 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-neutral-800"
        >
          {menu.open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
        </button>
      </div>
      {menu.open && (
        <div id="fukasawa-menu" className="flex flex-col gap-4 border-t border-gray-100 px-4 pb-5 pt-3 dark:border-neutral-800">
          <nav aria-label={t.COMMON.MAIN_NAVIGATION}>
            <NavList links={links} classNames={{ root: 'flex flex-col', link: 'flex items-center gap-1 py-1.5 font-medium text-gray-900 dark:text-gray-100', subMenu: 'pl-4' }} />
          </nav>
          <SearchInput classNames={{ input: SEARCH_BOX }} />
          <div className="flex items-center gap-2">
            <DarkModeButton classNames={{ root: 'rounded-full p-2 text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-neutral-800', icon: 'size-5' }} />
            <LangSwitch className="rounded border border-gray-200 bg-white px-1 py-1 text-sm text-gray-800 dark:border-neutral-700 dark:bg-[#101414] dark:text-gray-200" />
          </div>
        </div>
      )}
    </div>
  )
}
