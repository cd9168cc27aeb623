import type { ReactNode } from 'react'
import { useGlobal } from '@/components/site/context'
import type { CategoryItem, TagItem } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { CategoryList } from '../list/CategoryList'
import { SearchInput } from './SearchInput'
import { SidebarCard } from '../widgets/SidebarCard'
import { TagList } from '../list/TagList'

export type SearchScreenSlot = 'root' | 'card' | 'heading' | 'input' | 'categories' | 'category' | 'tags' | 'tag'

export interface SearchScreenProps {
  keyword: string
  categories: readonly CategoryItem[]
  tags: readonly TagItem[]
  /** The results under the box when there is a keyword: the theme's own list of posts. */
  results: ReactNode
  /** Drawn before the headings of the box, the categories and the tags. */
  icons?: Partial<Record<'search' | 'categories' | 'tags', ReactNode>>
  classNames?: Partial<Record<SearchScreenSlot, string>>
}

/**
 * The search screen of the card-style blog themes: a card with the heading (Search, or Search
 * results) and the box; under it the results, or, before any search, a card of the categories and
 * a card of the tags (docs/behaviour.md §2's search nav).
 */
export function SearchScreen({ keyword, categories, tags, results, icons = {}, classNames = {} }: SearchScreenProps) {
  const { t } = useGlobal()
  return (
    <div className={cx('flex flex-col gap-6', classNames.root)}>
      <div className={classNames.card}>
        <h1 className={classNames.heading}>
          {icons.search}
          {keyword ? t.COMMON.SEARCH_RESULTS : t.NAV.SEARCH}
        </h1>
        <SearchInput key={keyword} initialValue={keyword} classNames={{ input: classNames.input }} />
      </div>
      {keyword ? (
        results
      ) : (
        <>
          <SidebarCard title={t.COMMON.CATEGORIES} icon={icons.categories} classNames={{ root: classNames.card, title: classNames.heading }}>
            <CategoryList categories={categories} classNames={{ root: classNames.categories, chip: classNames.category }} />
          </SidebarCard>
          <SidebarCard title={t.COMMON.TAGS} icon={icons.tags} classNames={{ root: classNames.card, title: classNames.heading }}>
            <TagList tags={tags} classNames={{ root: classNames.tags, chip: classNames.tag }} />
          </SidebarCard>
        </>
      )}
    </div>
  )
}
