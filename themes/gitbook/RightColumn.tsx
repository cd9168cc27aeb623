import { AdSlot } from '@/components/widgets/AdSlot'
import { Announcement } from '@/components/widgets/Announcement'
import { CalendarIcon } from '@/components/site/Icons'
import { StaticTableOfContents } from '@/components/post/StaticTableOfContents'
import { StaticInfoCard } from '@/components/widgets/StaticInfoCard'
import { useGlobal } from '@/components/site/context'
import type { TocItem } from '@/lib/site/types'

/**
 * "On this page", from 1536px: the last update and the contents of the document shown (none on a
 * list; no contents on a locked post); on the home the author card; then the announcement and an
 * ad slot (AdSlot: with ADSENSE_GOOGLE_ID only), whose code, like the column's, loads only once it shows.
 */
export function RightColumn({ updated, toc, home }: { updated: string | null; toc: readonly TocItem[] | null; home: boolean }) {
  const { t } = useGlobal()
  return (
    <aside aria-label={t.COMMON.TABLE_OF_CONTENTS} className="hidden w-72 shrink-0 2xl:block">
      <div className="sticky top-16 flex max-h-[calc(100vh-4rem)] flex-col gap-6 overflow-y-auto py-8 text-sm">
        {updated !== null && (
          <p className="flex items-center gap-1.5 text-xs text-gray-600 dark:text-gray-400">
            <CalendarIcon aria-hidden="true" className="h-3.5 w-3.5" />
            {t.KIT.UPDATED}: {updated}
          </p>
        )}
        {toc && (
          <StaticTableOfContents
            toc={toc}
            classNames={{ list: 'border-l border-gray-200 dark:border-neutral-800', item: 'block border-l-2 border-transparent py-1 pl-3 -ml-px text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white', active: '!border-green-600 font-semibold !text-gray-900 dark:!border-yellow-500 dark:!text-white' }}
          />
        )}
        {home && <StaticInfoCard avatarSize={120} showCounts={false} classNames={{ name: 'text-base font-semibold hover:underline' }} />}
        <Announcement classNames={{ root: 'rounded-lg border border-gray-200 p-4 dark:border-neutral-800' }} />
        <AdSlot className="h-[280px] w-full shrink-0" />
      </div>
    </aside>
  )
}
