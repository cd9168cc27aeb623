import { useGlobal } from '@/components/site/context'
import type { CategoryItem, TagItem } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { CategoryList } from './CategoryList'
import { TagList } from './TagList'
import type { Slots } from '../slots'

export interface TaxonomyOverviewProps {
  tags: readonly TagItem[]
  categories: readonly CategoryItem[]
  /** `root`: the two lists' column; `heading`: each list's heading. */
  classNames?: Slots<'root' | 'heading'>
}

/** The tag list and the category list, as the search screen shows them before a search (docs/behaviour.md §2). */
export function TaxonomyOverview({ tags, categories, classNames = {} }: TaxonomyOverviewProps) {
  const { root: className, heading: headingClassName = 'mb-3 text-lg font-semibold' } = classNames
  const { t } = useGlobal()
  return (
    <div className={cx('flex flex-col gap-8', className)}>
      <section aria-label={t.COMMON.TAGS}>
        <h2 className={headingClassName}>{t.COMMON.TAGS}</h2>
        <TagList tags={tags} />
      </section>
      <section aria-label={t.COMMON.CATEGORIES}>
        <h2 className={headingClassName}>{t.COMMON.CATEGORIES}</h2>
        <CategoryList categories={categories} />
      </section>
    </div>
  )
}
