import { BackToTop } from '@/components/widgets/BackToTop'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { SiteCredits } from '@/components/widgets/SiteCredits'
import { ThemeShell } from '@/components/site/ThemeShell'
import { useScrolledPast } from '@/components/hooks/use-scroll-y'
import { cx } from '@/components/cx'
import { layoutPost } from '@/components/site/layout-post'
import type { LayoutBaseProps } from '@/themes/types'
import { Header } from './Header'

/** A dark-mode button, a rule, then the copyright on the left and the credit on the right. */
function Footer({ wide }: { wide: boolean }) {
  return (
    <footer className={cx('mx-auto mt-16 w-full px-4 pb-10 text-sm text-gray-600 dark:text-gray-400', wide ? 'max-w-5xl' : 'max-w-2xl')}>
      <DarkModeButton classNames={{ root: '-ml-2 rounded-full p-2 hover:bg-gray-100 dark:hover:bg-gray-800', icon: 'size-4' }} />
      <hr className="my-4 border-gray-200 dark:border-gray-800" />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="flex flex-wrap gap-x-3">
          <SiteCredits classNames={{ title: 'text-xs' }} />
        </p>
      </div>
    </footer>
  )
}

/** Nobelium's frame: the blurred bar, one 672 px column (wider for a full-width post), the footer, a jump to the top. */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  const post = layoutPost({ ...props, children })
  const wide = Boolean(post?.fullWidth)
  const scrolled = useScrolledPast(100)
  return (
    <ThemeShell props={props} enter="fade" classNames={{ root: 'flex min-h-screen flex-col bg-white text-black antialiased dark:bg-black dark:text-gray-300', loadingBar: 'bg-black dark:bg-white' }}>
      <Header post={post} />
      <main id="main" className={cx('mx-auto w-full flex-1 px-4 pt-4', wide ? 'max-w-5xl md:px-24' : 'max-w-2xl')}>
        {children}
      </main>
      <Footer wide={wide} />
      <BackToTop
        classNames={{ root: cx(
          'fixed bottom-6 right-6 z-20 flex h-10 w-10 items-center justify-center rounded-full border border-gray-200 bg-white/80 text-gray-700 backdrop-blur transition-opacity hover:text-black dark:border-gray-700 dark:bg-black/80 dark:text-gray-300 dark:hover:text-white',
          scrolled ? 'opacity-100' : 'pointer-events-none opacity-0 focus-visible:pointer-events-auto focus-visible:opacity-100'
        ), icon: 'size-4' }}
      />
    </ThemeShell>
  )
}
