import { BackToTop } from '@/components/widgets/BackToTop'
import { HomeIcon, SearchIcon } from '@/components/site/Icons'
import { SiteLink } from '@/components/nav/SiteLink'
import { TocDrawerButton } from '@/components/post/TocDrawerButton'
import { useGlobal } from '@/components/site/context'
import type { PostDetail } from '@/lib/site/types'

const BUTTON = 'flex flex-1 flex-col items-center justify-center gap-0.5 py-1 text-xs hover:bg-gray-100 dark:hover:bg-gray-800'

/**
 * The bar at the bottom of narrow screens, where the right panel is hidden: search, back to top,
 * and the contents drawer on a post with a table of contents (home everywhere else).
 */
export function BottomBar({ post }: { post: PostDetail | null }) {
  const { t, config } = useGlobal()
  const hasToc = Boolean(post && post.toc.length >= config.TOC_MIN_ITEMS)
  return (
    <nav aria-label={t.NAV.MENU} className="sticky bottom-0 z-30 flex h-14 border-t border-gray-200 bg-white xl:hidden dark:border-gray-800 dark:bg-neutral-950">
      <SiteLink href="/search" className={BUTTON}>
        <SearchIcon className="h-5 w-5" />
        {t.NAV.SEARCH}
      </SiteLink>
      <BackToTop classNames={{ root: BUTTON }} showLabel />
      {hasToc && post ? (
        <TocDrawerButton toc={post.toc} side="bottom" classNames={{ root: BUTTON, list: 'max-h-[55vh] overflow-y-auto' }} showLabel />
      ) : (
        <SiteLink href="/" className={BUTTON}>
          <HomeIcon className="h-5 w-5" />
          {t.NAV.HOME}
        </SiteLink>
      )}
    </nav>
  )
}
