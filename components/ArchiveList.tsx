import type { ArchiveGroup } from '@/lib/site/props'
import { cx } from '@/lib/ui/cx'
import { PostLinkList } from './PostLinkList'

export interface ArchiveListProps {
  archive: readonly ArchiveGroup[]
  className?: string
  titleClassName?: string
  listClassName?: string
}

/** The archive: a heading per group (month), each post dated and linked under it. */
export function ArchiveList({ archive, className, titleClassName = 'mb-2 text-lg font-semibold', listClassName }: ArchiveListProps) {
  return (
    <div className={cx('flex flex-col gap-8', className)}>
      {archive.map((group) => (
        <section key={group.title} aria-labelledby={`archive-${group.title}`}>
          <h2 id={`archive-${group.title}`} className={titleClassName}>
            {group.title}
          </h2>
          <PostLinkList posts={group.posts} className={listClassName} />
        </section>
      ))}
    </div>
  )
}
