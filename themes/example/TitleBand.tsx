import { PostIcon } from '@/components/post/PostIcon'
import { useGlobal } from '@/components/site/context'
import type { PostDetail } from '@/lib/site/types'
import { PAGE_WIDTH } from './Header'

/**
 * The grey band under the menu: the site's title and description, or on a post the post's title
 * over the description. It is the page's h1 on home and on a post; on the other screens the
 * screen's own title (Archive, a category...) is the h1, so the band's title is plain text there.
 */
export function TitleBand({ post, isHome }: { post: PostDetail | null; isHome: boolean }) {
  const { site, config } = useGlobal()
  const Title = post || isHome ? 'h1' : 'p'
  return (
    <div className="border-b border-gray-200 bg-gray-100 py-14 text-center dark:border-neutral-800 dark:bg-neutral-900">
      <div className={PAGE_WIDTH}>
        <Title className="text-3xl text-gray-900 md:text-4xl dark:text-gray-100">
          {post ? (
            <>
              <PostIcon icon={post.pageIcon} /> {post.title}
            </>
          ) : (
            config.TITLE || site.siteInfo.title
          )}
        </Title>
        <p className="mt-4 text-gray-700 dark:text-gray-300">{config.DESCRIPTION || site.siteInfo.description}</p>
      </div>
    </div>
  )
}
