import { useGlobal } from '@/components/site/context'
import { PostLinkList } from '../list/PostLinkList'
import { SidebarCard } from './SidebarCard'
import type { Slots } from '../slots'

export interface LatestPostsProps {
  showThumbnail?: boolean
  /** `root`: the card; `title`: its heading; `list`, `item`, `link`: the list of posts, each row, each title. */
  classNames?: Slots<'root' | 'title' | 'list' | 'item' | 'link'>
}

/** The latest-posts card of a sidebar: the newest posts (LATEST_POST_COUNT), with covers or as titles. */
export function LatestPosts({ showThumbnail = true, classNames = {} }: LatestPostsProps) {
  const { root: className, title: titleClassName, list: listClassName, item: itemClassName, link: linkClassName } = classNames
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
