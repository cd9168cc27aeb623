import type { CategoryItem } from '@/lib/site/types'
import { cx } from '@/lib/ui/cx'
import { CategoryChip } from './CategoryChip'

export interface CategoryListProps {
  categories: readonly CategoryItem[]
  showCount?: boolean
  className?: string
  chipClassName?: string
}

/** Categories as chips, with post counts on index screens. */
export function CategoryList({ categories, showCount = true, className, chipClassName }: CategoryListProps) {
  if (categories.length === 0) return null
  return (
    <ul className={cx('flex flex-wrap gap-2', className)}>
      {categories.map((category) => (
        <li key={category.name}>
          <CategoryChip name={category.name} count={showCount ? category.count : undefined} className={chipClassName} />
        </li>
      ))}
    </ul>
  )
}
