import { ChevronLeft, ChevronRight } from 'lucide-react'
import { AdSlot } from '@/components/widgets/AdSlot'
import { PageViews } from '@/components/widgets/PageViews'
import { IfPost, PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenCategory } from '@/components/post/screen/ScreenCategory'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenMeta } from '@/components/post/screen/ScreenMeta'
import { ScreenRelated } from '@/components/post/screen/ScreenRelated'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenTags } from '@/components/post/screen/ScreenTags'
import { ScreenTitle } from '@/components/post/screen/ScreenTitle'
import { SiteLink } from '@/components/nav/SiteLink'
import { useGlobal } from '@/components/site/context'
import type { SlugPageProps } from '@/lib/site/page-props'
import type { PostLink } from '@/lib/site/types'

const BOX =
  'flex h-20 min-w-0 flex-1 items-center gap-3 rounded-lg border border-gray-200 px-4 hover:text-green-700 dark:border-neutral-800 dark:hover:text-yellow-500'

/** One of the two bordered boxes at the document's foot. */
function Neighbour({ post, rel, label }: { post: PostLink; rel: 'prev' | 'next'; label: string }) {
  const Icon = rel === 'prev' ? ChevronLeft : ChevronRight
  return (
    <SiteLink href={post.href} rel={rel} className={`${BOX} ${rel === 'next' ? 'flex-row-reverse text-right' : ''}`}>
      <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
      <span className="flex min-w-0 flex-col">
        <span className="text-xs text-gray-600 dark:text-gray-400">{label}</span>
        <span className="truncate font-medium">{post.title}</span>
      </span>
    </SiteLink>
  )
}

/**
 * A document: the 3xl title, dates and author, the body (or the password form), the share bar,
 * the category chip and tag chips, then for posts two boxes to the previous and next document,
 * related documents and the comments.
 */
export function LayoutSlug(props: SlugPageProps) {
  const { post, prev, next } = props
  const { t } = useGlobal()
  return (
    <PostScreen page={props}>
      <article className="flex flex-col gap-6">
        <header className="flex flex-col gap-3 pt-2">
          <ScreenTitle icon className="text-3xl font-bold leading-tight" />
          <ScreenMeta className="text-sm text-gray-600 dark:text-gray-400" />
          <PageViews className="text-sm text-gray-600 dark:text-gray-400" />
        </header>
        <ScreenBody />
        <ScreenShare />
        {(post.category[0] || post.tagItems.length > 0) && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            {post.category[0] ? <ScreenCategory className="rounded-md border border-gray-200 px-2 py-1 text-sm hover:border-gray-400 dark:border-neutral-700" /> : <span />}
            <ScreenTags classNames={{ root: 'justify-end' }} />
          </div>
        )}
        <IfPost>
          {(prev || next) && (
            <nav aria-label={`${t.COMMON.PREV_POST} / ${t.COMMON.NEXT_POST}`} className="flex flex-col gap-3 sm:flex-row">
              {prev && <Neighbour post={prev} rel="prev" label={t.COMMON.PREV_POST} />}
              {next && <Neighbour post={next} rel="next" label={t.COMMON.NEXT_POST} />}
            </nav>
          )}
        </IfPost>
        <ScreenRelated classNames={{ root: 'border-t border-gray-200 pt-6 dark:border-neutral-800', heading: 'mb-3 font-semibold', link: 'hover:text-green-700 dark:hover:text-yellow-500' }} />
        <AdSlot className="h-[280px] w-full" />
        <ScreenComments className="border-t border-gray-200 pt-6 dark:border-neutral-800" />
      </article>
    </PostScreen>
  )
}
