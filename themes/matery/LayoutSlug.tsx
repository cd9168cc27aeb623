import { Announcement } from '@/components/widgets/Announcement'
import { CalendarIcon, ClockIcon, FolderIcon } from '@/components/site/Icons'
import { PageViews } from '@/components/widgets/PageViews'
import { IfPost, PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenCategory } from '@/components/post/screen/ScreenCategory'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenCopyright } from '@/components/post/screen/ScreenCopyright'
import { ScreenRecommended } from '@/components/post/screen/ScreenRecommended'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenTags } from '@/components/post/screen/ScreenTags'
import { ScreenTitle } from '@/components/post/screen/ScreenTitle'
import { ReadingTime } from '@/components/post/ReadingTime'
import { SiteLink } from '@/components/nav/SiteLink'
import { TocCard } from '@/components/post/TocCard'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { staticPart } from '@/components/loading/static-part'
import { CARD, PILL } from './styles'
import { useMateryConfig } from './use-matery-config'

/**
 * The previous and next posts as full picture cards, at the end of the post: the server's HTML,
 * their code (the list's card) fetched only once they come near the viewport.
 */
const Neighbours = staticPart('matery-neighbours', () => import('./Neighbours').then((m) => m.Neighbours), { wake: 'seen' })

/**
 * A post: a black band with the cover faint behind the white title, then the white card pulled up
 * over the band (tags, the meta line with words and reading time, the body, the share bar, the
 * copyright box, comments), with the contents floating in their own column beside it on wide
 * screens. Under the card: related posts, the neighbours as two of the list's own cards (cover,
 * summary, date, tags), the announcement.
 */
export function LayoutSlug(props: LayoutPropsMap['LayoutSlug']) {
  const { post, prev, next, site } = props
  const { t, config } = useGlobal()
  const matery = useMateryConfig()
  const cover = post.pageCover || site.siteInfo.pageCover
  return (
    <PostScreen page={props}>
      <article className="flex flex-1 flex-col">
        <header className="relative isolate flex h-96 items-center justify-center overflow-hidden bg-black px-4 pb-24 pt-16 text-center text-white">
          {cover && <img src={cover} alt="" fetchPriority="high" decoding="async" className="absolute inset-0 -z-10 h-full w-full object-cover opacity-30" />}
          <ScreenTitle icon className="max-w-4xl text-3xl font-bold leading-tight [text-shadow:0_2px_8px_rgb(0_0_0/0.5)] motion-safe:animate-[fade-up_0.8s_ease-out] md:text-5xl" />
        </header>
        <div className="relative mx-auto -mt-32 flex w-full max-w-6xl justify-center gap-6 px-3 pb-12 sm:px-5">
          <div className={cx('flex min-w-0 flex-1 flex-col gap-8', post.fullWidth ? 'max-w-6xl' : 'max-w-4xl')}>
            <div className="flex flex-col gap-6 rounded-xl bg-white px-4 py-8 shadow-lg md:px-10 lg:border lg:border-gray-200 dark:bg-[#101414] dark:lg:border-gray-800">
              <IfPost>
                <div className="flex flex-col gap-4 motion-safe:animate-[fade-up_0.8s_ease-out]">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <ScreenTags classNames={{ chip: PILL }} />
                    <ScreenCategory icon={<FolderIcon className="size-4" />} className="text-sm text-gray-600 hover:text-indigo-700 dark:text-gray-400 dark:hover:text-indigo-300" />
                  </div>
                  <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600 dark:text-gray-400">
                    <SiteLink href="/about" className="font-medium hover:text-indigo-700 dark:hover:text-indigo-300">
                      {config.AUTHOR}
                    </SiteLink>
                    <span className="inline-flex items-center gap-1.5">
                      <CalendarIcon className="size-4" />
                      <span className="sr-only">{t.COMMON.PUBLISHED_ON}</span>
                      <time dateTime={post.date.start_date}>{post.publishDay}</time>
                    </span>
                    {post.lastEditedDay && (
                      <span className="inline-flex items-center gap-1.5">
                        <ClockIcon className="size-4" />
                        {t.COMMON.LAST_EDITED} <time>{post.lastEditedDay}</time>
                      </span>
                    )}
                    <PageViews />
                    <ReadingTime wordCount={post.wordCount} />
                  </p>
                  <hr className="border-gray-200 dark:border-gray-700" />
                </div>
              </IfPost>
              <ScreenBody />
              <ScreenShare />
              <ScreenCopyright show={matery.MATERY_ARTICLE_COPYRIGHT} classNames={{ root: 'rounded-lg border-l-4 border-indigo-700 bg-indigo-50 p-4 text-sm dark:border-indigo-400 dark:bg-black', link: 'break-all text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200' }} />
              <ScreenComments className="border-t border-dashed border-gray-300 pt-6 dark:border-gray-700" />
            </div>
            <ScreenRecommended show={matery.MATERY_ARTICLE_RECOMMEND} variant="tiles" classNames={{ root: CARD, title: 'mb-4 text-lg font-semibold', tile: 'relative block h-36 overflow-hidden rounded-lg bg-gray-800' }} />
            <IfPost>
              {matery.MATERY_ARTICLE_ADJACENT && (prev || next) && <Neighbours prev={prev} next={next} />}
            </IfPost>
            <Announcement classNames={{ root: CARD, title: "mb-3 flex items-center gap-2 font-semibold before:content-['📢']" }} />
          </div>
          {!post.fullWidth && (
            <aside className="mt-36 hidden w-72 shrink-0 xl:block">
              <TocCard
                toc={post.toc}
                classNames={{
                  root: cx(CARD, 'sticky top-24 motion-safe:animate-[fade-down_0.8s_ease-out]'),
                  title: 'text-indigo-700 dark:text-indigo-300',
                  progress: 'h-1 w-full rounded-full bg-gray-200 dark:bg-gray-700',
                  bar: 'rounded-full bg-indigo-700 dark:bg-indigo-400',
                  percent: 'text-xs tabular-nums text-gray-600 dark:text-gray-300',
                  list: 'max-h-[60vh] overflow-y-auto',
                  item: 'block truncate border-l-2 border-transparent py-1 pl-2 text-sm text-gray-600 hover:text-indigo-700 dark:text-gray-300 dark:hover:text-indigo-300',
                  active: 'border-indigo-700 font-semibold text-indigo-700 dark:border-indigo-300 dark:text-indigo-300'
                }}
              />
            </aside>
          )}
        </div>
      </article>
    </PostScreen>
  )
}
