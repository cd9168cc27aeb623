import type { ArchiveGroup } from '@/lib/site/page-props'
import type { CategoryItem, TagItem } from '@/lib/site/types'
import { useGlobal } from '@/components/site/context'
import { ArchiveList, type ArchiveListProps } from './ArchiveList'
import { CategoryList, type CategoryListProps } from './CategoryList'
import { TagList, type TagListProps } from './TagList'

/**
 * The three index screens every theme has, each its heading (h1, in the visitor's language) and its
 * kit list: themes give the classes, so they need not each write the same wrapper again.
 */
export interface ArchiveScreenProps extends Omit<ArchiveListProps, 'archive'> {
  archive: readonly ArchiveGroup[]
  headingClassName?: string
  /** How many posts the archive holds: said under the heading ("12 posts") when `countClassName` is given. */
  total?: number
  countClassName?: string
}

export function ArchiveScreen({ archive, headingClassName, total, countClassName, ...list }: ArchiveScreenProps) {
  const { t } = useGlobal()
  return (
    <>
      <h1 className={headingClassName}>{t.NAV.ARCHIVE}</h1>
      {countClassName !== undefined && total !== undefined && (
        <p className={countClassName}>
          {total} {t.COMMON.ARCHIVE_COUNT}
        </p>
      )}
      <ArchiveList archive={archive} {...list} />
    </>
  )
}

export function CategoryIndexScreen({ categories, headingClassName, ...list }: { categories: readonly CategoryItem[]; headingClassName?: string } & Omit<CategoryListProps, 'categories'>) {
  const { t } = useGlobal()
  return (
    <>
      <h1 className={headingClassName}>{t.COMMON.CATEGORIES}</h1>
      <CategoryList categories={categories} {...list} />
    </>
  )
}

/** All tags as chips in their Notion colours, with their counts. */
export function TagIndexScreen({ tags, headingClassName, classNames }: { tags: readonly TagItem[]; headingClassName?: string } & Pick<TagListProps, 'classNames'>) {
  const { t } = useGlobal()
  return (
    <>
      <h1 className={headingClassName}>{t.COMMON.TAGS}</h1>
      <TagList tags={tags} showCount classNames={classNames} />
    </>
  )
}
