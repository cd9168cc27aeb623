import { useId } from 'react'
import { CollapsePanel, MenuToggle } from '@/components/nav/CollapseMenu'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { SearchIcon } from '@/components/site/Icons'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { PostIcon } from '@/components/post/PostIcon'
import { SiteLink } from '@/components/nav/SiteLink'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useScrolledPast } from '@/components/hooks/use-scroll-y'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { useCommerceConfig } from './use-commerce-config'

/** Px scrolled before the bar shrinks from 96 to 56 px. */
const SHRINK_AFTER = 50

/** A menu link: a red 2 px line grows from its middle under the pointer; the page being shown keeps one. */
const MENU_LINK =
  "relative flex h-full items-center gap-1.5 px-1 font-medium after:absolute after:inset-x-0 after:bottom-0 after:h-0.5 after:scale-x-0 after:bg-[#D2232A] after:transition-transform after:content-[''] hover:text-[#D2232A] hover:after:scale-x-100 aria-[current=page]:after:scale-x-100 dark:hover:text-red-400 motion-reduce:after:transition-none"

const ICON_BUTTON = 'grid size-9 place-items-center rounded hover:bg-red-50 hover:text-[#D2232A] dark:hover:bg-white/10 dark:hover:text-red-400'

/**
 * The company's bar: fixed, white, full width with a shadow; the logo alone on the left (the
 * site's icon), the menu on the right with red underlines, the bar shrinking once the page moves.
 * Phones get a menu button that unfolds the menu under the bar, sub-menus as accordions.
 */
export function Header() {
  const { site, config, t } = useGlobal()
  const commerce = useCommerceConfig()
  const links = useNavLinks({ home: true, category: commerce.COMMERCE_MENU_CATEGORY, tag: commerce.COMMERCE_MENU_TAG, archive: commerce.COMMERCE_MENU_ARCHIVE, search: commerce.COMMERCE_MENU_SEARCH })
  const small = useScrolledPast(SHRINK_AFTER)
  const menu = useDisclosure({ closeOnRouteStart: true })
  const panel = useId()
  const title = config.TITLE || site.siteInfo.title
  return (
    <>
      {/* The bar is fixed and this keeps its full height in the page: its shrinking must not move the content (nor the scroll position with it). */}
      <div aria-hidden="true" className="h-24 shrink-0" />
      <header className="fixed inset-x-0 top-0 z-40 w-full bg-white text-gray-800 shadow-md dark:bg-[#101414] dark:text-gray-100 dark:shadow-black">
        <div data-top-bar className={cx('mx-auto flex max-w-7xl items-center gap-2 px-4 transition-[height] duration-300 motion-reduce:transition-none lg:px-8', small ? 'h-14' : 'h-24')}>
          <SiteLink href="/" aria-label={title} title={title} className="mr-auto flex h-12 items-center md:mr-4 md:shrink-0">
            {site.siteInfo.icon ? <PostIcon icon={site.siteInfo.icon} className={cx('w-auto object-contain text-4xl transition-[height] motion-reduce:transition-none', small ? 'h-9' : 'h-12')} /> : <span className="text-xl font-bold">{title}</span>}
          </SiteLink>
          <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="hidden h-full flex-1 items-center md:flex">
            <NavList
              fit
              links={links}
              classNames={{
                root: 'flex h-full items-center justify-end gap-6',
                item: 'flex h-full items-center [&>div]:h-full',
                link: MENU_LINK,
                subMenu: 'absolute z-40 min-w-44 border-t-2 border-[#D2232A] bg-white p-1 text-gray-800 shadow-lg dark:bg-[#101414] dark:text-gray-100 [&_a]:rounded-none [&_a:hover]:bg-red-50 [&_a:hover]:text-[#D2232A] dark:[&_a:hover]:bg-white/10'
              }}
            />
          </nav>
          {commerce.COMMERCE_MENU_SEARCH && (
            <SiteLink href="/search" aria-label={t.NAV.SEARCH} title={t.NAV.SEARCH} className={ICON_BUTTON}>
              <SearchIcon className="size-5" />
            </SiteLink>
          )}
          <LangSwitch className="max-w-24 cursor-pointer rounded border border-gray-300 bg-transparent px-1 py-1 text-sm dark:border-gray-600 [&_option]:text-gray-900" />
          <DarkModeButton classNames={{ root: ICON_BUTTON, icon: 'size-5' }} />
          <MenuToggle menu={menu} controls={panel} classNames={{ root: cx(ICON_BUTTON, 'md:hidden'), icon: 'size-6' }} />
        </div>
        <CollapsePanel open={menu.open} id={panel} className="md:hidden">
          <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="border-t border-gray-200 px-4 pb-4 dark:border-gray-800">
            <NavList
              links={links}
              classNames={{
                root: 'flex flex-col divide-y divide-gray-100 dark:divide-gray-800',
                link: 'flex w-full items-center gap-2 py-3 font-medium hover:text-[#D2232A] aria-[current=page]:text-[#D2232A] dark:hover:text-red-400 dark:aria-[current=page]:text-red-400',
                subMenu: 'pl-4'
              }}
            />
          </nav>
        </CollapsePanel>
      </header>
    </>
  )
}
