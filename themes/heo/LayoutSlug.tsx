import { AdSlot } from '@/components/widgets/AdSlot'
import { PageViews } from '@/components/widgets/PageViews'
import { PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenCopyright } from '@/components/post/screen/ScreenCopyright'
import { ScreenNeighbours } from '@/components/post/screen/ScreenNeighbours'
import { ScreenNextCard } from '@/components/post/screen/ScreenNextCard'
import { ScreenRecommended } from '@/components/post/screen/ScreenRecommended'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenTitle } from '@/components/post/screen/ScreenTitle'
import { ScreenTocDrawer } from '@/components/post/screen/ScreenTocDrawer'
import { PostCover } from '@/components/media/PostCover'
import { ReadingTime } from '@/components/post/ReadingTime'
import { SiteLink } from '@/components/nav/SiteLink'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import type { PostDetail } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { categoryHref, tagHref } from '@/lib/urls/taxonomy-href'
import { Sidebar } from './Sidebar'
import { INNER } from './styles'
import { useHeoConfig } from './use-heo-config'

/** Four wave layers in the canvas colour, sliding at different paces under the article header (hidden on narrow screens). */
function Waves() {
  const layers = [
    { y: 0, opacity: 0.7, delay: '-2s', duration: '7s' },
    { y: 3, opacity: 0.5, delay: '-3s', duration: '10s' },
    { y: 5, opacity: 0.3, delay: '-4s', duration: '13s' },
    { y: 7, opacity: 1, delay: '-5s', duration: '20s' }
  ]
  return (
    <svg aria-hidden="true" viewBox="0 24 150 28" preserveAspectRatio="none" className="absolute inset-x-0 bottom-0 hidden h-16 w-full fill-[#f7f9fe] md:block dark:fill-[#18171d]">
      <defs>
        <path id="heo-wave" d="M-160 44c30 0 58-18 88-18s58 18 88 18 58-18 88-18 58 18 88 18v44h-352z" />
      </defs>
      {layers.map((layer) => (
        <use
          key={layer.y}
          href="#heo-wave"
          x="48"
          y={layer.y}
          opacity={layer.opacity}
          className="animate-wave motion-reduce:animate-none"
          style={{ animationDelay: layer.delay, animationDuration: layer.duration }}
        />
      ))}
    </svg>
  )
}

/** The 30rem colour block over an article: the blurred, tilted cover on the right; category, tags, title and the reading facts on the left. */
function ArticleHeader({ post }: { post: PostDetail }) {
  const { t, config } = useGlobal()
  const category = post.category[0]
  const cover = post.pageCover || post.pageCoverThumbnail
  return (
    <header className="relative h-[30rem] overflow-hidden bg-[#0060e0] text-white dark:bg-yellow-700">
      {cover && (
        <div aria-hidden="true" className="absolute -right-16 top-0 hidden h-full w-3/5 rotate-12 scale-125 opacity-50 blur-md shadow-[inset_0_0_80px_40px_#0060e0] md:block">
          <PostCover src={cover} priority width={800} height={480} className="h-full w-full object-cover" />
        </div>
      )}
      <div className={cx(INNER, 'relative flex h-full flex-col justify-center gap-4 pb-10 pt-16')}>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {category && (
            <SiteLink href={categoryHref(category)} className="rounded-lg bg-blue-600 px-3 py-1 font-semibold hover:bg-white hover:text-[#0060e0] dark:bg-black/30 dark:hover:bg-white dark:hover:text-yellow-800">
              {category}
            </SiteLink>
          )}
          {post.tagItems.map((tag) => (
            <SiteLink key={tag.name} href={tagHref(tag.name)} className="hover:underline">
              #{tag.name}
            </SiteLink>
          ))}
        </p>
        <ScreenTitle icon className="max-w-4xl text-3xl font-bold leading-tight md:text-5xl" />
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <SiteLink href="/about" className="font-semibold hover:underline">
            {config.AUTHOR}
          </SiteLink>
          <ReadingTime wordCount={post.wordCount} />
          {post.publishDay && (
            <SiteLink href="/archive" title={t.COMMON.PUBLISHED_ON} className="hover:underline">
              <time dateTime={post.date.start_date}>{post.publishDay}</time>
            </SiteLink>
          )}
          {post.lastEditedDay && (
            <span>
              {t.COMMON.LAST_EDITED} <time>{post.lastEditedDay}</time>
            </span>
          )}
          <PageViews />
        </p>
      </div>
      <Waves />
    </header>
  )
}

/**
 * A post: the colour block, then the white article card beside the sidebar (whose contents follow
 * the reading): the body, previous / next boxes on phones, the share bar, the copyright box,
 * related posts as image tiles, an ad slot above the comments (AdSlot: with ADSENSE_GOOGLE_ID
 * only) and the comments. On wider screens a "next post" card slides in at the end of the article;
 * on narrower ones a round button opens the contents.
 */
export function LayoutSlug(props: LayoutPropsMap['LayoutSlug']) {
  const { post } = props
  const heo = useHeoConfig()
  return (
    <PostScreen page={props}>
      <article className="flex flex-1 flex-col">
        <ArticleHeader post={post} />
        <div className={cx(INNER, 'flex gap-4 pb-12 pt-4', heo.HEO_HERO_BODY_REVERSE && 'flex-row-reverse')}>
          <div className={cx('flex min-w-0 flex-1 flex-col gap-8 rounded-2xl border border-gray-200 bg-white px-4 py-8 transition-shadow lg:px-10 lg:hover:shadow-xl dark:border-neutral-700 dark:bg-[#1e1e1e]', !post.fullWidth && 'max-w-5xl')}>
            <ScreenBody />
            <ScreenNeighbours show={heo.HEO_ARTICLE_ADJACENT} classNames={{ root: 'grid gap-3 md:hidden', link: 'flex flex-col gap-1 rounded-xl border border-gray-200 p-4 text-lg font-bold hover:border-indigo-600 dark:border-neutral-700 dark:hover:border-yellow-600' }} />
            <ScreenShare />
            <ScreenCopyright show={heo.HEO_ARTICLE_COPYRIGHT} classNames={{ root: 'rounded-lg border-l-2 border-indigo-600 bg-gray-100 p-4 text-sm dark:border-yellow-600 dark:bg-[#21232a]', link: 'break-all text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-yellow-500 dark:hover:text-yellow-300' }} />
            <ScreenRecommended show={heo.HEO_ARTICLE_RECOMMEND} variant="tiles" classNames={{ title: 'mb-3 text-xl font-extrabold', list: 'grid grid-cols-2 gap-3 lg:grid-cols-3', tile: 'group relative block h-40 overflow-hidden rounded-2xl bg-gray-800 [&_img]:transition [&_img]:duration-500 hover:[&_img]:scale-110 hover:[&_img]:brightness-75' }} />
            <AdSlot className="h-[280px] w-full" />
            <ScreenComments />
          </div>
          {!post.fullWidth && <Sidebar post={post} />}
        </div>
        <ScreenNextCard show={heo.HEO_ARTICLE_ADJACENT} classNames={{ root: 'fixed bottom-6 right-6 z-20 hidden h-28 w-72 rounded-xl border border-gray-200 bg-white p-4 shadow-xl hover:border-indigo-600 md:flex dark:border-neutral-700 dark:bg-[#1e1e1e] dark:hover:border-yellow-600', label: 'text-xs font-semibold text-gray-600 dark:text-gray-400' }} />
        <ScreenTocDrawer side="right" classNames={{ root: 'fixed bottom-20 right-4 z-20 flex h-11 w-11 items-center justify-center rounded-full border border-gray-200 bg-white shadow-lg xl:hidden dark:border-neutral-700 dark:bg-[#1e1e1e]', icon: 'size-5', drawer: 'bg-white p-5 text-gray-900 dark:bg-[#1e1e1e] dark:text-gray-100' }} />
      </article>
    </PostScreen>
  )
}
