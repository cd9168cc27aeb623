import { cardFeed } from '@/components/list/CardFeed'

/**
 * Posts as nobelium lists them: each a block whose title sits left and date right on one baseline
 * (stacked on phones), the summary under them in grey from md up. The title's link covers the block.
 */
export const PostList = cardFeed({
  card: {
    layout: 'text',
    parts: ['title', 'meta', 'summary'],
    classNames: {
      root: 'group relative',
      body: 'grid gap-y-1 md:grid-cols-[1fr_auto] md:items-baseline md:gap-x-6',
      title: 'text-lg font-medium text-black md:text-xl dark:text-gray-100',
      titleLink: 'after:absolute after:inset-0 after:content-[""] group-hover:opacity-80',
      meta: 'text-sm text-gray-600 md:col-start-2 md:row-start-1 md:justify-self-end dark:text-gray-400',
      summary: 'leading-7 text-gray-700 max-md:!hidden md:col-span-2 md:mt-2 dark:text-gray-400'
    }
  },
  classNames: {
    root: 'flex flex-col gap-10',
    pagination: 'mt-12 text-sm',
    paginationItem: 'text-gray-700 hover:text-black dark:text-gray-300 dark:hover:text-white',
    more: 'py-8 text-center text-sm text-gray-600 dark:text-gray-400'
  }
})
