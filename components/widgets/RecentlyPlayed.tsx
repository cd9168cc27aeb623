import { useEffect } from 'react'
import { Clock, Trash2 } from 'lucide-react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import type { RecentGame } from '@/components/widgets/recent-games'
import { PostCover } from '../media/PostCover'
import { SiteLink } from '../nav/SiteLink'
import { useRecentlyPlayed } from './use-recently-played'
import type { Slots } from '../slots'

export interface RecentlyPlayedProps {
  /**
   * `root`: the section; `title`: its heading; `list`: the scrolling row of tiles; `tile`: each game;
   * `badge`: the round badge on each tile, a clock that turns into a remove button on hover or focus.
   */
  classNames?: Slots<'root' | 'title' | 'list' | 'tile' | 'badge'>
}

/**
 * "Recently played": the games this browser played, as a row of tiles newest first, each with a
 * badge that removes it from the list. Nothing until the browser's list is read, nor when it is empty.
 */
export function RecentlyPlayed({ classNames = {} }: RecentlyPlayedProps) {
  const {
    root: className,
    title: titleClassName = 'mb-2 text-lg font-semibold',
    list: listClassName = 'flex gap-3 overflow-x-auto pb-2',
    tile: tileClassName = 'relative block size-28 overflow-hidden rounded-lg bg-gray-800',
    badge: badgeClassName = 'bg-white text-gray-900 hover:bg-red-600 hover:text-white focus-visible:bg-red-600 focus-visible:text-white'
  } = classNames
  const { t } = useGlobal()
  const { games, remove } = useRecentlyPlayed()
  if (games.length === 0) return null
  return (
    <section aria-labelledby="recently-played" className={className} data-recently-played>
      <h2 id="recently-played" className={titleClassName}>
        {t.PLAY.RECENTLY_PLAYED}
      </h2>
      <ul className={listClassName}>
        {games.map((game) => (
          <li key={game.href} className="relative shrink-0">
            <SiteLink href={game.href} className={cx('group', tileClassName)}>
              <PostCover src={game.cover} width={112} height={112} className="absolute inset-0 h-full w-full object-cover" />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black to-transparent px-2 pb-1.5 pt-6 text-xs font-semibold text-white">{game.title}</span>
            </SiteLink>
            <button
              type="button"
              onClick={() => remove(game.href)}
              aria-label={t.PLAY.REMOVE_RECENT.replace('{title}', game.title)}
              title={t.PLAY.REMOVE_RECENT.replace('{title}', game.title)}
              className={cx('group/badge absolute right-1.5 top-1.5 flex size-7 items-center justify-center rounded-full shadow', badgeClassName)}
            >
              <Clock className="size-4 group-hover/badge:hidden group-focus-visible/badge:hidden" aria-hidden="true" />
              <Trash2 className="hidden size-4 group-hover/badge:block group-focus-visible/badge:block" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Puts the game on this page at the front of "recently played" once the visitor has opened it. */
export function RememberPlayed({ game }: { game: RecentGame }) {
  const { add } = useRecentlyPlayed()
  const { href, title, cover } = game
  useEffect(() => {
    add({ href, title, cover })
  }, [add, href, title, cover])
  return null
}
