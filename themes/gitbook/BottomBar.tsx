import { BookOpen, ListOrdered } from 'lucide-react'
import { DrawerButton, type DrawerButtonProps } from '@/components/nav/DrawerButton'
import { LazyTableOfContents } from '@/components/post/LazyTableOfContents'
import { useGlobal } from '@/components/site/context'
import type { TocItem } from '@/lib/site/types'
import { DocTree } from './DocTree'

const BUTTON = 'flex flex-1 flex-col items-center justify-center gap-1 text-xs text-gray-700 hover:bg-gray-50 dark:text-gray-300 dark:hover:bg-neutral-900'
const PANEL = 'mb-20 w-72 !max-h-96 rounded-xl border border-gray-200 bg-white p-4 text-gray-900 shadow-lg dark:border-neutral-800 dark:bg-[#101414] dark:text-gray-100'

/** A tab of the bar: its icon over its label, opening a floating panel at one bottom corner. */
function Tab({ corner, ...props }: Pick<DrawerButtonProps, 'label' | 'icon' | 'onPreload' | 'children'> & { corner: string }) {
  return <DrawerButton {...props} showLabel side="bottom" classNames={{ root: BUTTON, drawer: `${PANEL} ${corner}` }} />
}

/**
 * The phone's bottom tab bar: the article list (the tree in a floating panel at the bottom left)
 * and, on a post with contents (`toc`, empty elsewhere), the table of contents at the bottom right.
 */
export function BottomBar({ toc, filter }: { toc: TocItem[]; filter: string }) {
  const { t, config } = useGlobal()
  const hasToc = toc.length >= config.TOC_MIN_ITEMS
  return (
    <nav aria-label={t.NAV.MENU} className="fixed inset-x-0 bottom-0 z-30 flex h-16 border-t border-gray-200 bg-white shadow-[0_-2px_8px_rgba(0,0,0,0.05)] md:hidden dark:border-neutral-800 dark:bg-[#101414]">
      <Tab label={t.KIT.ARTICLE_LIST} icon={<BookOpen aria-hidden="true" className="h-5 w-5" />} corner="left-3 right-auto">
        {(close) => (
          <>
            <p className="mb-3 font-semibold">{t.KIT.ARTICLE_LIST}</p>
            <DocTree filter={filter} onNavigate={close} />
          </>
        )}
      </Tab>
      {hasToc && (
        <Tab label={t.COMMON.TABLE_OF_CONTENTS} icon={<ListOrdered aria-hidden="true" className="h-5 w-5" />} corner="left-auto right-3" onPreload={() => void LazyTableOfContents.preload()}>
          {(close) => <LazyTableOfContents toc={toc} onNavigate={close} classNames={{ list: 'flex flex-col' }} />}
        </Tab>
      )}
    </nav>
  )
}
