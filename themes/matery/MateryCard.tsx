import { PostCard, type PostCardPart } from '@/components/list/PostCard'
import { ClockIcon, FolderIcon } from '@/components/site/Icons'
import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { PILL_SMALL } from './styles'
import { useMateryConfig } from './use-matery-config'

/** On three columns the cards of a row arrive one after the other, left to right. */
const COLUMN_DELAY = ['', 'xl:[transition-delay:300ms]', 'xl:[transition-delay:600ms]'] as const

/**
 * One Material picture card: a 320 px cover with the title in white at its foot over a dark fade
 * (the picture zooms and dims under the pointer), three lines of summary, the date and the category,
 * a rule and the tags. On the list and under a post (the neighbours). `column` staggers its arrival
 * on three columns; `priority` loads its cover first (the list's first card).
 */
export function MateryCard({ post, column = 0, priority = false, keyword }: { post: PostSummary; column?: number; priority?: boolean; keyword?: string }) {
  const { site } = useGlobal()
  const matery = useMateryConfig()
  const cover = matery.MATERY_POST_LIST_COVER
  // Under the summary: the date after a clock on the left, the category after a folder on the
  // right; then, past a rule, the tags as indigo pills.
  const parts: PostCardPart[] = [
    'title',
    ...(matery.MATERY_POST_LIST_SUMMARY || matery.MATERY_POST_LIST_PREVIEW || keyword ? (['summary'] as const) : []),
    { fields: [{ field: 'date', icon: ClockIcon }, 'comments', { field: 'category', icon: FolderIcon, className: 'ml-auto' }] },
    { fields: ['tags'], classNames: { root: 'flex-wrap gap-2 border-t border-gray-200 pt-3 dark:border-gray-700', item: 'flex flex-wrap gap-2', tag: PILL_SMALL } }
  ]
  return (
    <PostCard
      post={post}
      layout={cover ? 'stack' : 'text'}
      fallbackCover={matery.MATERY_POST_LIST_COVER_DEFAULT ? site.siteInfo.pageCover : ''}
      placeholder
      parts={parts}
      keyword={keyword}
      priority={priority}
      reveal
      summaryLines={3}
      preview={matery.MATERY_POST_LIST_PREVIEW}
      classNames={{
        root: cx('group relative overflow-hidden rounded-xl bg-white shadow-md transition-shadow hover:shadow-xl dark:bg-[#101414] motion-reduce:transition-none', COLUMN_DELAY[column % 3]),
        coverLink: 'h-80 bg-black',
        cover: 'transition duration-500 group-hover:scale-125 group-hover:brightness-75 motion-reduce:transition-none',
        body: 'gap-3 p-4',
        title: cover
          ? 'pointer-events-none absolute inset-x-0 top-0 flex h-80 items-end bg-gradient-to-t from-black/75 via-black/10 to-transparent p-4 text-2xl font-medium leading-snug text-white [text-shadow:0_1px_4px_rgb(0_0_0/0.6)]'
          : 'text-2xl font-medium leading-snug',
        titleLink: cx('pointer-events-auto line-clamp-2', cover ? 'hover:underline' : 'hover:text-indigo-700 dark:hover:text-indigo-300'),
        summary: 'text-gray-700 dark:text-gray-300',
        meta: 'gap-x-3 gap-y-1 text-sm text-gray-600 dark:text-gray-400 [&_a]:hover:text-indigo-700 dark:[&_a]:hover:text-indigo-300'
      }}
    />
  )
}
