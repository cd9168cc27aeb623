import type { ArchiveGroup, Paging } from '@/lib/site/page-props'
import { archiveYears } from '@/components/list/archive-years'
import { cx } from '@/components/cx'
import { Pagination } from './Pagination'
import { PostLinkList } from './PostLinkList'

export interface ArchiveListProps {
  archive: readonly ArchiveGroup[]
  /** Where this page stands in the paged archive: previous and next links under it when there are several pages. */
  paging?: Paging
  /** Classes of those links' bar. */
  pagerClassName?: string
  /** Years as headings with their months under them (many blog themes), instead of months alone. */
  byYear?: boolean
  className?: string
  yearClassName?: string
  titleClassName?: string
  listClassName?: string
  /** Each post's row: the archives' left-border rows are styled here. */
  itemClassName?: string
  linkClassName?: string
}

function Months({ groups, heading, titleClassName, listClassName, itemClassName, linkClassName }: { groups: readonly ArchiveGroup[]; heading: 'h2' | 'h3' } & Omit<ArchiveListProps, 'archive'>) {
  const Heading = heading
  return groups.map((group) => (
    <section key={group.title} aria-labelledby={`archive-${group.title}`}>
      <Heading id={`archive-${group.title}`} className={titleClassName}>
        {group.title}
      </Heading>
      <PostLinkList posts={group.posts} classNames={{ root: listClassName, item: itemClassName, link: linkClassName }} />
    </section>
  ))
}

/**
 * The archive: a heading per month (under its year with `byYear`), each post dated and linked under
 * it, and the links to the archive's other pages when it has several.
 */
export function ArchiveList({ archive, paging, pagerClassName = 'mt-8', byYear = false, className, yearClassName = 'text-2xl font-bold', titleClassName = 'mb-2 text-lg font-semibold', ...rest }: ArchiveListProps) {
  const pager = paging ? <Pagination paging={paging} className={pagerClassName} /> : null
  if (!byYear) {
    return (
      <>
        <div className={cx('flex flex-col gap-8', className)}>
          <Months groups={archive} heading="h2" titleClassName={titleClassName} {...rest} />
        </div>
        {pager}
      </>
    )
  }
  return (
    <>
      <div className={cx('flex flex-col gap-10', className)}>
        {archiveYears(archive).map((year) => (
          <section key={year.year} aria-labelledby={`archive-year-${year.year}`} className="flex flex-col gap-6">
            <h2 id={`archive-year-${year.year}`} className={yearClassName}>
              {year.year}
            </h2>
            <Months groups={year.months} heading="h3" titleClassName={titleClassName} {...rest} />
          </section>
        ))}
      </div>
      {pager}
    </>
  )
}
