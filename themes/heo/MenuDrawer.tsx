import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { StaticTagList } from '@/components/list/StaticTagList'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { useGlobal } from '@/components/site/context'
import { useHeoConfig } from './use-heo-config'

/** The slide-over's content (its own chunk, fetched when the menu is first reached for): dark mode, the menu as two columns of buttons, the tag cloud. */
export function MenuDrawer() {
  const { site, t } = useGlobal()
  const heo = useHeoConfig()
  const links = useNavLinks({ home: heo.HEO_MENU_INDEX, category: heo.HEO_MENU_CATEGORY, tag: heo.HEO_MENU_TAG, archive: heo.HEO_MENU_ARCHIVE, search: heo.HEO_MENU_SEARCH })
  return (
    <div className="flex flex-col gap-6 pt-8">
      <div className="flex items-center gap-2">
        <DarkModeButton showLabel classNames={{ root: 'flex flex-1 items-center justify-center gap-2 rounded-xl border border-gray-200 bg-white py-3 font-semibold dark:border-neutral-700 dark:bg-[#1e1e1e]', icon: 'size-5' }} />
        <LangSwitch className="rounded-xl border border-gray-200 bg-white px-2 py-3 text-sm dark:border-neutral-700 dark:bg-[#1e1e1e]" />
      </div>
      <nav aria-label={t.COMMON.MAIN_NAVIGATION}>
        <NavList
          links={links}
          classNames={{
            root: 'grid grid-cols-2 gap-2',
            link: 'flex items-center gap-2 rounded-xl border border-gray-200 bg-white px-3 py-2.5 font-semibold hover:bg-indigo-600 hover:text-white dark:border-neutral-700 dark:bg-[#1e1e1e] dark:hover:bg-yellow-600',
            subMenu: 'mt-2 flex flex-col gap-1 pl-2'
          }}
        />
      </nav>
      <section aria-label={t.COMMON.TAGS}>
        <h2 className="mb-3 text-sm font-bold text-gray-600 dark:text-gray-300">{t.COMMON.TAGS}</h2>
        <StaticTagList tags={site.tags} showCount classNames={{ chip: 'rounded-lg px-2 py-1 text-sm' }} />
      </section>
    </div>
  )
}
