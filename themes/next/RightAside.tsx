import type { ReactNode } from 'react'
import { Announcement } from '@/components/widgets/Announcement'
import { RecentComments } from '@/components/comments/RecentComments'
import { SidebarCard } from '@/components/widgets/SidebarCard'
import { AdSlot } from '@/components/widgets/AdSlot'
import { SiteLink } from '@/components/nav/SiteLink'
import { StaticCategoryList } from '@/components/list/StaticCategoryList'
import { StaticLatestPosts } from '@/components/widgets/StaticLatestPosts'
import { StaticTagList } from '@/components/list/StaticTagList'
import { useGlobal } from '@/components/site/context'
import { useNextConfig } from './use-next-config'

export const PANEL = 'bg-white p-5 shadow-md dark:bg-[#101414]'
const TITLE = 'mb-3 text-sm font-semibold uppercase tracking-wider text-gray-700 dark:text-gray-200'
const MORE = 'mb-3 text-xs text-gray-600 hover:text-[#4e80ee] dark:text-gray-300'

/** A widget card whose title has a "More »" link to the full index. */
function MoreCard({ title, href, children }: { title: string; href: string; children: ReactNode }) {
  const { t } = useGlobal()
  return (
    <SidebarCard
      title={title}
      classNames={{ root: PANEL, title: TITLE }}
      action={
        <SiteLink href={href} className={MORE}>
          {t.KIT.MORE_LINK} »
        </SiteLink>
      }
    >
      {children}
    </SidebarCard>
  )
}

/** The widget column from xl (NEXT_RIGHT_BAR): announcement, latest posts, categories and tags with "More", recent comments, an ad card (NEXT_RIGHT_AD). */
export function RightAside() {
  const { site, config, t } = useGlobal()
  const next = useNextConfig()
  return (
    <aside className="hidden w-60 shrink-0 xl:block">
      {/* In the page's flow, not a window-tall scroll box: the page scroll reaches every card. */}
      <div className="flex flex-col gap-4">
        <Announcement classNames={{ root: PANEL, title: TITLE }} />
        {next.NEXT_RIGHT_LATEST_POSTS && (
          <StaticLatestPosts
            showThumbnail={false}
            classNames={{ root: PANEL, title: TITLE, list: 'flex flex-col gap-2 text-sm', item: 'flex flex-col-reverse', link: 'hover:text-[#4e80ee] hover:underline' }}
          />
        )}
        {next.NEXT_RIGHT_CATEGORY_LIST && site.categories.length > 0 && (
          <MoreCard title={t.COMMON.CATEGORIES} href="/category">
            <StaticCategoryList categories={site.categories} variant="rows" limit={config.PREVIEW_CATEGORY_COUNT} classNames={{ chip: 'text-sm hover:bg-gray-100 dark:hover:bg-gray-800' }} />
          </MoreCard>
        )}
        {next.NEXT_RIGHT_TAG_LIST && site.tags.length > 0 && (
          <MoreCard title={t.COMMON.TAGS} href="/tag">
            <StaticTagList tags={site.tags.slice(0, config.PREVIEW_TAG_COUNT)} classNames={{ chip: 'rounded-sm px-2 py-0.5 text-xs' }} />
          </MoreCard>
        )}
        <RecentComments classNames={{ root: PANEL, title: TITLE }} />
        {next.NEXT_RIGHT_AD && <AdSlot kind="native" className="h-[300px] w-full" />}
      </div>
    </aside>
  )
}
