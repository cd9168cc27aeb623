import { useGlobal } from '@/components/site/context'
import { CategoryList } from '../list/CategoryList'
import type { DrawerSide } from '../nav/Drawer'
import { DrawerButton } from '../nav/DrawerButton'
import { SearchIcon } from '../site/Icons'
import { SearchInput } from './SearchInput'
import { SidebarCard } from '../widgets/SidebarCard'
import { TagList } from '../list/TagList'
import type { Slots } from '../slots'

export interface SearchDrawerButtonProps {
  showLabel?: boolean
  side?: DrawerSide
  /** `root`: the button; `icon`: the magnifier; `drawer`: the panel it opens. */
  classNames?: Slots<'root' | 'icon' | 'drawer'>
}

/**
 * The search drawer: a button that opens a panel with the search box (focused), the categories and
 * the tags, each previewed up to PREVIEW_CATEGORY_COUNT / PREVIEW_TAG_COUNT.
 */
export function SearchDrawerButton({ showLabel = false, side = 'right', classNames = {} }: SearchDrawerButtonProps) {
  const { root: className, icon: iconClassName = 'h-5 w-5', drawer: drawerClassName } = classNames
  const { t, site, config } = useGlobal()
  return (
    <DrawerButton label={t.NAV.SEARCH} icon={<SearchIcon className={iconClassName} />} showLabel={showLabel} side={side} classNames={{ root: className, drawer: drawerClassName }}>
      {() => (
        <div className="flex flex-col gap-6 pt-8">
          <SearchInput autoFocus />
          <SidebarCard title={t.COMMON.CATEGORIES}>
            <CategoryList categories={site.categories} variant="rows" limit={config.PREVIEW_CATEGORY_COUNT} classNames={{ chip: 'hover:bg-gray-100 dark:hover:bg-gray-800' }} />
          </SidebarCard>
          <SidebarCard title={t.COMMON.TAGS}>
            <TagList tags={site.tags.slice(0, config.PREVIEW_TAG_COUNT)} />
          </SidebarCard>
        </div>
      )}
    </DrawerButton>
  )
}
