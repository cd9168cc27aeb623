import { listScreens } from '@/components/list/ListScreens'
import { PostList } from './PostList'

export const { LayoutIndex, LayoutPostList, LayoutSearch, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex, Layout404, LayoutSignIn, LayoutSignUp } = listScreens({
  List: PostList,
  /** The bar naming what a screen shows ("Category: Guides"), a rule on its left. */
  classNames: {
    heading: 'mb-10 border-l-4 border-[#276077] bg-gray-50 px-4 py-3 text-lg font-semibold text-gray-900 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100'
  },
  search: {
    hiddenHeading: true,
    classNames: {
      root: 'mb-10',
      input: 'w-full border border-gray-300 bg-white py-2 pl-9 pr-9 text-gray-900 placeholder-gray-500 focus:border-blue-600 focus:outline-none dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:placeholder-gray-400',
      overviewHeading: 'mb-3 text-lg font-semibold text-[#276077] dark:text-gray-300'
    }
  },
  archive: {
    classNames: {
      title: 'mb-3 text-xl font-bold text-[#276077] dark:text-gray-300',
      item: 'flex items-baseline gap-4 border-l-2 border-gray-200 py-1.5 pl-4 transition-colors hover:border-[#dd3333] dark:border-gray-700',
      link: 'text-gray-900 hover:text-[#dd3333] dark:text-gray-200'
    }
  },
  categories: { variant: 'rows', classNames: { root: 'max-w-md', chip: 'text-gray-800 hover:bg-gray-100 hover:text-[#dd3333] dark:text-gray-200 dark:hover:bg-gray-900' } },
  tags: { classNames: { chip: 'px-3 py-1 text-sm' } },
  notFound: { classNames: { root: 'py-24 text-center', title: 'mb-6 text-2xl font-bold text-gray-900 dark:text-gray-100' } },
  forms: { classNames: { root: 'py-12' } }
})
