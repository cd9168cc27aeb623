import { useRouter } from 'next/router'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { bareHref } from '@/lib/site/nav-tree'
import { isInternalHref } from '@/lib/urls/with-theme-query'
import { PostIcon } from '../post/PostIcon'
import { SiteLink } from '../nav/SiteLink'

export type LinkCardSlot = 'root' | 'current' | 'icon' | 'iconFallback' | 'body' | 'title' | 'summary' | 'placeholder'

export interface LinkCardProps {
  /** What the card shows of a post: its page icon, title and summary, and where it goes. */
  post: { title: string; href: string; summary: string; pageIcon: string }
  /** Shown when the post has no summary (a "no description yet" line); nothing when omitted. */
  emptySummary?: string
  classNames?: Partial<Record<LinkCardSlot, string>>
}

const DEFAULTS: Record<LinkCardSlot, string> = {
  root: 'flex items-center gap-3 rounded-xl border border-gray-200 p-3 hover:border-gray-400 dark:border-gray-700 dark:hover:border-gray-500',
  current: 'border-green-600 bg-green-50 text-green-800 dark:border-green-500 dark:bg-green-950 dark:text-green-200',
  icon: 'flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-lg text-3xl leading-none',
  iconFallback: 'flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-gray-100 text-lg font-bold text-gray-700 dark:bg-gray-800 dark:text-gray-200',
  body: 'flex min-w-0 flex-col',
  title: 'truncate font-semibold',
  summary: 'truncate text-sm text-gray-600 dark:text-gray-400',
  placeholder: 'truncate text-sm italic text-gray-600 dark:text-gray-400'
}

/**
 * A link card (a link directory's entry): the post's icon, its title and one line of summary. A
 * post whose slug is a web address opens that address in a new tab; the page being read is marked
 * (aria-current). A post without an icon shows its title's first letter.
 */
export function LinkCard({ post, emptySummary, classNames = {} }: LinkCardProps) {
  const cls = (slot: LinkCardSlot) => classNames[slot] ?? DEFAULTS[slot]
  const router = useRouter()
  const { t } = useGlobal()
  const external = !isInternalHref(post.href)
  const current = !external && bareHref(post.href) === bareHref(router.asPath)
  const title = post.title || t.COMMON.UNTITLED
  return (
    <SiteLink
      href={post.href}
      target={external ? '_blank' : undefined}
      aria-current={current ? 'page' : undefined}
      title={post.summary || undefined}
      className={cx(cls('root'), current && cls('current'))}
    >
      {post.pageIcon ? (
        <span className={cls('icon')}>
          <PostIcon icon={post.pageIcon} className="h-full w-full object-contain" />
        </span>
      ) : (
        <span aria-hidden="true" className={cls('iconFallback')}>
          {Array.from(title)[0]?.toLocaleUpperCase()}
        </span>
      )}
      <span className={cls('body')}>
        <span className={cls('title')}>{title}</span>
        {post.summary ? <span className={cls('summary')}>{post.summary}</span> : emptySummary && <span className={cls('placeholder')}>{emptySummary}</span>}
      </span>
    </SiteLink>
  )
}
