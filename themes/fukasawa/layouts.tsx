import type { ReactNode } from 'react'
import { listScreens } from '@/components/list/ListScreens'
import { SearchInput } from '@/components/search/SearchInput'
import { TaxonomyOverview } from '@/components/list/TaxonomyOverview'
import { useGlobal } from '@/components/site/context'
import type { SearchPageProps } from '@/lib/site/page-props'
import { PostGrid } from './PostGrid'

/** A white panel with a soft shadow: the archive, the indexes, search with no words. */
function Panel({ children }: { children: ReactNode }) {
  return <div className="bg-white p-6 shadow-sm sm:p-10 dark:bg-[#101414]">{children}</div>
}

/** The screens' heading. */
const HEADING = 'mb-6 text-2xl font-bold text-gray-900 dark:text-gray-100'
const SEARCH_BOX = 'mb-6'
const SEARCH_INPUT = 'w-full border-0 bg-white py-2.5 pl-9 pr-9 text-gray-900 placeholder-gray-600 shadow-sm focus:outline-none focus:ring-1 focus:ring-gray-400 dark:bg-[#101414] dark:text-gray-100 dark:placeholder-gray-400'
const SUBHEADING = 'mb-3 text-lg font-bold text-gray-900 dark:text-gray-100'

const screens = listScreens({
  List: PostGrid,
  classNames: { heading: HEADING },
  Frame: Panel,
  search: { hiddenHeading: true, classNames: { root: SEARCH_BOX, input: SEARCH_INPUT } },
  archive: {
    classNames: {
      title: SUBHEADING,
      item: 'flex items-baseline gap-4 border-l-2 border-gray-200 py-1 pl-4 transition-[border-color,padding] hover:border-gray-900 hover:pl-5 motion-reduce:transition-none dark:border-neutral-700 dark:hover:border-gray-300',
      link: 'text-gray-900 hover:text-blue-600 dark:text-gray-100 dark:hover:text-blue-400'
    }
  },
  categories: { variant: 'rows', classNames: { chip: 'text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-neutral-800' } },
  tags: { classNames: { chip: 'px-2.5 py-1 text-sm' } },
  notFound: { classNames: { root: 'py-32 text-center', title: 'mb-6 text-3xl font-bold text-gray-900 dark:text-gray-100' } },
  forms: { classNames: { root: 'bg-white px-6 py-12 shadow-sm dark:bg-[#101414]' } }
})

export const { LayoutIndex, LayoutPostList, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex, Layout404, LayoutSignIn, LayoutSignUp } = screens

/** Search: the results under the box; with no words, the box over a panel of the tags and categories. */
export function LayoutSearch(props: SearchPageProps) {
  const { t } = useGlobal()
  if (props.keyword) return <screens.LayoutSearch {...props} />
  return (
    <>
      <SearchInput classNames={{ root: SEARCH_BOX, input: SEARCH_INPUT }} />
      <Panel>
        <h1 className={HEADING}>{t.NAV.SEARCH}</h1>
        <TaxonomyOverview tags={props.site.tags} categories={props.site.categories} classNames={{ heading: SUBHEADING }} />
      </Panel>
    </>
  )
}
