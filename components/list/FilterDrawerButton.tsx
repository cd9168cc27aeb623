import { type ReactNode, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import type { PostLink } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { filterPosts } from '@/components/list/filter-posts'
import type { DrawerSide } from '../nav/Drawer'
import { DrawerButton } from '../nav/DrawerButton'
import { SearchIcon } from '../site/Icons'
import { PostCover } from '../media/PostCover'
import { SearchInput } from '../search/SearchInput'
import { SiteLink } from '../nav/SiteLink'
import type { Slots } from '../slots'

type FilterItem = Pick<PostLink, 'id' | 'title' | 'href' | 'pageCoverThumbnail'>

export interface FilterDrawerButtonProps {
  /** Everything the drawer can find, in order. */
  posts: readonly FilterItem[]
  /** What shows before anything is typed (a featured selection); `posts` by default. */
  featured?: readonly FilterItem[]
  /** Over the box: the site's logo or title. */
  header?: ReactNode
  placeholder?: string
  showLabel?: boolean
  side?: DrawerSide
  /**
   * `root`: the button; `icon`: its magnifier; `drawer`: the panel; `input`: the search field;
   * `list`: the grid of results; `tile`: each result.
   */
  classNames?: Slots<'root' | 'icon' | 'drawer' | 'input' | 'list' | 'tile'>
}

/**
 * A search drawer that filters as the visitor types: a box (Enter still searches the whole site at
 * /search/{text}) over a grid of tiles, each a cover with its title, narrowed live by title or short
 * id (filter-posts.ts beside it); the featured ones before anything is typed. Closes on navigation.
 */
export function FilterDrawerButton({
  posts,
  featured,
  header,
  placeholder,
  showLabel = false,
  side = 'left',
  classNames = {}
}: FilterDrawerButtonProps) {
  const {
    root: className,
    icon: iconClassName = 'size-5',
    drawer: drawerClassName,
    input: inputClassName,
    list: listClassName = 'grid grid-cols-3 gap-2',
    tile: tileClassName = 'relative block aspect-square overflow-hidden rounded-lg bg-gray-800'
  } = classNames
  const { t } = useGlobal()
  const [text, setText] = useState('')
  const shown = filterPosts(posts, text, featured ?? posts)
  return (
    <DrawerButton label={t.NAV.SEARCH} icon={<SearchIcon className={iconClassName} />} showLabel={showLabel} classNames={{ root: className, drawer: drawerClassName }} side={side}>
      {(close) => (
        <div className="flex flex-col gap-4 pt-8">
          {header}
          <SearchInput autoFocus initialValue={text} onTextChange={setText} placeholder={placeholder} classNames={{ input: inputClassName }} />
          {shown.length === 0 ? (
            <p role="status" className="text-sm">
              {t.PLAY.NO_GAMES}
            </p>
          ) : (
            <ul className={listClassName} aria-live="polite">
              {shown.map((post) => (
                <li key={post.id}>
                  <SiteLink href={post.href} onClick={close} className={cx('group', tileClassName)}>
                    <PostCover src={post.pageCoverThumbnail} width={112} height={112} className="absolute inset-0 h-full w-full object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none" />
                    <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black to-transparent px-1.5 pb-1 pt-5 text-xs font-semibold leading-tight text-white">{post.title}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </DrawerButton>
  )
}
