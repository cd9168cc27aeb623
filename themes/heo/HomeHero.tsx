import { ArrowRight, Bookmark, CircleArrowRight, CirclePlus, Flame, Star, ThumbsUp } from 'lucide-react'
import { NoticeTicker } from '@/components/widgets/NoticeTicker'
import { PostCover } from '@/components/media/PostCover'
import { RandomPostButton } from '@/components/widgets/RandomPostButton'
import { SiteLink } from '@/components/nav/SiteLink'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { useHomeSitePosts } from '@/components/hooks/use-page-props'
import { useGlobal } from '@/components/site/context'
import type { PostLink, PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { heroRecommended } from './recommended'
import { CARD, INNER } from './styles'
import { useHeoConfig } from './use-heo-config'

/** The rounded "now" bar: a bold label, the notices rolling up one by one, an arrow to the archive. */
function NoticeBar() {
  const { t } = useGlobal()
  const heo = useHeoConfig()
  if (heo.HEO_NOTICE_BAR.length === 0) return null
  return (
    <div className={cx(CARD, 'flex h-12 items-center gap-3 px-4')}>
      <span className="shrink-0 font-extrabold">{heo.HEO_NOTICE_LABEL}</span>
      <NoticeTicker items={heo.HEO_NOTICE_BAR} classNames={{ root: 'min-w-0 flex-1', item: 'text-sm hover:text-indigo-600 dark:hover:text-yellow-500' }} />
      <SiteLink href="/archive" aria-label={t.NAV.ARCHIVE} title={t.NAV.ARCHIVE} className="shrink-0 hover:text-indigo-600 dark:hover:text-yellow-500">
        <CircleArrowRight className="size-5" />
      </SiteLink>
    </div>
  )
}

/** Two rows of coloured skill tiles, tilted, sliding sideways for ever (still with reduced motion). */
function IconWall() {
  const heo = useHeoConfig()
  const tiles = heo.HEO_GROUP_ICONS
  const rows = [tiles.filter((_, k) => k % 2 === 0), tiles.filter((_, k) => k % 2 === 1)]
  return (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden [mask-image:linear-gradient(to_right,transparent_25%,#000_65%)]">
      <div className="absolute left-[70%] top-1/2 flex -translate-x-1/2 -translate-y-1/2 rotate-[-30deg] flex-col gap-4">
      {rows.map((row, r) => (
        <div key={r} className={cx('flex w-max animate-marquee gap-4 motion-reduce:animate-none', r === 1 && '-ml-12')}>
          {[...row, ...row].map((tile, k) => (
            <span
              key={k}
              style={{ backgroundColor: tile.color }}
              className="flex h-24 w-24 items-center justify-center rounded-3xl p-2 text-center text-sm font-extrabold text-white shadow-lg"
            >
              {tile.title}
            </span>
          ))}
        </div>
      ))}
      </div>
    </div>
  )
}

/** The white banner card (xl): three title lines over the icon wall; hovered, a blue veil invites a random post. */
function BannerCard() {
  const heo = useHeoConfig()
  return (
    <div className={cx(CARD, 'relative hidden h-64 overflow-hidden p-8 xl:block')}>
      <p className="relative z-10 text-4xl font-extrabold leading-tight [text-shadow:0_0_12px_#fff] dark:[text-shadow:0_0_12px_#1e1e1e]">
        {heo.HEO_HERO_TITLE_1}
        <br />
        {heo.HEO_HERO_TITLE_2}
      </p>
      <p className="relative z-10 mt-2 text-xs font-semibold tracking-widest text-gray-600 dark:text-gray-300">{heo.HEO_HERO_TITLE_3}</p>
      <IconWall />
      <RandomPostButton
        showLabel
        label={heo.HEO_HERO_COVER_TITLE}
        classNames={{
          root: 'absolute inset-0 z-20 flex items-center justify-center gap-4 bg-[#4259ef]/90 text-white opacity-0 backdrop-blur transition-opacity duration-300 hover:opacity-100 focus-visible:opacity-100 motion-reduce:transition-none dark:bg-yellow-600/90 dark:text-black [&>span]:text-4xl [&>span]:font-extrabold',
          icon: 'order-last size-10'
        }}
      />
    </div>
  )
}

const SHORTCUTS = [
  { gradient: 'from-[#358bff] to-[#15c6ff]', Icon: Star },
  { gradient: 'from-[#f65] to-[#ffbf37]', Icon: Flame },
  { gradient: 'from-[#18e7ae] to-[#1eebeb]', Icon: Bookmark }
]

/** The three gradient shortcuts: a label with a short underline and a large faint icon that turns into place on hover. */
function Shortcuts() {
  const heo = useHeoConfig()
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:flex">
      {heo.HEO_HERO_CATEGORIES.slice(0, 3).map((shortcut, k) => {
        const { gradient, Icon } = SHORTCUTS[k]!
        return (
          <li key={shortcut.url} className={cx('transition-[flex-grow] duration-300 xl:flex-1 xl:hover:flex-[2] motion-reduce:transition-none', k === 2 && 'hidden sm:block')}>
            <SiteLink
              href={shortcut.url}
              className={cx('group relative flex h-20 items-center overflow-hidden rounded-xl bg-gradient-to-r px-5 text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.45)]', gradient)}
            >
              <span className="relative z-10 font-extrabold after:mt-1 after:block after:h-0.5 after:w-6 after:rounded after:bg-white">{shortcut.title}</span>
              <Icon aria-hidden="true" className="absolute -right-2 top-2 size-20 rotate-12 scale-75 opacity-25 transition duration-500 group-hover:rotate-0 group-hover:scale-100 group-hover:opacity-40 motion-reduce:transition-none" />
            </SiteLink>
          </li>
        )
      })}
    </ul>
  )
}

/** One recommended post: a 96px cover over a two-line title; hovered, a "recommended" corner slides in. */
function RecommendedTile({ post, priority }: { post: PostLink; priority: boolean }) {
  const { t, site } = useGlobal()
  return (
    <SiteLink href={post.href} className={cx(CARD, 'group relative flex h-[164px] w-44 shrink-0 snap-start flex-col overflow-hidden xl:w-auto')}>
      <PostCover src={post.pageCoverThumbnail || site.siteInfo.pageCover} priority={priority} width={320} height={96} className="h-24 w-full object-cover" />
      <span className="line-clamp-2 px-3 py-2 text-sm font-bold group-hover:text-indigo-600 dark:group-hover:text-yellow-500">{post.title || t.COMMON.UNTITLED}</span>
      <span className="absolute -left-10 top-0 flex items-center gap-1 rounded-br-xl bg-indigo-600 px-2 py-1 text-xs font-bold text-white transition-[left] duration-300 group-hover:left-0 motion-reduce:transition-none dark:bg-yellow-600 dark:text-black">
        <ThumbsUp aria-hidden="true" className="size-3.5" />
      </span>
    </SiteLink>
  )
}

/**
 * The recommended posts (the configured tag's, else the latest): a sliding row on narrow screens, a
 * 3×2 grid on xl under the black "today" card, whose pill lifts it away; leaving the area brings it back.
 */
function Recommended({ sitePosts }: { sitePosts?: readonly PostSummary[] }) {
  const { t, site } = useGlobal()
  const heo = useHeoConfig()
  const today = useDisclosure()
  const all = useHomeSitePosts(sitePosts)
  const posts: readonly PostLink[] = all ? heroRecommended(all, heo) : site.latestPosts.slice(0, 6)
  return (
    <section aria-label={t.COMMON.RECOMMEND_POSTS} className="relative min-w-0 flex-1" onPointerLeave={today.close}>
      <div className="flex snap-x gap-3 overflow-x-auto pb-2 xl:grid xl:grid-cols-3 xl:overflow-visible xl:pb-0">
        {posts.map((post, k) => (
          <RecommendedTile key={post.href} post={post} priority={k < 3} />
        ))}
      </div>
      <div
        inert={today.open}
        className={cx(
          'absolute inset-0 hidden overflow-hidden rounded-xl bg-black text-white transition duration-500 xl:block motion-reduce:transition-none',
          today.open && 'pointer-events-none scale-90 opacity-0'
        )}
      >
        <PostCover src={site.siteInfo.pageCover} priority width={960} height={340} className="h-full w-full object-cover opacity-70 [mask-image:linear-gradient(to_bottom,#000_40%,transparent)]" />
        <SiteLink href={heo.HEO_HERO_TITLE_LINK} className="absolute inset-0 flex flex-col justify-end p-8 pr-64 [text-shadow:0_1px_3px_rgb(0_0_0/0.6)]">
          <span className="text-sm">{heo.HEO_HERO_TITLE_4}</span>
          <span className="line-clamp-2 text-3xl font-extrabold">{heo.HEO_HERO_TITLE_5}</span>
        </SiteLink>
        <button
          type="button"
          aria-expanded={today.open}
          onClick={today.toggle}
          className="absolute bottom-8 right-8 flex items-center gap-2 rounded-full bg-white/20 px-4 py-2 font-semibold backdrop-blur hover:bg-white hover:text-black"
        >
          <CirclePlus aria-hidden="true" className="size-5" />
          {t.COMMON.RECOMMEND_POSTS}
          <ArrowRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  )
}

/**
 * heo's home header: the notice bar, then the banner card and shortcuts beside the recommended
 * posts, which the home's props carry when the site is built with heo.
 */
export function HomeHero({ sitePosts }: { sitePosts?: readonly PostSummary[] }) {
  const heo = useHeoConfig()
  return (
    <div className={cx(INNER, 'flex flex-col gap-4 pt-4')}>
      <NoticeBar />
      <div className={cx('flex flex-col gap-4 xl:flex-row', heo.HEO_HERO_REVERSE && 'xl:flex-row-reverse')}>
        <div className="flex flex-col gap-3 xl:w-[42rem] xl:shrink-0">
          <BannerCard />
          <Shortcuts />
        </div>
        <Recommended sitePosts={sitePosts} />
      </div>
    </div>
  )
}
