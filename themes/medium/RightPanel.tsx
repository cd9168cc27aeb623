import { Announcement } from '@/components/widgets/Announcement'
import { SearchInput } from '@/components/search/SearchInput'
import { StaticTableOfContents } from '@/components/post/StaticTableOfContents'
import { StaticInfoCard } from '@/components/widgets/StaticInfoCard'
import { Tabs } from '@/components/widgets/Tabs'
import { useGlobal } from '@/components/site/context'
import type { PostDetail } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { useMediumConfig } from './use-medium-config'

/**
 * The right sidebar from the xl breakpoint, 80 units wide (docs/behaviour.md §2), as Medium's
 * reference draws it: a card of two tabs, the post's contents ("Catalogue", chosen on a post with
 * enough headings) and "About" (search and the author card), then the announcement. On a post the
 * tabs come last and stick in view while the post is read; elsewhere "About" stands alone. With
 * MEDIUM_RIGHT_PANEL_DARK it carries the `dark` class, so everything inside takes its dark styles
 * even in light mode.
 */
export function RightPanel({ post }: { post: PostDetail | null }) {
  const medium = useMediumConfig()
  const { config, t } = useGlobal()
  const contents = post !== null && post.toc.length >= config.TOC_MIN_ITEMS
  const tabs = (
    <Tabs
      label={t.KIT.SIDEBAR}
      classNames={{
        root: cx(contents && 'sticky top-6'),
        list: 'mb-6 justify-center gap-6',
        tab: 'border-b-2 border-transparent pb-1 text-sm text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white',
        active: 'border-red-600 font-semibold text-red-700 dark:border-red-400 dark:text-red-300',
        panel: 'focus:outline-none'
      }}
      tabs={[
        contents && { id: 'toc', label: t.KIT.CATALOGUE, content: <StaticTableOfContents toc={post.toc} classNames={{ list: 'max-h-[60vh] overflow-y-auto' }} /> },
        {
          id: 'about',
          label: t.NAV.ABOUT,
          // Its own column: alone (away from posts) the tabs draw it without their panel's spacing.
          content: (
            <div className="flex flex-col gap-8">
              <SearchInput />
              <StaticInfoCard />
            </div>
          )
        }
      ]}
    />
  )
  const announcement = <Announcement classNames={{ root: 'text-sm' }} darkMode={medium.MEDIUM_RIGHT_PANEL_DARK || undefined} />
  return (
    <aside
      className={cx(
        'hidden w-80 shrink-0 self-stretch border-l border-gray-200 xl:block dark:border-gray-800',
        medium.MEDIUM_RIGHT_PANEL_DARK && 'dark bg-neutral-900 text-gray-100'
      )}
    >
      {/* As tall as the row and scrolled by the page, not a window-tall scroll box: on a post the tabs, last, stick. */}
      <div className="flex h-full flex-col gap-8 p-6">
        {contents ? (
          <>
            {announcement}
            {tabs}
          </>
        ) : (
          <>
            {tabs}
            {announcement}
          </>
        )}
      </div>
    </aside>
  )
}
