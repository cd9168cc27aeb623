import { Hash } from 'lucide-react'
import { NavList } from '@/components/nav/NavList'
import { SiteLink } from '@/components/nav/SiteLink'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { categoryAnchorId } from '@/lib/site/nav-tree'
import { useNavConfig } from './use-nav-config'

const ENTRY = 'flex items-center gap-2 rounded-lg px-3 py-1.5 text-[15px] font-semibold text-gray-600 hover:bg-gray-50 hover:text-black dark:text-neutral-400 dark:hover:bg-neutral-700 dark:hover:text-white'

/**
 * The white menu card of the left column: either the site's Notion menu, its sub-menus listed open
 * (NAV_USE_CUSTOM_MENU, when it has links), or a "# category" link to each section of the
 * home's directory — one or the other, never both.
 */
export function MenuCard({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { site, t } = useGlobal()
  const nav = useNavConfig()
  // The site's navigation as CUSTOM_MENU says (its Menu rows, or the built-in screens these keys
  // turn on and its pages).
  const menus = useNavLinks({ category: nav.NAV_MENU_CATEGORY, tag: nav.NAV_MENU_TAG, archive: nav.NAV_MENU_ARCHIVE, search: nav.NAV_MENU_SEARCH })
  return (
    <div className={cx('flex flex-col gap-3 rounded-xl bg-white p-2 shadow-[0_1px_6px_rgba(0,0,0,0.06)] dark:bg-neutral-800', className)}>
      {nav.NAV_USE_CUSTOM_MENU && menus.length > 0 ? (
        <nav aria-label={t.COMMON.MAIN_NAVIGATION}>
          <NavList
            links={menus}
            subMenusOpen
            classNames={{ root: 'flex flex-col', link: ENTRY, subMenu: 'ml-4 flex flex-col text-sm text-gray-600 dark:text-neutral-400' }}
          />
        </nav>
      ) : (
        <nav aria-label={t.COMMON.CATEGORIES}>
          <ul className="flex flex-col">
            {site.categories.map((category) => (
              <li key={category.name}>
                <SiteLink href={`/#${categoryAnchorId(category.name)}`} onClick={onNavigate} className={ENTRY}>
                  <Hash aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <span className="truncate">{category.name}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
