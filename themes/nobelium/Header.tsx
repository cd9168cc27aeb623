import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { CloseIcon, MenuIcon, SearchIcon } from '@/components/site/Icons'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { PostIcon } from '@/components/post/PostIcon'
import { RandomPostButton } from '@/components/widgets/RandomPostButton'
import { SiteLink } from '@/components/nav/SiteLink'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useScrolledPast } from '@/components/hooks/use-scroll-y'
import { useGlobal } from '@/components/site/context'
import type { PostDetail } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { useNobeliumConfig } from './use-nobelium-config'

const ICON_BUTTON = 'flex h-8 w-8 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-black dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white'

/**
 * The translucent bar over the column: the mark and the site title (the post's title on a post),
 * the text menu, then the round tools; on phones the menu folds into a small box under the bar.
 */
export function Header({ post }: { post: PostDetail | null }) {
  const { site, config, t } = useGlobal()
  const nobelium = useNobeliumConfig()
  const menu = useDisclosure()
  const scrolled = useScrolledPast(8)
  const sticky = nobelium.NOBELIUM_AUTO_COLLAPSE_NAV_BAR
  const links = useNavLinks({
    category: nobelium.NOBELIUM_MENU_CATEGORY,
    tag: nobelium.NOBELIUM_MENU_TAG,
    archive: nobelium.NOBELIUM_MENU_ARCHIVE,
    search: nobelium.NOBELIUM_MENU_SEARCH
  })
  const siteTitle = config.TITLE || site.siteInfo.title
  return (
    <header
      className={cx(
        'z-30 w-full border-b bg-white/60 backdrop-blur-[5px] transition-colors dark:bg-black/60',
        sticky ? 'sticky top-0' : 'relative',
        sticky && scrolled ? 'border-gray-200 dark:border-gray-800' : 'border-transparent'
      )}
    >
      <div data-top-bar className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-6 sm:py-8 lg:max-w-4xl">
        <SiteLink href="/" aria-label={siteTitle} className="shrink-0">
          {nobelium.NOBELIUM_NAV_NOTION_ICON && site.siteInfo.icon ? (
            <PostIcon icon={site.siteInfo.icon} className="block h-6 w-6 rounded-sm object-cover" />
          ) : (
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6 fill-black dark:fill-white">
              <rect width="24" height="24" />
            </svg>
          )}
        </SiteLink>
        {/* A post's title may take two lines and shares the row with the menu; the site's name keeps its one line whole. */}
        <p className={cx('line-clamp-2 min-w-[6rem] text-sm font-medium text-black dark:text-gray-100', post ? 'flex-1' : 'shrink-0 whitespace-nowrap max-lg:flex-1')}>
          {post ? post.title || t.COMMON.UNTITLED : <SiteLink href="/">{siteTitle}</SiteLink>}
        </p>
        <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="hidden flex-1 items-center lg:flex">
          <NavList fit links={links} classNames={{ root: 'flex h-8 items-center justify-end gap-4 whitespace-nowrap text-sm', link: 'inline-flex items-center gap-1 text-gray-700 hover:text-black dark:text-gray-300 dark:hover:text-white' }} />
        </nav>
        <div className="flex shrink-0 items-center">
          <LangSwitch className="mr-1 hidden w-24 border-0 bg-transparent text-sm text-gray-700 sm:block dark:bg-black dark:text-gray-300" />
          {nobelium.NOBELIUM_MENU_DARKMODE_BUTTON && <DarkModeButton classNames={{ root: ICON_BUTTON, icon: 'size-4' }} />}
          {nobelium.NOBELIUM_MENU_RANDOM_POST && <RandomPostButton classNames={{ root: ICON_BUTTON, icon: 'size-4' }} />}
          {nobelium.NOBELIUM_MENU_SEARCH_BUTTON && (
            <SiteLink href="/search" aria-label={t.NAV.SEARCH} title={t.NAV.SEARCH} className={ICON_BUTTON}>
              <SearchIcon className="size-4" />
            </SiteLink>
          )}
          <button
              type="button"
              aria-label={t.NAV.MENU}
              aria-expanded={menu.open}
              aria-controls={menu.open ? 'nobelium-menu' : undefined}
              onClick={menu.toggle}
              className={cx(ICON_BUTTON, 'lg:hidden')}
            >
              {menu.open ? <CloseIcon className="size-4" /> : <MenuIcon className="size-4" />}
            </button>
        </div>
      </div>
      {menu.open && (
        <div id="nobelium-menu" className="relative mx-auto max-w-3xl px-4 lg:hidden">
          <div className="absolute right-4 top-0 flex min-w-44 flex-col border border-gray-200 bg-white py-1 text-sm dark:border-gray-700 dark:bg-black">
            <NavList links={links} classNames={{ root: 'flex flex-col', link: 'flex items-center gap-1 px-4 py-2 text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-900', subMenu: 'pl-3' }} />
            <LangSwitch className="mx-4 my-2 border border-gray-200 bg-white px-1 py-1 text-sm text-gray-700 sm:hidden dark:border-gray-700 dark:bg-black dark:text-gray-300" />
          </div>
        </div>
      )}
    </header>
  )
}
