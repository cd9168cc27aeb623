import { Announcement } from '@/components/widgets/Announcement'
import { SearchInput } from '@/components/search/SearchInput'
import { StaticTableOfContents } from '@/components/post/StaticTableOfContents'
import { StaticInfoCard } from '@/components/widgets/StaticInfoCard'
import type { PostDetail } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { useMediumConfig } from './use-medium-config'

/**
 * The right sidebar from the xl breakpoint, 80 units wide (docs/behaviour.md §2): search, the author card,
 * the announcement and, on a post, its contents, which stay in view once scrolled to. With MEDIUM_RIGHT_PANEL_DARK it carries the `dark` class,
 * so everything inside takes its dark styles even in light mode.
 */
export function RightPanel({ post }: { post: PostDetail | null }) {
  const medium = useMediumConfig()
  return (
    <aside
      className={cx(
        'hidden w-80 shrink-0 self-stretch border-l border-gray-200 xl:block dark:border-gray-800',
        medium.MEDIUM_RIGHT_PANEL_DARK && 'dark bg-neutral-900 text-gray-100'
      )}
    >
      {/* As tall as the row and scrolled by the page, not a window-tall scroll box: its contents list, last, sticks. */}
      <div className="flex h-full flex-col gap-8 p-6">
        <SearchInput />
        <StaticInfoCard />
        <Announcement classNames={{ root: 'text-sm' }} darkMode={medium.MEDIUM_RIGHT_PANEL_DARK || undefined} />
        {post && (
          <div className="sticky top-6">
            <StaticTableOfContents toc={post.toc} classNames={{ list: 'max-h-[50vh] overflow-y-auto' }} />
          </div>
        )}
      </div>
    </aside>
  )
}
