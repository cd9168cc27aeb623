import { createContext, type ReactNode, useContext } from 'react'
import { PostRedirect404 } from '@/components/post/PostRedirect404'
import { useGlobal } from '@/components/site/context'
import type { SlugPageProps } from '@/lib/site/page-props'
import type { PostLink } from '@/lib/site/types'
import { linkedPosts } from '@/lib/site/linked-posts'

/**
 * The post page kit, as `listScreens` is the list pages' kit: a theme's LayoutSlug draws its own
 * markup inside `<PostScreen page={props}>` and places the kit's parts in it (this folder, one
 * module each: a theme's post chunk carries only the parts it draws). Which part shows for which
 * post (type Post or Page, locked or open), the share and comment rules and the redirect to /404
 * live in the parts; a part's `show` is the theme's own setting for it.
 */

/** What every part of the post page reads: the page's props and what follows from them. */
export interface PostScreenValue extends SlugPageProps {
  /** A post of type Post (not a Page): only these get neighbours, recommendations and the share bar. */
  isPost: boolean
  /** The post's title, or "Untitled". */
  title: string
  /** Every post the body may link to by its address. */
  linkedPosts: PostLink[]
}

const PostScreenContext = createContext<PostScreenValue | null>(null)

/** The post page around the calling part; a part drawn outside a PostScreen is a theme's mistake. */
export function usePostScreen(): PostScreenValue {
  const value = useContext(PostScreenContext)
  if (!value) throw new Error('A post screen part was drawn outside <PostScreen>')
  return value
}

/**
 * A post page: hands the page to the parts the theme arranges inside, and sends the visitor to
 * /404 if the article never appears. It draws no element of its own, so the theme's markup is the
 * page's markup. The children may be a function of the screen, for markup that shows the title.
 */
export function PostScreen({ page, children }: { page: SlugPageProps; children: ReactNode | ((screen: PostScreenValue) => ReactNode) }) {
  const { t } = useGlobal()
  const value: PostScreenValue = { ...page, isPost: page.post.type === 'Post', title: page.post.title || t.COMMON.UNTITLED, linkedPosts: linkedPosts(page) }
  return (
    <PostScreenContext.Provider value={value}>
      {typeof children === 'function' ? children(value) : children}
      <PostRedirect404 />
    </PostScreenContext.Provider>
  )
}

/** Its children only on a post of type Post (a Page has no dates, tags or neighbours to show). */
export function IfPost({ children }: { children: ReactNode }) {
  return usePostScreen().isPost ? children : null
}

/** Its children only on a post with no password: its outline and media are sealed with its blocks. */
export function IfOpen({ children }: { children: ReactNode }) {
  return usePostScreen().post.lock ? null : children
}
