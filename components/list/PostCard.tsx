import type { ReactNode } from 'react'
import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { CategoryChip } from './CategoryChip'
import { CoverPlaceholder } from '../media/CoverPlaceholder'
import { Highlight } from '../search/Highlight'
import { LockIcon } from '../site/Icons'
import { PostCover } from '../media/PostCover'
import { PostExcerpt } from './PostExcerpt'
import { PostPreviewPart } from './PostPreviewPart'
import { PostIcon } from '../post/PostIcon'
import { PostCardMeta, type PostCardMetaProps } from './PostCardMeta'
import { SiteLink } from '../nav/SiteLink'
import { TagList } from './TagList'

/**
 * A meta line of the theme's own: its fields, icons and order (PostCardMeta). Its `root` slot
 * defaults to the card's `meta` classes.
 */
export type PostCardMetaLine = Omit<PostCardMetaProps, 'post'>

/**
 * The pieces of a card's text, drawn in the order a theme lists them. `meta` is the plain line
 * (the date alone); a theme with its own meta lists one or more meta lines in its place (a
 * category over the title, the date and tags under the summary).
 */
export type PostCardPart = 'category' | 'title' | 'meta' | 'summary' | 'tags' | 'readMore' | PostCardMetaLine

/**
 * How the cover and the text sit: `stack` cover above text (grid cards), `row` cover beside the
 * text from md up and above it on phones (list cards), `overlay` text over the cover (photo tiles,
 * posters), `text` no cover at all.
 */
export type PostCardLayout = 'stack' | 'row' | 'overlay' | 'text'

export type PostCardSlot = 'root' | 'coverLink' | 'cover' | 'body' | 'title' | 'titleLink' | 'meta' | 'summary' | 'tags' | 'tag' | 'category' | 'readMore'

export interface PostCardProps {
  post: PostSummary
  layout?: PostCardLayout
  /** With `row`: the side the cover takes on wide screens. */
  coverSide?: 'left' | 'right'
  parts?: readonly PostCardPart[]
  /** The image when the post has no cover of its own (the site's cover, say); none leaves such a card without. */
  fallbackCover?: string
  /** With no cover and no fallback, a coloured wash with the post's icon or initial stands in (CoverPlaceholder), so a grid keeps its shape. */
  placeholder?: boolean
  /** Searched words, marked in the title and summary. */
  keyword?: string
  /** The first card on screen: its cover is fetched at once. */
  priority?: boolean
  /** Rise and brighten while crossing into view (styles/globals.css: driven by the scroll, nothing hidden at rest). */
  reveal?: boolean
  /** Lines of summary before the cut; with a preview, the blocks it keeps (a small card shows fewer than POST_PREVIEW_LINES). */
  summaryLines?: number
  /**
   * The theme's preview switch (its *_POST_LIST_PREVIEW key): the summary's place shows the post's
   * opening drawn as blocks when the list carries one (POST_LIST_PREVIEW), and no keyword is marked.
   */
  preview?: boolean
  headingLevel?: 2 | 3
  classNames?: Partial<Record<PostCardSlot, string>>
  /** Drawn over the cover, inside its box (a clip that plays while the card is hovered); only on a card with a cover. */
  coverOverlay?: ReactNode
  /** Drawn after the parts, inside the text block. */
  children?: ReactNode
}

const LAYOUT_ROOT: Record<PostCardLayout, string> = {
  stack: 'flex flex-col',
  row: 'flex flex-col md:flex-row',
  overlay: 'relative isolate flex flex-col justify-end',
  text: 'flex flex-col'
}

/**
 * One post in a list, for every theme: the cover links to the post out of the tab order (the title
 * is the link a reader tabs to), the title carries the page icon and a lock mark, and the text parts
 * come in the order the theme lists. Themes give the look through `classNames`.
 */
export function PostCard({
  post,
  layout = 'stack',
  coverSide = 'left',
  parts = ['title', 'meta', 'summary'],
  fallbackCover = '',
  placeholder = false,
  keyword,
  priority = false,
  reveal = false,
  summaryLines,
  preview = false,
  headingLevel = 2,
  classNames = {},
  coverOverlay,
  children
}: PostCardProps) {
  const { t } = useGlobal()
  const image = layout === 'text' ? '' : post.pageCoverThumbnail || post.pageCover || fallbackCover
  const standIn = !image && placeholder && layout !== 'text'
  const Heading = `h${headingLevel}` as const
  const title = post.title || t.COMMON.UNTITLED
  const part = (name: PostCardPart, index: number): ReactNode => {
    if (typeof name === 'object') return <PostCardMeta key={index} post={post} {...name} classNames={{ root: classNames.meta, ...name.classNames }} />
    switch (name) {
      case 'category':
        return post.category[0] ? <CategoryChip key={name} name={post.category[0]} className={classNames.category} /> : null
      case 'title':
        return (
          <Heading key={name} className={classNames.title}>
            <SiteLink href={post.href} className={classNames.titleLink}>
              <PostIcon icon={post.pageIcon} /> <Highlight text={title} keyword={keyword} />
            </SiteLink>
            {post.lock && (
              <span title={t.LOCK.LOCKED}>
                <LockIcon className="ml-2 inline h-[0.8em] w-[0.8em] align-[-0.05em] opacity-70" />
                <span className="sr-only">{t.LOCK.LOCKED}</span>
              </span>
            )}
          </Heading>
        )
      case 'meta':
        return <PostCardMeta key={name} post={post} fields={['date']} classNames={{ root: classNames.meta }} />
      case 'summary':
        if (preview && !keyword && post.preview?.length) return <PostPreviewPart key={name} blocks={summaryLines ? post.preview.slice(0, summaryLines) : post.preview} className={classNames.summary} />
        return <PostExcerpt key={name} summary={post.summary} keyword={keyword} lines={summaryLines} className={classNames.summary} />
      case 'tags':
        return post.tagItems.length > 0 ? <TagList key={name} tags={post.tagItems} classNames={{ root: classNames.tags, chip: classNames.tag }} /> : null
      case 'readMore':
        return (
          <SiteLink key={name} href={post.href} aria-label={`${t.KIT.READ_MORE}: ${title}`} className={classNames.readMore}>
            {t.KIT.READ_MORE}
          </SiteLink>
        )
    }
  }
  return (
    <article data-reveal={reveal ? '' : undefined} className={cx(LAYOUT_ROOT[layout], layout === 'row' && coverSide === 'right' && 'md:flex-row-reverse', classNames.root)}>
      {(image || standIn) && (
        <SiteLink
          href={post.href}
          tabIndex={-1}
          aria-hidden="true"
          className={cx('block shrink-0 overflow-hidden', layout === 'overlay' ? 'absolute inset-0 -z-10' : coverOverlay != null && 'relative', classNames.coverLink)}
        >
          {image ? (
            <PostCover
              src={image}
              priority={priority}
              preview={image === post.pageCoverThumbnail ? post.pageCoverPreview : undefined}
              className={cx('h-full w-full object-cover', classNames.cover)}
            />
          ) : (
            <CoverPlaceholder seed={post.title || post.slug} icon={post.pageIcon} className={cx('h-full w-full', classNames.cover)} />
          )}
          {coverOverlay}
        </SiteLink>
      )}
      <div className={cx('flex min-w-0 flex-col', classNames.body)}>
        {parts.map(part)}
        {children}
      </div>
    </article>
  )
}
