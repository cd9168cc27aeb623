import { createContext, type ComponentType, type ReactNode, useContext, useId } from 'react'
import { CategoryChip } from '@/components/list/CategoryChip'
import { Comments } from '@/components/comments/Comments'
import { LazyTableOfContents } from '@/components/post/LazyTableOfContents'
import { NextPostCard } from '@/components/post/NextPostCard'
import { PostBody } from '@/components/post/PostBody'
import { PostIcon } from '@/components/post/PostIcon'
import { PostLinkList } from '@/components/list/PostLinkList'
import { PostMeta, type PostMetaProps } from '@/components/post/PostMeta'
import { PostRedirect404 } from '@/components/post/PostRedirect404'
import { ShareBar } from '@/components/share/ShareBar'
import type { Slots } from '@/components/slots'
import { StaticPostCopyright } from '@/components/post/StaticPostCopyright'
import { StaticPostNav } from '@/components/post/StaticPostNav'
import { StaticRecommendedPosts } from '@/components/post/StaticRecommendedPosts'
import { StaticTagList } from '@/components/list/StaticTagList'
import { LazyTocDrawerButton } from '@/components/post/LazyTocDrawerButton'
import type { TocDrawerButtonProps } from '@/components/post/TocDrawerButton'
import { useGlobal } from '@/components/site/context'
import type { SlugPageProps } from '@/lib/site/page-props'
import type { PostLink } from '@/lib/site/types'
import { linkedPosts } from '@/lib/site/linked-posts'

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
function PostScreenRoot({ page, children }: { page: SlugPageProps; children: ReactNode | ((screen: PostScreenValue) => ReactNode) }) {
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
function IfPost({ children }: { children: ReactNode }) {
  return usePostScreen().isPost ? children : null
}

/** Its children only on a post with no password: its outline and media are sealed with its blocks. */
function IfOpen({ children }: { children: ReactNode }) {
  return usePostScreen().post.lock ? null : children
}

/** The h1: the title (or "Untitled"), after the post's icon when `icon` is set. */
function Title({ className, icon = false }: { className?: string; icon?: boolean }) {
  const { post, title } = usePostScreen()
  return (
    <h1 className={className}>
      {icon && <PostIcon icon={post.pageIcon} />}
      {icon && ' '}
      {title}
    </h1>
  )
}

/** The Notion body, or the password form while the post is locked; in a box of its own when given a `className`. */
function Body({ className }: { className?: string }) {
  const { post, linkedPosts } = usePostScreen()
  const body = <PostBody post={post} linkedPosts={linkedPosts} />
  return className ? <div className={className}>{body}</div> : body
}

/** Dates and author (both unless told), the category when asked. */
function Meta({ showAuthor = true, showLastEdited = true, ...rest }: Omit<PostMetaProps, 'post'>) {
  return <PostMeta post={usePostScreen().post} showAuthor={showAuthor} showLastEdited={showLastEdited} {...rest} />
}

/** The post's first category as a chip; nothing for a post without one. */
function Category({ className, icon }: { className?: string; icon?: ReactNode }) {
  const name = usePostScreen().post.category[0]
  return name ? <CategoryChip name={name} icon={icon} className={className} /> : null
}

/** The post's tag chips; nothing for a post without tags, or when the theme's setting (`show`) is off. */
function Tags({ show = true, classNames = {} }: { show?: boolean; classNames?: Slots<'root' | 'chip'> }) {
  const { post } = usePostScreen()
  if (!show || post.tagItems.length === 0) return null
  return <StaticTagList tags={post.tagItems} classNames={classNames} />
}

/**
 * The share bar: on a post of type Post with ENABLE_SHARE on (ShareBar decides), and the theme's
 * `show`; in a box of its own when given a `className` (the box stays when the bar does not show).
 */
function Share({ show = true, className }: { show?: boolean; className?: string }) {
  const { post } = usePostScreen()
  const bar = show ? <ShareBar post={post} /> : null
  return className ? <div className={className}>{bar}</div> : bar
}

/** The site's icon, as the mark some themes put before a post's meta line; nothing when the site has none. */
function SiteMark({ className }: { className?: string }) {
  const { icon } = usePostScreen().site.siteInfo
  return icon ? <PostIcon icon={icon} className={className} /> : null
}

/** The copyright box, on a post of type Post when the theme's setting (`show`) is on. */
function Copyright({ show = true, classNames = {} }: { show?: boolean; classNames?: Slots<'root' | 'link'> }) {
  const { post, isPost } = usePostScreen()
  if (!isPost || !show) return null
  return <StaticPostCopyright post={post} classNames={classNames} />
}

/** The previous and next posts, on a post of type Post when the theme's setting (`show`) is on. */
function Neighbours({ show = true, variant, classNames = {} }: { show?: boolean; variant?: 'cards' | 'links'; classNames?: Slots<'root' | 'link'> }) {
  const { prev, next, isPost } = usePostScreen()
  if (!isPost || !show) return null
  return <StaticPostNav prev={prev} next={next} variant={variant} classNames={classNames} />
}

/**
 * "Recommended" as the kit's card (dated titles, or cover tiles that fall back to the site's
 * cover), on a post of type Post when the theme's setting (`show`) is on.
 */
function Recommended({ show = true, variant, classNames = {} }: { show?: boolean; variant?: 'list' | 'tiles'; classNames?: Slots<'root' | 'title' | 'list' | 'tile' | 'link'> }) {
  const { recommendations, site, isPost } = usePostScreen()
  if (!isPost || !show) return null
  return <StaticRecommendedPosts posts={recommendations} variant={variant} fallbackCover={site.siteInfo.pageCover} classNames={classNames} />
}

/**
 * "Recommended" as a section of the theme's own look: a heading over the posts (the kit's dated
 * list, or the theme's `List`), on a post of type Post that has recommendations, when the theme's
 * setting (`show`) is on. `inner` wraps heading and list, for a section that spans the page.
 */
function Related({ show = true, List, classNames = {} }: { show?: boolean; List?: ComponentType<{ posts: PostLink[] }>; classNames?: Slots<'root' | 'inner' | 'heading' | 'list' | 'item' | 'link'> }) {
  const { recommendations, isPost } = usePostScreen()
  const { t } = useGlobal()
  const headingId = useId()
  if (!isPost || !show || recommendations.length === 0) return null
  const content = (
    <>
      <h2 id={headingId} className={classNames.heading}>
        {t.COMMON.RECOMMEND_POSTS}
      </h2>
      {List ? <List posts={recommendations} /> : <PostLinkList posts={recommendations} classNames={{ root: classNames.list, item: classNames.item, link: classNames.link }} />}
    </>
  )
  return (
    <section aria-labelledby={headingId} className={classNames.root}>
      {classNames.inner ? <div className={classNames.inner}>{content}</div> : content}
    </section>
  )
}

/** The comments (Comments decides which systems, and hides them for bots and `comment: Hide`). */
function PostComments({ className }: { className?: string }) {
  return <Comments post={usePostScreen().post} className={className} />
}

/**
 * The contents in the page (from TOC_MIN_ITEMS headings). Their code (the scroll spy) is a chunk of
 * its own, drawn by the server too: every theme's post chunk carries the kit, so a part only some
 * themes draw must not weigh on the others' posts.
 */
function Toc({ classNames = {} }: { classNames?: Slots<'root' | 'list' | 'item' | 'active'> }) {
  const { post } = usePostScreen()
  return <LazyTableOfContents toc={post.toc} classNames={classNames} />
}

/** A button that opens the contents in a drawer, on a post with no password. */
function TocDrawer(props: Omit<TocDrawerButtonProps, 'toc'>) {
  const { post } = usePostScreen()
  return post.lock ? null : <LazyTocDrawerButton toc={post.toc} {...props} />
}

/** The "read next" card that slides in at the article's end, on a post of type Post when the theme's setting (`show`) is on. */
function NextCard({ show = true, classNames = {} }: { show?: boolean; classNames?: Slots<'root' | 'label'> }) {
  const { next, isPost } = usePostScreen()
  if (!isPost || !show) return null
  return <NextPostCard next={next} classNames={classNames} />
}

/**
 * The post page kit, as `listScreens` is the list pages' kit: a theme's LayoutSlug draws its own
 * markup inside `<PostScreen page={props}>` and places these parts in it. Which part shows for
 * which post (type Post or Page, locked or open), the share and comment rules and the redirect to
 * /404 live here; a part's `show` is the theme's own setting for it.
 */
export const PostScreen = Object.assign(PostScreenRoot, {
  IfPost,
  IfOpen,
  Title,
  Body,
  Meta,
  Category,
  Tags,
  Share,
  SiteMark,
  Copyright,
  Neighbours,
  Recommended,
  Related,
  Comments: PostComments,
  Toc,
  TocDrawer,
  NextCard
})
