import { useGlobal } from '@/components/site/context'
import type { PostLink } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { PostCover } from '../media/PostCover'
import { PostLinkList } from '../list/PostLinkList'
import { SidebarCard } from '../widgets/SidebarCard'
import { SiteLink } from '../nav/SiteLink'
import type { Slots } from '../slots'

export interface RecommendedPostsProps {
  /** The page's recommendations (posts sharing the category or tags, POST_RECOMMEND_COUNT of them). */
  posts: readonly PostLink[]
  /** `list`: dated titles; `tiles`: covers with the title over them. */
  variant?: 'list' | 'tiles'
  /** A cover for tiles whose post has none. */
  fallbackCover?: string
  /** `root`: the card; `title`: its heading; `list`: the grid of tiles, or the list; `tile`: each tile; `link`: each title of the list. */
  classNames?: Slots<'root' | 'title' | 'list' | 'tile' | 'link'>
}

/** "Recommended" under a post; nothing when there are none. */
export function RecommendedPosts({ posts, variant = 'list', fallbackCover = '', classNames = {} }: RecommendedPostsProps) {
  const { root: className, title: titleClassName, list: listClassName, tile: tileClassName = 'relative block h-40 overflow-hidden rounded-lg bg-gray-800', link: linkClassName } = classNames
  const { t } = useGlobal()
  if (posts.length === 0) return null
  return (
    <SidebarCard title={t.COMMON.RECOMMEND_POSTS} classNames={{ root: className, title: titleClassName }}>
      {variant === 'list' ? (
        <PostLinkList posts={posts} classNames={{ root: listClassName, link: linkClassName }} />
      ) : (
        <ul className={cx('grid grid-cols-2 gap-3 md:grid-cols-3', listClassName)}>
          {posts.map((post) => (
            <li key={post.id}>
              <SiteLink href={post.href} className={cx('group', tileClassName)}>
                <PostCover
                  src={post.pageCoverThumbnail || fallbackCover}
                  className="absolute inset-0 h-full w-full object-cover transition duration-500 group-hover:scale-110 group-hover:brightness-75 motion-reduce:transition-none"
                />
                <span className="absolute inset-0 bg-black/40" aria-hidden="true" />
                <span className="relative flex h-full items-center justify-center p-3 text-center font-bold text-white [text-shadow:0_1px_4px_rgb(0_0_0/0.8)]">
                  {post.title}
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </SidebarCard>
  )
}
