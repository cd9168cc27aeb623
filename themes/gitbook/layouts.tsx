import { useEffect, useState } from 'react'
import { cardFeed } from '@/components/list/CardFeed'
import { listScreens } from '@/components/list/ListScreens'
import { type PagePropsState, useFirstPageProps } from '@/components/hooks/use-page-props'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap, SlugPageProps } from '@/lib/site/page-props'
import { DocTree } from './DocTree'
import { LayoutSlug } from './lazy-slug'
import { useGitbookConfig, useIndexHref } from './use-gitbook-config'

const HEADING = 'mb-6 pt-2 text-3xl font-bold'

/** Lists as a documentation index: title, date and one line of summary, with the pages below. */
const DocList = cardFeed({
  card: {
    layout: 'text',
    parts: ['title', 'meta', 'summary'],
    classNames: {
      root: 'py-4',
      body: 'gap-1',
      title: 'text-lg font-semibold',
      titleLink: 'hover:text-green-700 dark:hover:text-yellow-500',
      summary: 'line-clamp-1 text-sm text-gray-600 dark:text-gray-400'
    }
  },
  classNames: { root: 'flex flex-col divide-y divide-gray-200 dark:divide-neutral-800' }
})

/**
 * Home: the document GITBOOK_INDEX_PAGE names (the first post when no page has that slug), shown in
 * place; the home's later pages list posts.
 */
export function LayoutIndex({ posts, paging, homeDocument, ...base }: LayoutPropsMap['LayoutIndex']) {
  const { t, config } = useGlobal()
  const gitbook = useGitbookConfig()
  const indexHref = useIndexHref()
  // Built with this theme, the home's props carry the document; chosen by ?theme= on another
  // theme's build they do not, and it is fetched with its layout (the page reads as busy until both are in).
  const fetched = useFirstPageProps<SlugPageProps>(paging.page > 1 || homeDocument ? [] : [indexHref, posts[0]?.href])
  const doc: PagePropsState<SlugPageProps> = homeDocument ? { status: 'ready', props: { ...base, ...homeDocument } } : fetched
  const [layoutReady, setLayoutReady] = useState(Boolean(homeDocument))
  useEffect(() => {
    if (paging.page > 1 || homeDocument) return
    void LayoutSlug.preload().then(() => setLayoutReady(true))
  }, [paging.page, homeDocument])
  if (paging.page > 1) {
    return (
      <>
        <h1 className="sr-only">{`${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}`}</h1>
        <DocList posts={posts} paging={paging} />
      </>
    )
  }
  if (doc.status === 'ready' && layoutReady) {
    return (
      <>
        <LayoutSlug {...doc.props} />
        {/* Phones keep the tree in a drawer: the home lists the documents under its own. */}
        <section aria-labelledby="gitbook-home-tree" className="mt-10 border-t border-gray-200 pt-6 md:hidden dark:border-neutral-800">
          <h2 id="gitbook-home-tree" className="mb-3 font-semibold">
            {t.KIT.ARTICLE_LIST}
          </h2>
          <DocTree filter="" openFirst />
        </section>
      </>
    )
  }
  if (doc.status === 'missing') {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
        {t.KIT.INDEX_PAGE_MISSING.replace('{slug}', gitbook.GITBOOK_INDEX_PAGE)}
      </p>
    )
  }
  return <div aria-busy="true" className="min-h-[70vh]" />
}

/** The posts of a category or a tag, or page n of home. */
export function LayoutPostList({ posts, paging, category, tag }: LayoutPropsMap['LayoutPostList']) {
  const { t, config } = useGlobal()
  const title = category ? `${t.COMMON.CATEGORY}: ${category}` : tag ? `${t.COMMON.TAG}: #${tag}` : `${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}`
  return (
    <>
      <h1 className={HEADING}>{title}</h1>
      <DocList posts={posts} paging={paging} />
    </>
  )
}

export const { LayoutSearch, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex, Layout404, LayoutSignIn, LayoutSignUp } = listScreens({
  List: DocList,
  classNames: { heading: HEADING },
  search: { classNames: { root: 'mb-6' } },
  archive: { classNames: { count: '-mt-4 mb-6 text-sm text-gray-600 dark:text-gray-400' } },
  categories: { variant: 'rows', classNames: { chip: 'rounded-md px-3 py-2 hover:bg-gray-50 dark:hover:bg-neutral-900' } },
  tags: { classNames: { chip: 'rounded-md px-2 py-1 text-sm' } },
  notFound: { classNames: { root: 'flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center', title: 'text-3xl font-bold' } },
  forms: { classNames: { root: 'py-12' } }
})
