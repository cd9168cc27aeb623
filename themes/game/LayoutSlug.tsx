import { Info } from 'lucide-react'
import { ChevronLeftIcon } from '@/components/site/Icons'
import { AdSlot } from '@/components/widgets/AdSlot'
import { PageViews } from '@/components/widgets/PageViews'
import { IfOpen, PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenCategory } from '@/components/post/screen/ScreenCategory'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenMeta } from '@/components/post/screen/ScreenMeta'
import { ScreenNeighbours } from '@/components/post/screen/ScreenNeighbours'
import { ScreenRecommended } from '@/components/post/screen/ScreenRecommended'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenTags } from '@/components/post/screen/ScreenTags'
import { ScreenTitle } from '@/components/post/screen/ScreenTitle'
import { PostLeadMedia } from '@/components/media/PostLeadMedia'
import { SiteLink } from '@/components/nav/SiteLink'
import { useGlobal } from '@/components/site/context'
import type { SlugPageProps } from '@/lib/site/page-props'
import { postMedia } from '@/lib/site/post-ext'
import { lazyPart } from '@/components/loading/lazy-part'
import { WhenSeen } from '@/components/loading/WhenSeen'
import type { PostDetail, SiteChrome } from '@/lib/site/types'
import { WALL_GRID, wallSlotCount } from './game-tiles'
import { useGameConfig } from './use-game-config'

/** The game and its remembering: their code only on a post that has a game. */
const LazyGamePlay = lazyPart(() => import('./GamePlay').then((m) => m.GamePlay))

/** The wall of every game under the info card: its code and the games it reads wait until the reader scrolls near it. */
const LazyAllGames = lazyPart(() => import('./AllGames').then((m) => m.AllGames))

/**
 * The room the wall of every other game takes, kept from the first paint as empty slots in the
 * wall's own grid (so at every width it is as tall as the wall will be): the page's chrome knows
 * how many posts the site lists and how many carry the featured tag, which is all the wall's
 * count of slots depends on, whatever order the shuffle gives.
 */
function AllGamesRoom({ post, site }: { post: PostDetail; site: SiteChrome }) {
  const game = useGameConfig()
  const listed = post.type === 'Post' && post.status === 'Published'
  const others = Math.max(0, site.postCount - (listed ? 1 : 0))
  const featuredTag = game.GAME_RECOMMEND_TAG
  const featured = (site.tags.find((tag) => tag.name === featuredTag)?.count ?? 0) - (listed && post.tags.includes(featuredTag) ? 1 : 0)
  const slots = wallSlotCount(others, featured, { expandFeatured: game.GAME_INDEX_EXPAND_RECOMMEND, featuredTag })
  return (
    <div aria-hidden="true" className={`${WALL_GRID} invisible`}>
      {Array.from({ length: slots }, (_, index) => (
        <div key={index} className="h-80" />
      ))}
    </div>
  )
}

/**
 * A game's page: the game in its frame (a post without a game leads with its cover), remembered
 * as recently played; right under it a strip of related games; the info card (category, title,
 * tags, views, the description, share bar, neighbours, comments); then every other game, shuffled.
 * On phones a small dark tab docked at the left edge leads home or down to the description.
 */
export function LayoutSlug(props: SlugPageProps) {
  const { post, site } = props
  const { t } = useGlobal()
  const media = postMedia(post.ext)
  const cover = post.pageCoverThumbnail || post.pageCover
  return (
    <PostScreen page={props}>
      <article className="flex flex-col gap-4">
        <IfOpen>
          {media.game ? (
            <LazyGamePlay src={media.game} title={post.title} href={post.href} cover={cover} offerSourcePage={media.newWindow} />
          ) : (
            <PostLeadMedia post={post} fallbackCover={site.siteInfo.pageCover} className="aspect-video w-full overflow-hidden rounded-xl bg-black shadow-md" />
          )}
        </IfOpen>
        <ScreenRecommended variant="tiles" classNames={{ title: 'sr-only', list: 'flex! gap-2 overflow-x-auto', tile: 'relative block size-24 shrink-0 overflow-hidden rounded-lg bg-gray-800 text-xs' }} />
        <div id="game-info" className="flex min-w-0 scroll-mt-4 flex-col gap-4 rounded-2xl [&_.notion-collection]:max-w-full! [&_.notion-table]:max-w-full! bg-white p-5 shadow-md md:p-8 dark:bg-[#101414]">
          <ScreenCategory className="self-start text-sm font-bold text-green-700 hover:underline dark:text-green-400" />
          <ScreenTitle className="break-words text-3xl font-bold" />
          <ScreenMeta />
          <ScreenTags />
          <PageViews className="text-sm text-gray-600 dark:text-gray-400" />
          <ScreenBody />
          <AdSlot className="h-[280px] w-full" />
          <ScreenShare />
          <ScreenNeighbours />
          <ScreenComments />
        </div>
        {/* The wall and the room it will take share one cell: when its games arrive it fills that room, and the footer below stays put. */}
        <div className="grid *:col-start-1 *:row-start-1">
          <AllGamesRoom post={post} site={site} />
          <WhenSeen>
            <LazyAllGames current={post.href} />
          </WhenSeen>
        </div>
        <nav aria-label={t.NAV.MENU} className="fixed left-0 top-1/3 z-30 flex flex-col gap-1 rounded-r-xl bg-[#202030] p-1 text-white shadow-lg md:hidden">
          <SiteLink href="/" aria-label={t.NAV.HOME} className="rounded-lg p-2 hover:bg-white/15">
            <ChevronLeftIcon className="size-5" />
          </SiteLink>
          <a href="#game-info" aria-label={t.PLAY.GAME_INFO} className="rounded-lg p-2 hover:bg-white/15">
            <Info className="size-5" aria-hidden="true" />
          </a>
        </nav>
      </article>
    </PostScreen>
  )
}
