import { useGlobal } from '@/components/site/context'
import { recentCommentSource } from '@/components/comments/recent-comment-source'
import { lazyPart } from '../loading/lazy-part'
import { SidebarCard } from '../widgets/SidebarCard'
import { useInView } from '../hooks/use-in-view'
import type { Slots } from '../slots'

const RecentCommentsList = lazyPart(() => import('./RecentCommentsList').then((m) => m.RecentCommentsList))

export interface RecentCommentsProps {
  /** `root`: the card; `title`: its heading; `list`: the comments. */
  classNames?: Slots<'root' | 'title' | 'list'>
}

/**
 * The recent-comments card of a sidebar: only where a comment system that can list its comments is
 * configured (Waline or Twikoo); its code and its request wait until the card is near the screen.
 */
export function RecentComments({ classNames = {} }: RecentCommentsProps) {
  const { root: className, title: titleClassName, list: listClassName } = classNames
  const { config, t } = useGlobal()
  const { ref, seen } = useInView<HTMLDivElement>()
  const source = recentCommentSource(config)
  if (!source) return null
  return (
    <SidebarCard title={t.KIT.RECENT_COMMENTS} classNames={{ root: className, title: titleClassName }}>
      <div ref={ref}>{seen && <RecentCommentsList source={source} classNames={{ root: listClassName }} />}</div>
    </SidebarCard>
  )
}
