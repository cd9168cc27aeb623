import type { TagItem } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { TagChip } from './TagChip'

export interface TagListProps {
  tags: readonly TagItem[]
  showCount?: boolean
  className?: string
  chipClassName?: string
}

/** Tags as chips in their Notion colors, with post counts on index screens. */
export function TagList({ tags, showCount = false, className, chipClassName }: TagListProps) {
  if (tags.length === 0) return null
  return (
    <ul className={cx('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li key={tag.name}>
          <TagChip name={tag.name} color={tag.color} count={showCount ? tag.count : undefined} className={chipClassName} />
        </li>
      ))}
    </ul>
  )
}
