import type { CategoryItem } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { CategoryChip } from './CategoryChip'
import { FolderIcon } from '../site/Icons'
import type { Slots } from '../slots'

export interface CategoryListProps {
  categories: readonly CategoryItem[]
  showCount?: boolean
  /** `chips`: a wrapping row; `rows`: one folder row a category (sidebar groups, index cards). */
  variant?: 'chips' | 'rows'
  /** The category being shown, marked as the current one. */
  current?: string | null
  /** At most this many (a sidebar preview); all by default. */
  limit?: number
  /** `root`: the list; `chip`: each category; `current`: added to the current one. */
  classNames?: Slots<'root' | 'chip' | 'current'>
}

/** Categories with post counts: chips, or folder rows with the current category marked. */
export function CategoryList({
  categories,
  showCount = true,
  variant = 'chips',
  current = null,
  limit,
  classNames = {}
}: CategoryListProps) {
  const { root: className, chip: chipClassName, current: currentClassName = 'font-semibold' } = classNames
  if (categories.length === 0) return null
  const shown = limit === undefined ? categories : categories.slice(0, limit)
  const rows = variant === 'rows'
  return (
    <ul className={cx(rows ? 'flex flex-col gap-1' : 'flex flex-wrap gap-2', className)}>
      {shown.map((category) => (
        <li key={category.name}>
          <CategoryChip
            name={category.name}
            count={showCount ? category.count : undefined}
            icon={rows ? <FolderIcon className="h-4 w-4 shrink-0" /> : undefined}
            current={category.name === current}
            className={cx(rows && 'flex w-full items-center justify-between gap-2 rounded px-2 py-1.5', chipClassName, category.name === current && currentClassName)}
          />
        </li>
      ))}
    </ul>
  )
}
