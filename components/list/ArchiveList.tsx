import type { ReactNode } from 'react'
import type { ArchiveGroup, Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { archiveYears } from '@/components/list/archive-years'
import { cx } from '@/components/cx'
import { Pagination } from './Pagination'
import { PostLinkList } from './PostLinkList'
import type { Slots } from '../slots'

/** The archive's styled parts (see ArchiveListProps.classNames). */
export type ArchiveListPart = 'root' | 'pager' | 'year' | 'title' | 'list' | 'item' | 'link'

export interface ArchiveListProps {
  archive: readonly ArchiveGroup[]
  /** Where this page stands in the paged archive: previous and next links under it when there are several pages. */
  paging?: Paging
  /** Years as headings with their months under them (many blog themes), instead of months alone. */
  byYear?: boolean
  /**
   * `root`: the whole archive; `pager`: the bar of links to its other pages; `year`: a year's heading;
   * `title`: a month's heading; `list`: a month's posts; `item`: each post's row (the archives'
   * left-border rows are styled here); `link`: each title.
   */
  classNames?: Slots<ArchiveListPart>
  /** Draws each post's row instead of its dated link (a row with its cover, say); the `list` slot stays the month's box. */
  renderPost?: (post: PostSummary) => ReactNode
}

function Months({ groups, heading, classNames, renderPost }: { groups: readonly ArchiveGroup[]; heading: 'h2' | 'h3'; classNames: Slots<'title' | 'list' | 'item' | 'link'>; renderPost?: ArchiveListProps['renderPost'] }) {
  const Heading = heading
  const { title: titleClassName, list: listClassName, item: itemClassName, link: linkClassName } = classNames
  return groups.map((group) => (
    <section key={group.title} aria-labelledby={`archive-${group.title}`}>
      <Heading id={`archive-${group.title}`} className={titleClassName}>
        {group.title}
      </Heading>
      {renderPost ? (
        <ul className={listClassName}>
          {group.posts.map((post) => (
            <li key={post.id} className={itemClassName}>
              {renderPost(post)}
            </li>
          ))}
        </ul>
      ) : (
        <PostLinkList posts={group.posts} classNames={{ root: listClassName, item: itemClassName, link: linkClassName }} />
      )}
    </section>
  ))
}

/**
 * The archive: a heading per month (under its year with `byYear`), each post dated and linked under
 * it, and the links to the archive's other pages when it has several.
 */
export function ArchiveList({ archive, paging, byYear = false, classNames = {}, renderPost }: ArchiveListProps) {
  const { root: className, pager: pagerClassName = 'mt-8', year: yearClassName = 'text-2xl font-bold', title = 'mb-2 text-lg font-semibold', ...months } = classNames
  const monthSlots = { ...months, title }
  const pager = paging ? <Pagination paging={paging} classNames={{ root: pagerClassName }} /> : null
  if (!byYear) {
    return (
      <>
        <div className={cx('flex flex-col gap-8', className)}>
          <Months groups={archive} heading="h2" classNames={monthSlots} renderPost={renderPost} />
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
            <Months groups={year.months} heading="h3" classNames={monthSlots} renderPost={renderPost} />
          </section>
        ))}
      </div>
      {pager}
    </>
  )
}
