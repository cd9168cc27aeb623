import { useRouter } from 'next/router'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { cx } from '@/components/cx'
import { bareHref, filterNavTree, groupOfHref, groupPostsByCategory, type NavTreePost } from '@/lib/site/nav-tree'
import { ChevronRightIcon } from '../site/Icons'
import { PostIcon } from '../post/PostIcon'
import { NoResults } from '../search/NoResults'
import { SiteLink } from './SiteLink'

export type NavTreeSlot = 'root' | 'group' | 'groupButton' | 'groupButtonOpen' | 'chevron' | 'list' | 'item' | 'link' | 'current' | 'loading'

export interface NavTreeProps<P extends NavTreePost> {
  /** The posts to file; null while they load (a few placeholder rows show). */
  posts: readonly P[] | null
  /** Live filter: only posts whose title holds it, every folder with a match open. */
  filter?: string
  /** One folder per category (true), or one per run of consecutive posts of a category. */
  merge?: boolean
  /** Opening a folder closes the others. */
  exclusive?: boolean
  /** Folders also open when the pointer rests on them (never on touch screens). */
  hoverExpand?: boolean
  /** Drawn after a post's title (a "new" dot, say); folders do not repeat it. */
  renderBadge?: (post: P) => ReactNode
  /** Whether a closed folder shows a mark because one of its posts has a badge. */
  hasBadge?: (post: P) => boolean
  /** When no folder holds the page being read, the first folder starts open (a home with nothing marked). */
  openFirst?: boolean
  /** Picking a post (to close a drawer around the tree). */
  onNavigate?: () => void
  /** Each post's icon before its title (gitbook's tree), where it has one. */
  icons?: boolean
  classNames?: Partial<Record<NavTreeSlot, string>>
}

const DEFAULTS: Record<NavTreeSlot, string> = {
  root: 'flex flex-col gap-0.5 text-sm',
  group: '',
  groupButton: 'flex w-full items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left hover:bg-gray-100 dark:hover:bg-gray-800',
  groupButtonOpen: 'font-semibold',
  chevron: 'h-4 w-4 shrink-0 transition-transform',
  list: 'ml-3 flex flex-col gap-0.5 border-l border-gray-200 pl-2 dark:border-gray-700',
  item: '',
  link: 'flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-gray-100 dark:hover:bg-gray-800',
  current: 'font-semibold',
  loading: 'h-7 animate-pulse rounded-md bg-gray-100 motion-reduce:animate-none dark:bg-gray-800'
}

/**
 * A navigation tree of posts grouped by category: folders that open and close (one at a time when
 * `exclusive`), the page being read marked (aria-current) with its folder opened after each
 * navigation, posts with no category at the top level, and a live title filter that opens every
 * folder with a match or says "No results found.".
 */
export function NavTree<P extends NavTreePost>({
  posts,
  filter = '',
  merge = true,
  exclusive = true,
  hoverExpand = false,
  openFirst = false,
  renderBadge,
  hasBadge,
  onNavigate,
  icons = false,
  classNames = {}
}: NavTreeProps<P>) {
  const cls = (slot: NavTreeSlot) => classNames[slot] ?? DEFAULTS[slot]
  const router = useRouter()
  const current = bareHref(router.asPath)
  const id = useId()
  const groups = useMemo(() => groupPostsByCategory(posts ?? [], merge), [posts, merge])
  const currentGroup = groupOfHref(groups, current) ?? (openFirst ? (groups.find((group) => group.name !== null)?.key ?? null) : null)
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(currentGroup ? [currentGroup] : []))

  // After each navigation (or once the posts arrive) the folder of the page opens, alone when one at a time.
  const [openedFor, setOpenedFor] = useState(currentGroup)
  if (currentGroup !== openedFor) {
    setOpenedFor(currentGroup)
    if (currentGroup) setOpen((was) => (exclusive ? new Set([currentGroup]) : new Set([...was, currentGroup])))
  }

  const toggle = (key: string, show = !open.has(key)) =>
    setOpen((was) => {
      if (!show) return new Set([...was].filter((k) => k !== key))
      return exclusive ? new Set([key]) : new Set([...was, key])
    })

  if (!posts) {
    return (
      <div aria-busy="true" className={cls('root')}>
        {[0, 1, 2, 3, 4].map((n) => (
          <div key={n} className={cls('loading')} />
        ))}
      </div>
    )
  }

  const filtering = filter.trim() !== ''
  const shown = filtering ? filterNavTree(groups, filter) : groups
  if (filtering && shown.length === 0) return <NoResults keyword={filter.trim()} />

  const item = (post: P) => {
    const here = bareHref(post.href) === current
    return (
      <li key={post.href} className={cls('item')}>
        <SiteLink href={post.href} aria-current={here ? 'page' : undefined} onClick={onNavigate} className={cx(cls('link'), here && cls('current'))}>
          {icons && post.pageIcon && <PostIcon icon={post.pageIcon} className="h-4 w-4 shrink-0 rounded-sm object-cover" />}
          <span className="min-w-0 flex-1">{post.title}</span>
          {renderBadge?.(post)}
        </SiteLink>
      </li>
    )
  }

  return (
    <ul className={cls('root')}>
      {shown.map((group, index) => {
        if (group.name === null) return group.posts.map(item)
        const key = group.key
        const isOpen = filtering || open.has(key)
        const listId = `${id}-${index}`
        return (
          <li
            key={key}
            className={cls('group')}
            onPointerEnter={hoverExpand ? (event) => event.pointerType === 'mouse' && !open.has(key) && toggle(key, true) : undefined}
          >
            <button type="button" aria-expanded={isOpen} aria-controls={listId} onClick={() => toggle(key)} className={cx(cls('groupButton'), isOpen && cls('groupButtonOpen'))}>
              <span className="min-w-0 flex-1">{group.name}</span>
              {!isOpen && hasBadge && group.posts.some(hasBadge) && <span aria-hidden="true" className="h-2 w-2 rounded-full bg-red-500" />}
              <ChevronRightIcon aria-hidden="true" className={cx(cls('chevron'), isOpen && 'rotate-90')} />
            </button>
            <ul id={listId} hidden={!isOpen} className={cls('list')}>
              {group.posts.map(item)}
            </ul>
          </li>
        )
      })}
    </ul>
  )
}
