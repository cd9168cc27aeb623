import { type ComponentType, useId } from 'react'
import { staticPart } from '@/components/loading/static-part'
import { useGlobal } from '@/components/site/context'
import type { Slots } from '@/components/slots'
import type { PostLink } from '@/lib/site/types'
import { usePostScreen } from './PostScreen'

/** The kit's list of linked posts, only text and links: the server's HTML, its code fetched only if the list changes in place. */
const StaticPostLinkList = staticPart('related', () => import('@/components/list/PostLinkList').then((m) => m.PostLinkList))

/**
 * "Recommended" as a section of the theme's own look: a heading over the posts (the kit's dated
 * list, or the theme's `List`), on a post of type Post that has recommendations, when the theme's
 * setting (`show`) is on. `inner` wraps heading and list, for a section that spans the page.
 */
export function ScreenRelated({
  show = true,
  List,
  classNames = {}
}: {
  show?: boolean
  List?: ComponentType<{ posts: PostLink[] }>
  classNames?: Slots<'root' | 'inner' | 'heading' | 'list' | 'item' | 'link'>
}) {
  const { recommendations, isPost } = usePostScreen()
  const { t } = useGlobal()
  const headingId = useId()
  if (!isPost || !show || recommendations.length === 0) return null
  const content = (
    <>
      <h2 id={headingId} className={classNames.heading}>
        {t.COMMON.RECOMMEND_POSTS}
      </h2>
      {List ? <List posts={recommendations} /> : <StaticPostLinkList posts={recommendations} classNames={{ root: classNames.list, item: classNames.item, link: classNames.link }} />}
    </>
  )
  return (
    <section aria-labelledby={headingId} className={classNames.root}>
      {classNames.inner ? <div className={classNames.inner}>{content}</div> : content}
    </section>
  )
}
