import { cardFeed } from '@/components/list/CardFeed'

/** Posts as landing's blog shows them: white cards with a cover in a three-column grid, lifting on hover. */
export const PostList = cardFeed({
  priorityFirst: true,
  card: {
    layout: 'stack',
    parts: ['category', 'title', 'summary', 'meta'],
    reveal: true,
    summaryLines: 3,
    classNames: {
      root: 'group relative overflow-hidden rounded-lg border border-gray-200 bg-white shadow-md transition hover:-translate-y-1 hover:shadow-xl motion-reduce:transform-none dark:border-gray-800 dark:bg-[#101414]',
      coverLink: 'block aspect-[16/9] overflow-hidden bg-gray-100 dark:bg-gray-900',
      cover: 'h-full w-full object-cover',
      body: 'flex flex-1 flex-col gap-2 p-5',
      category: 'text-xs font-semibold uppercase tracking-wider text-blue-700 dark:text-blue-300',
      title: 'text-lg font-bold leading-snug text-gray-900 dark:text-gray-100',
      titleLink: 'hover:text-blue-700 dark:hover:text-blue-300',
      summary: 'text-sm leading-6 text-gray-600 dark:text-gray-400',
      meta: 'mt-auto pt-2 text-xs text-gray-600 dark:text-gray-400'
    }
  },
  classNames: {
    root: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
    pagination: 'mt-12',
    paginationItem: 'rounded-md border border-gray-200 px-4 py-2 font-medium text-gray-800 hover:border-blue-600 hover:text-blue-700 dark:border-gray-700 dark:text-gray-200 dark:hover:border-blue-400 dark:hover:text-blue-300',
    more: 'py-8 text-center text-gray-600 dark:text-gray-400'
  }
})
