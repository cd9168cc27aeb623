import { useGlobal } from '@/lib/global/context'
import { PostLinkList } from './PostLinkList'
import { SidebarCard } from './SidebarCard'

export interface LatestPostsProps {
  showThumbnail?: boolean
  className?: string
  titleClassName?: string
  listClassName?: string
  itemClassName?: string
  linkClassName?: string
}

/** The latest-posts card of a sidebar: the newest posts (LATEST_POST_COUNT), with covers or as titles. */
export function LatestPosts({ showThumbnail = true, className, titleClassName, listClassName, itemClassName, linkClassName }: LatestPostsProps) {
  const { site, t } = useGlobal()
  if (site.latestPosts.length === 0) return null
  return (
    <SidebarCard title={t.KIT.LATEST_POSTS} classNames={{ root: className, title: titleClassName }}>
      <PostLinkList
        posts={site.latestPosts}
        showThumbnail={showThumbnail}
        classNames={{ root: listClassName, item: itemClassName ?? (showThumbnail ? 'flex items-center gap-3' : undefined), link: linkClassName, date: 'text-xs tabular-nums text-gray-600 dark:text-gray-400' }}
      />
    </SidebarCard>
  )
}
