import { BackToTop } from '@/components/widgets/BackToTop'
import { ThemeShell } from '@/components/site/ThemeShell'
import { cx } from '@/components/cx'
import { layoutPost } from '@/components/site/layout-post'
import type { LayoutBaseProps } from '@/themes/types'
import { BottomBar } from './BottomBar'
import { Footer } from './Footer'
import { Header } from './Header'
import { RightPanel } from './RightPanel'
import { useMediumConfig } from './use-medium-config'

/**
 * The frame of every medium page: top navigation, the content column (max 5xl), the right panel
 * (hidden for full-width posts), the footer, the back-to-top button and the mobile bottom bar.
 */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  const medium = useMediumConfig()
  const post = layoutPost({ ...props, children })
  const fullWidth = Boolean(post?.fullWidth)
  return (
    <ThemeShell props={props} classNames={{ root: 'flex min-h-screen flex-col bg-white text-gray-900 dark:bg-neutral-950 dark:text-gray-100' }}>
      {/* From xl a grid whose panel column exists before the panel: a long post's HTML is drawn as it
          arrives, and a flex row only narrowed the column once the panel (last in the HTML) came in,
          moving the whole page sideways (issue 35). */}
      <div className={cx('flex w-full flex-1', !fullWidth && 'xl:grid xl:grid-cols-[minmax(0,1fr)_20rem]')}>
        <div className="flex min-w-0 flex-1 flex-col">
          <Header />
          <main id="main" className="flex-1 px-4 py-8 sm:px-6">
            <div className={cx('mx-auto w-full', fullWidth ? 'max-w-none' : 'max-w-5xl')}>{children}</div>
          </main>
          <Footer />
        </div>
        {!fullWidth && <RightPanel post={post} />}
      </div>
      {medium.MEDIUM_WIDGET_TO_TOP && (
        <BackToTop
          classNames={{ root: cx(
            'fixed bottom-8 z-20 hidden h-10 w-10 items-center justify-center rounded-full bg-gray-900 text-white shadow-lg hover:bg-gray-700 xl:flex dark:bg-gray-100 dark:text-gray-900',
            fullWidth ? 'right-8' : 'right-[22rem]'
          ) }}
        />
      )}
      <BottomBar post={post} />
    </ThemeShell>
  )
}
