import { useState } from 'react'
import { AdSlot } from '@/components/widgets/AdSlot'
import { BackToTop } from '@/components/widgets/BackToTop'
import { ThemeShell } from '@/components/site/ThemeShell'
import { staticPart } from '@/components/loading/static-part'
import { useMediaQuery } from '@/components/hooks/use-media-query'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { layoutPost } from '@/components/site/layout-post'
import type { IndexPageProps } from '@/lib/site/page-props'
import type { PostDetail, TocItem } from '@/lib/site/types'
import type { LayoutBaseProps } from '@/themes/types'
import { DocTree } from './DocTree'
import { FooterCard } from './FooterCard'
import { TopBar } from './TopBar'
import { useGitbookConfig } from './use-gitbook-config'

/** The phones' tab bar: kept as the server drew it, its code loaded when it shows (never on a wide screen, where it is hidden). */
const BottomBar = staticPart('bottom-bar', () => import('./BottomBar').then((m) => m.BottomBar), { wake: 'seen' })

/**
 * "On this page" (2xl only): kept as the server drew it, its code (the announcement's renderer)
 * loaded when it shows, so narrower windows never fetch it. It is handed only what it draws.
 */
const RightColumn = staticPart('right-column', () => import('./RightColumn').then((m) => m.RightColumn), { wake: 'seen' })

/** What a post offers the tab bar's contents tab; nothing on a locked post or a list. */
const NO_TOC: TocItem[] = []

/**
 * The document the home's props carry (IndexPageProps.homeDocument, when the site is built with
 * this theme); null on other screens, and on a home chosen by ?theme= whose document is fetched
 * later, when the column simply stays without it.
 */
function homeDocumentPost(props: Omit<LayoutBaseProps, 'children'>): PostDetail | null {
  if (props.layout !== 'LayoutIndex') return null
  const document = (props as unknown as Partial<IndexPageProps>).homeDocument
  return document && typeof document === 'object' && document.post ? document.post : null
}

/**
 * The frame of every gitbook page: the fixed top bar; under it the tree (320px, md+) with the
 * footer card pinned at its foot, the document (max 768px) and "on this page" (2xl); on phones the
 * footer under the content and the bottom tab bar. The document comes first in reading order.
 */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  const { t } = useGlobal()
  const gitbook = useGitbookConfig()
  // The home shows a document in place: its date and contents fill "on this page" as a post's would.
  const post = layoutPost({ ...props, children }) ?? homeDocumentPost(props)
  const [filter, setFilter] = useState('')
  const wide = useMediaQuery('(min-width: 768px)', true)
  return (
    <ThemeShell props={props} enter="none" classNames={{ root: 'min-h-screen bg-white text-gray-900 dark:bg-black dark:text-gray-100', loadingBar: 'bg-green-500 dark:bg-yellow-500' }}>
      <TopBar onFilter={setFilter} />
      <div className="mx-auto flex max-w-[1560px] gap-6 pt-16 md:px-6">
        {/* Notion's tables span the window, centred on it: here the column is off-centre, so they keep to it and scroll inside. */}
        <main id="main" className="min-w-0 flex-1 px-4 pb-24 pt-8 md:px-0 md:pb-16 [&_.notion-collection]:!max-w-full [&_.notion-table]:!w-full [&_.notion-table]:!max-w-full">
          <div className={cx('mx-auto w-full', post?.fullWidth ? 'max-w-none' : 'max-w-3xl')}>
            {children}
            {/* The reference's slot under the document, on every screen (AdSlot: with ADSENSE_GOOGLE_ID only). */}
            <AdSlot className="mt-8 h-[280px] w-full" />
          </div>
        </main>
        <aside aria-label={t.KIT.ARTICLE_LIST} className="sticky top-16 order-first hidden h-[calc(100vh-4rem)] w-80 shrink-0 flex-col gap-4 py-6 md:flex">
          <div className="min-h-0 flex-1 overflow-y-auto pr-2">
            <DocTree filter={filter} openFirst={props.layout === 'LayoutIndex'} active={wide} />
          </div>
          <FooterCard />
        </aside>
        <RightColumn updated={post ? post.lastEditedDay : null} toc={post && !post.lock ? post.toc : null} home={props.layout === 'LayoutIndex'} />
      </div>
      <div className="px-4 pb-20 md:hidden">
        <FooterCard landmark />
      </div>
      {gitbook.GITBOOK_WIDGET_TO_TOP && (
        <BackToTop classNames={{ root: 'fixed bottom-20 right-4 z-20 flex h-9 w-9 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-700 shadow-sm hover:text-black md:bottom-8 dark:border-neutral-700 dark:bg-[#101414] dark:text-gray-300 dark:hover:text-white', icon: 'h-4 w-4' }} />
      )}
      <BottomBar toc={post && !post.lock ? post.toc : NO_TOC} filter={filter} />
    </ThemeShell>
  )
}
