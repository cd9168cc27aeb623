import type { ComponentType, ReactNode } from 'react'
import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { categoryHref, tagHref } from '@/lib/urls/taxonomy-href'
import type { Slots } from '../slots'
import { SiteLink } from '../nav/SiteLink'
import { tagColorClasses } from './tag-color-classes'
import { lazyPart } from '../loading/lazy-part'

/** Twikoo's counts and its loader are their own chunk, fetched only where counts are on. */
const CommentCount = lazyPart(() => import('../comments/CommentCount.lazy').then((m) => m.CommentCount))

/**
 * What a card's meta line can show of a post: `date` is the publish day, `edited` the last edit,
 * `comments` the Twikoo comment count with its own icon (only with COMMENT_TWIKOO_COUNT_ENABLE and
 * a Twikoo env id).
 */
export type PostMetaFieldName = 'author' | 'date' | 'edited' | 'category' | 'tags' | 'comments'

export interface PostMetaFieldSpec {
  field: PostMetaFieldName
  /** Drawn before the value (a folder before the category), sized by the `icon` slot. */
  icon?: ComponentType<{ className?: string }>
  /** Text before each value: the `#` or `/` before each tag. */
  prefix?: string
  /** This field's own classes, after the `item` slot's (a field pushed to the far end, say). */
  className?: string
  /** Dates: as the site writes a day (`Jun 20, 2026`, the default), `iso` (2026-06-20) or `month` (2026-06). */
  format?: 'day' | 'iso' | 'month'
  /** Tags: each in its Notion colour. */
  colors?: boolean
  /** Author: where the name leads; /about when not given. */
  href?: string
  /** Drawn right after the field before it, without the line's separator between them. */
  joined?: boolean
}

/** A field by its name, or with its icon and options. */
export type PostMetaField = PostMetaFieldName | PostMetaFieldSpec

/** `root` the line; `item` each field; `icon` each field's icon; `separator` what stands between fields; `tag` each tag's link. */
export type PostCardMetaSlot = 'root' | 'item' | 'icon' | 'separator' | 'tag'

export interface PostCardMetaProps {
  post: PostSummary
  /** The fields in the order the theme draws them. */
  fields: readonly PostMetaField[]
  /** Drawn between two fields that both have a value (`|`, `·`); nothing when omitted. */
  separator?: ReactNode
  /** A slot given replaces that slot's default classes (the root keeps `flex flex-wrap items-center`). */
  classNames?: Slots<PostCardMetaSlot>
}

const DEFAULTS: Record<PostCardMetaSlot, string> = {
  root: 'gap-x-3 gap-y-1 text-sm text-gray-600 dark:text-gray-400',
  item: 'inline-flex items-center gap-1',
  icon: 'size-[1em] shrink-0',
  separator: 'opacity-60',
  tag: 'hover:underline'
}

/**
 * A card's meta line: the fields a theme lists (author, dates, category, tags), each with its icon,
 * in its order. A field the post has no value for is left out with the separator before it, so no
 * line starts, ends or doubles with a separator; with no field at all the line is not drawn. Each
 * field carries `data-meta` with its name. Server-rendered markup only: icons come from the theme.
 */
export function PostCardMeta({ post, fields, separator, classNames = {} }: PostCardMetaProps) {
  const { t, config } = useGlobal()
  const cls = (slot: PostCardMetaSlot) => classNames[slot] ?? DEFAULTS[slot]

  const value = ({ field, prefix = '', format, colors, href }: PostMetaFieldSpec): ReactNode => {
    const category = post.category[0]
    switch (field) {
      case 'author':
        return config.AUTHOR && <SiteLink href={href || '/about'}>{prefix + config.AUTHOR}</SiteLink>
      case 'date':
      case 'edited': {
        // One drawing for both days: the published one as the post dates it, the edit as the server stamped it.
        const edited = field === 'edited'
        const written = edited ? post.lastEditedDay : post.publishDay
        const iso = edited ? (post.lastEditedDate > 0 ? new Date(post.lastEditedDate).toISOString() : '') : post.date.start_date
        return (
          written && (
            <time dateTime={iso || undefined} title={edited ? t.COMMON.LAST_EDITED : t.COMMON.PUBLISHED_ON}>
              {prefix + (iso && format === 'iso' ? iso.slice(0, 10) : iso && format === 'month' ? iso.slice(0, 7) : written)}
            </time>
          )
        )
      }
      case 'category':
        return category && <SiteLink href={categoryHref(category)}>{prefix + category}</SiteLink>
      case 'comments':
        return config.COMMENT_TWIKOO_COUNT_ENABLE && config.COMMENT_TWIKOO_ENV_ID && <CommentCount href={post.href} iconClassName={cls('icon')} />
      case 'tags':
        return post.tagItems.map((tag) => (
          <SiteLink key={tag.name} href={tagHref(tag.name)} className={cx(cls('tag'), colors && tagColorClasses(tag.color))}>
            {prefix + tag.name}
          </SiteLink>
        ))
    }
  }

  const items: ReactNode[] = []
  for (const entry of fields) {
    const spec = typeof entry === 'string' ? { field: entry } : entry
    const shown = value(spec)
    if (!shown || (Array.isArray(shown) && shown.length === 0)) continue
    if (items.length > 0 && separator !== undefined && !spec.joined) {
      items.push(
        <span key={`${spec.field}-separator`} aria-hidden="true" className={cls('separator')}>
          {separator}
        </span>
      )
    }
    const Icon = spec.icon
    items.push(
      <span key={spec.field} data-meta={spec.field} className={cx(cls('item'), spec.className)}>
        {Icon && <Icon className={cls('icon')} />}
        {shown}
      </span>
    )
  }
  if (items.length === 0) return null
  return <div className={cx('flex flex-wrap items-center', cls('root'))}>{items}</div>
}
