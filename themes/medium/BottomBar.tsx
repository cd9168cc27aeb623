import { BackToTop } from '@/components/BackToTop'
import { CloseIcon, HomeIcon, ListIcon, SearchIcon } from '@/components/Icons'
import { SiteLink } from '@/components/SiteLink'
import { LazyTableOfContents } from '@/components/lazy-parts'
import { useDisclosure } from '@/components/use-disclosure'
import { useGlobal } from '@/lib/global/context'
import type { PostDetail } from '@/lib/site/types'

const BUTTON = 'flex flex-1 flex-col items-center justify-center gap-0.5 py-1 text-xs hover:bg-gray-100 dark:hover:bg-gray-800'

/**
 * The bar at the bottom of narrow screens, where the right panel is hidden: search, back to top,
 * and the contents drawer on a post with a table of contents (home everywhere else).
 */
export function BottomBar({ post }: { post: PostDetail | null }) {
  const { t, config } = useGlobal()
  const drawer = useDisclosure()
  const hasToc = Boolean(post && post.toc.length >= config.TOC_MIN_ITEMS)
  return (
    <>
      <nav aria-label={t.NAV.MENU} className="sticky bottom-0 z-30 flex h-14 border-t border-gray-200 bg-white xl:hidden dark:border-gray-800 dark:bg-neutral-950">
        <SiteLink href="/search" className={BUTTON}>
          <SearchIcon />
          {t.NAV.SEARCH}
        </SiteLink>
        <BackToTop className={BUTTON} showLabel />
        {hasToc ? (
          <button type="button" aria-expanded={drawer.open} aria-controls="medium-toc-drawer" onClick={drawer.toggle} className={BUTTON}>
            <ListIcon />
            {t.COMMON.TABLE_OF_CONTENTS}
          </button>
        ) : (
          <SiteLink href="/" className={BUTTON}>
            <HomeIcon />
            {t.NAV.HOME}
          </SiteLink>
        )}
      </nav>
      {hasToc && post && drawer.open && (
        <div id="medium-toc-drawer" role="dialog" aria-modal="true" aria-label={t.COMMON.TABLE_OF_CONTENTS} className="fixed inset-0 z-40 xl:hidden">
          <button type="button" aria-label={t.COMMON.CLOSE} onClick={drawer.close} className="absolute inset-0 bg-black/40" />
          <div className="absolute inset-x-0 bottom-0 max-h-[70vh] rounded-t-xl bg-white p-5 pb-8 shadow-xl dark:bg-neutral-900">
            <button type="button" aria-label={t.COMMON.CLOSE} onClick={drawer.close} className="absolute right-3 top-3 rounded p-1 hover:bg-gray-100 dark:hover:bg-gray-800">
              <CloseIcon />
            </button>
            <LazyTableOfContents toc={post.toc} onNavigate={drawer.close} listClassName="max-h-[55vh] overflow-y-auto" />
          </div>
        </div>
      )}
    </>
  )
}
