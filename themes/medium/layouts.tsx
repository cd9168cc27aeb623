import { listScreens } from '@/components/list/ListScreens'
import { PostList } from './PostList'

export const { LayoutIndex, LayoutPostList, LayoutSearch, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex, Layout404, LayoutSignIn, LayoutSignUp } = listScreens({
  List: PostList,
  classNames: { heading: 'mb-8 text-3xl font-bold' },
  search: { classNames: { root: 'mb-8' } },
  archive: { classNames: { count: '-mt-6 mb-8 text-gray-600 dark:text-gray-400' } },
  categories: { classNames: { chip: 'rounded-md border border-gray-300 px-3 py-1.5 hover:border-gray-500 dark:border-gray-600' } },
  tags: { classNames: { chip: 'rounded-md px-3 py-1.5 text-sm' } },
  notFound: { classNames: { root: 'flex flex-col items-center gap-6 py-24 text-center', title: 'mb-8 text-3xl font-bold' } },
  forms: { classNames: { root: 'py-12' } }
})
