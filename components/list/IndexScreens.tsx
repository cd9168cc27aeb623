import type { ArchiveGroup } from '@/lib/site/page-props'
import type { CategoryItem, TagItem } from '@/lib/site/types'
import { useGlobal } from '@/components/site/context'
import { ArchiveList, type ArchiveListPart, type ArchiveListProps } from './ArchiveList'
import { CategoryList, type CategoryListProps } from './CategoryList'
import { TagList, type TagListProps } from './TagList'
import type { Slots } from '../slots'

/**
 * The three index screens every theme has, each its heading (h1, in the visitor's language) and its
 * kit list: themes give the classes, so they need not each write the same wrapper again.
 */
export interface ArchiveScreenProps extends Omit<ArchiveListProps, 'archive' | 'classNames'> {
  archive: readonly ArchiveGroup[]
  /** How many posts the archive holds: said under the heading ("12 posts") when the `count` slot is given. */
  total?: number
  /** `heading`: the h1; `count`: the line under it (shown only when given); the rest: the archive's (see ArchiveList). */
  classNames?: Slots<ArchiveListPart | 'heading' | 'count'>
}

export function ArchiveScreen({ archive, total, classNames = {}, ...list }: ArchiveScreenProps) {
  const { heading: headingClassName, count: countClassName, ...archiveSlots } = classNames
  const { t } = useGlobal()
  return (
    <>
      <h1 className={headingClassName}>{t.NAV.ARCHIVE}</h1>
      {countClassName !== undefined && total !== undefined && (
        <p className={countClassName}>
          {total} {t.COMMON.ARCHIVE_COUNT}
        </p>
      )}
      <ArchiveList archive={archive} {...list} classNames={archiveSlots} />
    </>
  )
}

/** `heading`: the h1; the rest: the list's (see CategoryList). */
type CategoryIndexSlots = Slots<'heading'> & CategoryListProps['classNames']

export function CategoryIndexScreen({ categories, classNames = {}, ...list }: { categories: readonly CategoryItem[]; classNames?: CategoryIndexSlots } & Omit<CategoryListProps, 'categories' | 'classNames'>) {
  const { heading: headingClassName, ...listSlots } = classNames
  const { t } = useGlobal()
  return (
    <>
      <h1 className={headingClassName}>{t.COMMON.CATEGORIES}</h1>
      <CategoryList categories={categories} {...list} classNames={listSlots} />
    </>
  )
}

/** All tags as chips in their Notion colours, with their counts. */
export function TagIndexScreen({ tags, classNames = {} }: { tags: readonly TagItem[]; classNames?: Slots<'heading'> & TagListProps['classNames'] }) {
  const { heading: headingClassName, ...listSlots } = classNames
  const { t } = useGlobal()
  return (
    <>
      <h1 className={headingClassName}>{t.COMMON.TAGS}</h1>
      <TagList tags={tags} showCount classNames={listSlots} />
    </>
  )
}
