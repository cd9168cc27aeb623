import { AdSlot } from '@/components/widgets/AdSlot'
import { FadingBackToTop } from '@/components/widgets/BackToTop'
import { IndentIcon, MenuIcon } from '@/components/site/Icons'
import { SiteCredits } from '@/components/widgets/SiteCredits'
import { ThemeShell } from '@/components/site/ThemeShell'
import { useStoredFlag } from '@/components/hooks/use-stored-flag'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { layoutPost } from '@/components/site/layout-post'
import type { PostListPageProps } from '@/lib/site/page-props'
import type { LayoutBaseProps } from '@/themes/types'
import { MobileBar, Sidebar } from './Sidebar'
import { useFukasawaConfig } from './use-fukasawa-config'

/** Where the browser keeps the sidebar's folded state. */
const COLLAPSED_KEY = 'fukasawa-sidebar-collapsed'

/** The site's small print, at the foot of the column on every width. */
function Footer() {
  return (
    <footer className="flex flex-wrap justify-center gap-x-3 gap-y-1 px-4 py-10 text-center text-xs text-gray-600 dark:text-gray-400">
      <SiteCredits />
    </footer>
  )
}

/**
 * fukasawa's frame: the fixed white sidebar (lg and up) that folds away with the floating toggle and
 * remembers it, the bar with a menu on smaller screens, the centred column on grey, a native ad
 * slot closing it on every page (AdSlot: with ADSENSE_GOOGLE_ID only).
 */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  const { t } = useGlobal()
  const fukasawa = useFukasawaConfig()
  const post = layoutPost({ ...props, children })
  const [storedCollapsed, setCollapsed] = useStoredFlag(COLLAPSED_KEY, fukasawa.FUKASAWA_SIDEBAR_COLLAPSE_SATUS_DEFAULT)
  const collapsed = Boolean(post?.fullWidth) || storedCollapsed
  // The tag or category a list shows, marked in the sidebar's groups.
  const list = props as Partial<PostListPageProps>
  return (
    <ThemeShell props={props} classNames={{ root: 'min-h-screen bg-[#eeedee] text-gray-900 dark:bg-gray-900 dark:text-gray-300', loadingBar: 'bg-black dark:bg-white' }}>
      <header className="lg:hidden">
        <MobileBar />
      </header>
      {fukasawa.FUKASAWA_SIDEBAR_COLLAPSE_BUTTON && !post?.fullWidth && (
        <button
          type="button"
          aria-label={t.KIT.TOGGLE_SIDEBAR}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed(!collapsed)}
          className={cx(
            'fixed top-3 z-30 hidden h-9 w-9 items-center justify-center bg-white text-gray-800 shadow transition-[left] duration-300 hover:bg-gray-100 motion-reduce:transition-none lg:flex dark:bg-[#101414] dark:text-gray-200 dark:hover:bg-neutral-800',
            collapsed ? 'left-3' : 'left-[20.75rem]'
          )}
        >
          {collapsed ? <IndentIcon className="size-4" /> : <MenuIcon className="size-4" />}
        </button>
      )}
      {/* The sidebar is the row's first column, as tall as the page, so the page scroll reaches all of it. */}
      <div className="lg:flex lg:min-h-screen">
        <Sidebar post={post} collapsed={collapsed} layout={props.layout} tag={list.tag ?? null} category={list.category ?? null} />
        <div className="min-w-0 flex-1">
          <main id="main" className="mx-auto w-full max-w-4xl px-3 py-8 sm:px-4 2xl:max-w-6xl">
            {children}
            <AdSlot kind="native" className="mt-2 h-[300px] w-full" />
          </main>
          <Footer />
        </div>
      </div>
      <FadingBackToTop
        showAfter={100}
        classNames={{
          root: 'fixed bottom-6 right-6 z-20 flex h-10 w-10 items-center justify-center bg-white text-gray-800 shadow transition-opacity hover:bg-gray-100 dark:bg-[#101414] dark:text-gray-200 dark:hover:bg-neutral-800',
          icon: 'size-4'
        }}
      />
    </ThemeShell>
  )
}
