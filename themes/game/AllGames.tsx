import { useState } from 'react'
import { useSitePosts } from '@/components/hooks/use-page-props'
import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { shuffled } from './game-tiles'
import { GameTile, useTileSize, Wall } from './WallSlots'

/** `posts` shuffled once when they arrive, and kept in that order while the page stays. */
function useShuffledOnce(posts: readonly PostSummary[] | null): readonly PostSummary[] | null {
  const [kept, setKept] = useState<{ from: readonly PostSummary[]; order: PostSummary[] } | null>(null)
  if (posts && kept?.from !== posts) {
    const order = shuffled(posts)
    setKept({ from: posts, order })
    return order
  }
  return kept?.order ?? null
}

/**
 * Every game but the one on the page, shuffled, as a wall: what to play next. The games are read
 * in the browser once this part comes near the viewport (it sits below the comments), so the
 * game's page carries none of them, and the shuffle is never drawn by the server to be undone.
 * Until they arrive it holds one slot's height.
 */
export function AllGames({ current }: { current: string }) {
  const { t } = useGlobal()
  const large = useTileSize()
  const others = useShuffledOnce(useSitePosts())?.filter((post) => post.href !== current)
  if (!others || others.length === 0) return null
  return (
    <section aria-label={t.PLAY.MORE_GAMES} data-all-games="">
      <Wall posts={others} items={others.map((post, index) => <div key={post.id}><GameTile post={post} large={large(post, index)} priority={false} /></div>)} />
    </section>
  )
}
