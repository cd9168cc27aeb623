import { useGlobal } from '@/components/site/context'
import { recentCommentSource } from '@/components/comments/recent-comment-source'
import { lazyPart } from '../loading/lazy-part'
import { SidebarCard } from '../widgets/SidebarCard'
import { useInView } from '../hooks/use-in-view'

const RecentCommentsList = lazyPart(() => import('./RecentCommentsList').then((m) => m.RecentCommentsList))

export interface RecentCommentsProps {
  className?: string
  titleClassName?: string
  listClassName?: string
}

/**
 * The recent-comments card of a sidebar: only where a comment system that can list its comments is
 * configured (Waline or Twikoo); its code and its request wait until the card is near the screen.
 */
export function RecentComments({ className, titleClassName, listClassName }: RecentCommentsProps) {
  const { config, t } = useGlobal()
  const { ref, seen } = useInView<HTMLDivElement>()
  const source = recentCommentSource(config)
  if (!source) return null
  return (
    <SidebarCard title={t.KIT.RECENT_COMMENTS} classNames={{ root: className, title: titleClassName }}>
      <div ref={ref}>{seen && <RecentCommentsList source={source} className={listClassName} />}</div>
    </SidebarCard>
  )
}
