import { type ReactNode, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import type { PostDetail } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { blockClass, videoEpisodes } from '@/lib/notion/render/video-episodes'
import { videoPlayer } from '@/lib/notion/render/video-embed'
import { useHydrated } from '../hooks/use-hydrated'
import type { Slots } from '../slots'

export interface VideoEpisodesProps {
  post: Pick<PostDetail, 'id' | 'recordMap'>
  /** Show the episode list even for a single video. */
  forceList?: boolean
  /**
   * `root`: the section; `player`: the player's box (its aspect ratio); `list`: the episodes;
   * `item`: each episode's button; `current`: added to the episode playing.
   */
  classNames?: Slots<'root' | 'player' | 'list' | 'item' | 'current'>
  /** Drawn instead when the post has no captioned video (its cover, say). */
  fallback?: ReactNode
}

/**
 * A player gathering a post's captioned videos and embeds (lib/notion/render/video-episodes): the first plays,
 * their captions make the episode list under it (when there is more than one, or `forceList`), a
 * pick plays that one and only then loads it. The blocks themselves are hidden from the body.
 * `fallback` (or nothing) when the post has no captioned video.
 */
export function VideoEpisodes({
  post,
  forceList = false,
  classNames = {},
  fallback = null
}: VideoEpisodesProps) {
  const {
    root: className = 'flex flex-col gap-2 bg-gray-100 p-3 dark:bg-neutral-800',
    player: playerClassName = 'aspect-[2/1] w-full bg-black',
    list: listClassName = 'flex max-h-36 flex-col overflow-y-auto',
    item: itemClassName = 'w-full rounded px-3 py-1.5 text-left text-sm hover:bg-gray-200 dark:hover:bg-neutral-700',
    current: currentClassName = 'font-semibold'
  } = classNames
  const { t } = useGlobal()
  const episodes = videoEpisodes(post.recordMap, post.id)
  const [current, setCurrent] = useState(0)
  const hydrated = useHydrated()
  const episode = episodes[current] ?? episodes[0]
  if (!episode) return <>{fallback}</>
  // The players start in the browser: the server draws the box they will fill.
  if (!hydrated) return <div className={className} data-episodes={episodes.length}><div className={playerClassName} /></div>
  const player = videoPlayer(episode.source)
  const hidden = episodes.map((entry) => `.notion .${blockClass(entry.id)}{display:none}`).join('')
  return (
    <section aria-label={t.PLAY.EPISODES} className={className} data-episodes={episodes.length}>
      <style>{hidden}</style>
      <div className={playerClassName}>
        {player.kind === 'embed' ? (
          <iframe key={episode.id} src={player.src} title={episode.caption} sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox" loading="lazy" allow="fullscreen; picture-in-picture" allowFullScreen className="h-full w-full" />
        ) : (
          <video key={episode.id} src={player.src} controls preload="metadata" aria-label={episode.caption} className="h-full w-full" />
        )}
      </div>
      {(episodes.length > 1 || forceList) && (
        <ol className={listClassName}>
          {episodes.map((entry, index) => (
            <li key={entry.id}>
              <button type="button" aria-pressed={entry.id === episode.id} onClick={() => setCurrent(index)} className={cx(itemClassName, entry.id === episode.id && currentClassName)}>
                {entry.caption}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
