import { PostCard } from '@/components/list/PostCard'
import { PostFeed } from '@/components/list/PostFeed'
import { SiteLink } from '@/components/nav/SiteLink'
import { ClockIcon, FolderIcon, UserIcon } from '@/components/site/Icons'
import { useGlobal } from '@/components/site/context'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import type { ReactNode } from 'react'
import { cx } from '@/components/cx'
import { AdSlot } from '@/components/widgets/AdSlot'
import { GROW_UNDERLINE, TITLE_COLOR } from './styles'
import { useSimpleConfig } from './use-simple-config'

/**
 * simple's long list: each post under a rule with a wide rhythm, an optional cover at its left, the
 * teal title, the meta line, the summary and an outlined "Continue reading" button; the pages
 * of the list as "Newer posts" and "Older posts"; with SIMPLE_POST_AD_ENABLE an ad after every third post.
 */
export function PostList({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  const { t } = useGlobal()
  const simple = useSimpleConfig()
  const withAd = (index: number, card: ReactNode) => (
    <>
      {card}
      {simple.SIMPLE_POST_AD_ENABLE && index % 3 === 2 && <AdSlot kind="flow" className="my-6 h-[250px] w-full" />}
    </>
  )
  return (
    <PostFeed
      posts={posts}
      paging={paging}
      keyword={keyword}
      pagination="age"
      classNames={{
        root: 'flex flex-col',
        pagination: 'mt-10 text-sm font-semibold uppercase tracking-wide',
        paginationItem: 'text-blue-600 underline decoration-blue-600 underline-offset-4 hover:text-[#dd3333] dark:text-blue-400 dark:decoration-blue-400',
        more: 'py-8 text-center text-sm text-gray-600 dark:text-gray-400'
      }}
      renderPost={(post, index) => withAd(index,
        <PostCard
          post={post}
          layout={simple.SIMPLE_POST_COVER_ENABLE ? 'row' : 'text'}
          parts={[
            'title',
            {
              // simple's icon line: the author (to SIMPLE_AUTHOR_LINK), the date, the comment count, the category, then "/tag /tag".
              fields: [
                { field: 'author', icon: UserIcon, href: simple.SIMPLE_AUTHOR_LINK },
                { field: 'date', icon: ClockIcon },
                'comments',
                { field: 'category', icon: FolderIcon },
                { field: 'tags', prefix: '/' }
              ]
            },
            'summary'
          ]}
          keyword={keyword}
          priority={index === 0}
          classNames={{
            root: 'gap-6 border-b border-gray-200 py-10 first:pt-0 dark:border-gray-800',
            coverLink: 'aspect-[4/3] w-full md:w-56',
            body: 'flex-1 items-start gap-3',
            title: cx('text-2xl font-bold leading-snug', TITLE_COLOR),
            titleLink: GROW_UNDERLINE,
            meta: 'gap-x-4 gap-y-1 text-sm text-gray-600 dark:text-gray-400 [&_a]:hover:text-[#dd3333] dark:[&_a]:hover:text-red-400',
            summary: 'leading-7 text-gray-700 dark:text-gray-300',
          }}
        >
          {/* The title is the link a reader tabs to; this button repeats it for the eye. */}
          <SiteLink
            href={post.href}
            tabIndex={-1}
            aria-hidden="true"
            className="mt-2 border border-blue-600 px-3 py-1 text-sm text-blue-700 hover:border-[#dd3333] hover:text-[#dd3333] dark:border-blue-400 dark:text-blue-300"
          >
            {t.KIT.CONTINUE_READING} ›
          </SiteLink>
        </PostCard>
      )}
    />
  )
}
