import { Announcement } from '@/components/widgets/Announcement'
import { RecentComments } from '@/components/comments/RecentComments'
import { SiteStats } from '@/components/widgets/SiteStats'
import { TocCard } from '@/components/post/TocCard'
import { StaticInfoCard } from '@/components/widgets/StaticInfoCard'
import { StaticLatestPosts } from '@/components/widgets/StaticLatestPosts'
import type { PostDetail } from '@/lib/site/types'
import { CARD } from './styles'
import { useHexoConfig } from './use-hexo-config'

const CARD_TITLE = 'mb-3 flex items-center gap-2 font-semibold'

/**
 * The column of cards beside the content (under it on phones): the contents with reading progress
 * on a post, the author card with its counters, site stats, latest posts, the announcement and the
 * recent comments. The column scrolls with the page; on a post the contents card comes last and sticks
 * to the top while the post scrolls on, as the reference keeps its catalog.
 */
export function Sidebar({ post }: { post: PostDetail | null }) {
  const hexo = useHexoConfig()
  return (
    // As tall as the row (self-stretch), so the contents card can stick all the way down the post.
    <aside className="flex w-full shrink-0 flex-col gap-5 lg:w-80 lg:self-stretch">
      <div className={CARD}>
        <StaticInfoCard
          avatarSize={120}
          classNames={{
            avatar: 'transition duration-500 hover:rotate-45 hover:scale-110 motion-reduce:transition-none',
            name: 'text-xl font-bold',
            bio: 'dark:text-gray-300',
            count: 'hover:bg-gray-100 dark:hover:bg-gray-800',
            countValue: 'text-lg',
            countLabel: 'text-gray-600 dark:text-gray-300',
            contactLink: 'hover:text-indigo-600 dark:hover:text-indigo-300'
          }}
        />
      </div>
      {hexo.HEXO_WIDGET_ANALYTICS && <SiteStats classNames={{ root: CARD, title: CARD_TITLE }} />}
      {hexo.HEXO_WIDGET_LATEST_POSTS && <StaticLatestPosts classNames={{ root: CARD, title: CARD_TITLE, list: 'flex flex-col gap-3', link: 'line-clamp-2 text-sm hover:text-indigo-600 dark:hover:text-indigo-300' }} />}
      <Announcement classNames={{ root: CARD, title: CARD_TITLE }} />
      <RecentComments classNames={{ root: CARD, title: CARD_TITLE }} />
      {post && (
        // Last and alone in sticking: the cards above scroll with the page, so each is reached by it.
        <div className="hidden lg:sticky lg:top-20 lg:block">
          <TocCard
            toc={post.toc}
            classNames={{
              root: CARD,
              progress: 'h-1.5 w-full rounded-full bg-gray-200 dark:bg-gray-700',
              bar: 'rounded-full bg-indigo-500',
              percent: 'text-xs tabular-nums text-gray-600 dark:text-gray-300',
              list: 'max-h-[50vh] overflow-y-auto',
              item: 'block truncate border-l-2 border-transparent py-1 pl-2 text-sm text-gray-600 hover:text-indigo-600 dark:text-gray-300 dark:hover:text-indigo-300',
              active: 'border-indigo-500 font-semibold text-indigo-600 dark:text-indigo-300'
            }}
          />
        </div>
      )}
    </aside>
  )
}
