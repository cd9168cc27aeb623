import { PageViews } from '@/components/widgets/PageViews'
import { IfOpen, PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenMeta } from '@/components/post/screen/ScreenMeta'
import { ScreenNeighbours } from '@/components/post/screen/ScreenNeighbours'
import { ScreenRecommended } from '@/components/post/screen/ScreenRecommended'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenTitle } from '@/components/post/screen/ScreenTitle'
import { PostLeadMedia } from '@/components/media/PostLeadMedia'
import { SiteLink } from '@/components/nav/SiteLink'
import { VideoEpisodes } from '@/components/media/VideoEpisodes'
import { useGlobal } from '@/components/site/context'
import type { SlugPageProps } from '@/lib/site/page-props'
import { categoryHref, tagHref } from '@/lib/urls/taxonomy-href'
import { useMovieConfig } from './use-movie-config'

/**
 * A film's page: the big centred title over a row of date, category (green) and tags (yellow); the
 * post led by the player of its captioned videos (their captions the episodes), else by its ext
 * video (the cover only its poster: a film's page opens on its title, as the reference's does); the body; the neighbours; a row of poster tiles of related posts; share bar
 * and comments. The column is 1024px, 70% of the screen on the widest.
 */
export function LayoutSlug(props: SlugPageProps) {
  const { post } = props
  const { t } = useGlobal()
  const movie = useMovieConfig()
  const category = post.category[0]
  const lead = movie.MOVIE_POST_LEAD_MEDIA && (
    <IfOpen>
      <PostLeadMedia post={post} showCover={false} className="aspect-video w-full overflow-hidden bg-neutral-900 shadow-xl" />
    </IfOpen>
  )
  return (
    <PostScreen page={props}>
      <article className="mx-auto flex w-full max-w-5xl flex-col gap-8 2xl:max-w-[70vw]">
        <header className="flex flex-col items-center gap-4 py-10 text-center">
          <ScreenTitle className="break-words text-3xl font-semibold leading-tight md:text-5xl" />
          <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-neutral-600 dark:text-neutral-300">
            <ScreenMeta className="justify-center text-neutral-600 dark:text-neutral-300" />
            {category && (
              <SiteLink href={categoryHref(category)} className="font-medium text-green-700 hover:underline dark:text-green-400">
                {category}
              </SiteLink>
            )}
            {post.tags.length > 0 && (
              <span className="flex flex-wrap items-center gap-x-2">
                {t.COMMON.TAGS} :
                {post.tags.map((tag) => (
                  <SiteLink key={tag} href={tagHref(tag)} className="text-yellow-700 hover:underline dark:text-yellow-400">
                    #{tag}
                  </SiteLink>
                ))}
              </span>
            )}
            <PageViews />
          </div>
        </header>
        {movie.MOVIE_VIDEO_COMBINE ? (
          <VideoEpisodes
            post={post}
            forceList={movie.MOVIE_VIDEO_COMBINE_SHOW_PAGE_FORCE}
            classNames={{
              root: 'flex flex-col gap-2 bg-neutral-100 p-3 shadow-xl dark:bg-neutral-800',
              item: 'w-full px-3 py-1.5 text-left text-sm hover:bg-neutral-200 dark:hover:bg-neutral-700',
              current: 'font-semibold text-green-700 dark:text-green-400'
            }}
            fallback={lead}
          />
        ) : (
          lead
        )}
        <ScreenBody />
        <ScreenNeighbours />
        <ScreenRecommended show={movie.MOVIE_ARTICLE_RECOMMEND} variant="tiles" classNames={{ title: 'mb-4 text-2xl font-semibold', list: 'flex! snap-x gap-4 overflow-x-auto pb-3', tile: 'relative block h-60 w-48 shrink-0 snap-start overflow-hidden rounded-lg bg-neutral-800' }} />
        <ScreenShare />
        <ScreenComments className="border-t border-neutral-200 pt-6 dark:border-neutral-700" />
      </article>
    </PostScreen>
  )
}
