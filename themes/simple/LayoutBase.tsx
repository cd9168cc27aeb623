import { Announcement } from '@/components/widgets/Announcement'
import { BackToTop } from '@/components/widgets/BackToTop'
import { BeiAn } from '@/components/widgets/BeiAn'
import { Copyright } from '@/components/widgets/Copyright'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { StaticTableOfContents } from '@/components/post/StaticTableOfContents'
import { PoweredBy } from '@/components/widgets/PoweredBy'
import { ThemeShell } from '@/components/site/ThemeShell'
import { useScrolledPast } from '@/components/hooks/use-scroll-y'
import { VisitCounters } from '@/components/widgets/VisitCounters'
import { useGlobal } from '@/components/site/context'
import type { PostDetail } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { layoutPost } from '@/components/site/layout-post'
import type { LayoutBaseProps } from '@/themes/types'
import { Header } from './Header'

/** The right column from xl up: the post's contents on an article, and the announcement. */
function Sidebar({ post }: { post: PostDetail | null }) {
  return (
    <aside className="hidden w-96 shrink-0 border-l border-gray-200 pl-12 xl:block dark:border-gray-800">
      <div className="sticky top-20 flex flex-col gap-10">
        {post && (
          <StaticTableOfContents
            toc={post.toc}
            classNames={{ root: 'text-sm', list: 'max-h-[60vh] overflow-y-auto', item: 'py-1 text-gray-700 hover:text-[#dd3333] dark:text-gray-300', active: 'font-semibold text-[#276077] dark:text-white' }}
          />
        )}
        <Announcement classNames={{ root: 'text-sm text-gray-700 dark:text-gray-300', title: 'mb-3 font-semibold text-black dark:text-gray-100' }} />
      </div>
    </aside>
  )
}

/** The black footer in yellow: dark-mode switch, copyright, filing number, counters, credit. */
function Footer() {
  const { config, site, t } = useGlobal()
  return (
    <footer className="mt-16 flex flex-col items-center gap-2 bg-black px-4 py-10 text-center text-sm text-yellow-300">
      <DarkModeButton classNames={{ root: 'rounded p-2 hover:bg-white/10', icon: 'size-5' }} />
      <p>
        <Copyright classNames={{ link: 'underline-offset-4 hover:underline' }} />. {t.KIT.ALL_RIGHTS_RESERVED}
      </p>
      <p className="flex flex-wrap justify-center gap-x-3">
        <BeiAn />
        <VisitCounters />
      </p>
      <p className="text-xs">
        {config.TITLE || site.siteInfo.title} · <PoweredBy />
      </p>
    </footer>
  )
}

/** simple's frame: the author header, the menu bar, the column with its sidebar, the black footer. */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  const post = layoutPost({ ...props, children })
  const scrolled = useScrolledPast(200)
  return (
    <ThemeShell props={props} enter="fade" classNames={{ root: 'flex min-h-screen flex-col bg-white text-gray-900 dark:bg-black dark:text-gray-300', loadingBar: 'bg-[#dd3333]' }}>
      <Header />
      <div className="mx-auto flex w-[90%] flex-1 gap-12 pt-12">
        <main id="main" className={cx('min-w-0 flex-1', post && 'mx-auto max-w-4xl 2xl:max-w-6xl')}>
          {children}
        </main>
        {!post?.fullWidth && <Sidebar post={post} />}
      </div>
      <Footer />
      <BackToTop
        classNames={{ root: cx(
          'fixed bottom-6 right-6 z-20 flex h-10 w-10 items-center justify-center bg-black/60 text-white transition-opacity hover:bg-black/80 dark:bg-white/20 dark:hover:bg-white/30',
          scrolled ? 'opacity-100' : 'pointer-events-none opacity-0 focus-visible:pointer-events-auto focus-visible:opacity-100'
        ), icon: 'size-5' }}
      />
    </ThemeShell>
  )
}
