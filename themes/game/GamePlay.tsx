import { GameFrame } from '@/components/media/GameFrame'
import { RememberPlayed } from '@/components/widgets/RecentlyPlayed'

/**
 * A game post's lead: the game in its frame, remembered as recently played. Its own chunk, drawn
 * by the server too: a post without a game (game's plain posts, a blog in the game theme) loads
 * neither the frame's code nor the played-games list.
 */
export function GamePlay({ src, title, href, cover, offerSourcePage }: { src: string; title: string; href: string; cover: string; offerSourcePage: boolean }) {
  return (
    <>
      <GameFrame src={src} title={title} cover={cover} offerSourcePage={offerSourcePage} classNames={{ root: 'relative h-[calc(100svh-1.5rem)] w-full overflow-hidden rounded-xl bg-black md:h-[calc(100vh-8rem)]' }} />
      <RememberPlayed game={{ href, title, cover }} />
    </>
  )
}
