import type { TagItem } from '@/lib/site/types'
import { cx } from '@/components/cx'
import type { Slots } from '../slots'
import { TagChip } from './TagChip'

export interface TagListProps {
  tags: readonly TagItem[]
  showCount?: boolean
  /** `root`: the list; `chip`: each tag. */
  classNames?: Slots<'root' | 'chip'>
}

/** Tags as chips in their Notion colors, with post counts on index screens. */
export function TagList({ tags, showCount = false, classNames = {} }: TagListProps) {
  const { root: className, chip: chipClassName } = classNames
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
