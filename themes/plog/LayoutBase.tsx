import { FadingBackToTop } from '@/components/widgets/BackToTop'
import { SiteCredits } from '@/components/widgets/SiteCredits'
import { ThemeShell } from '@/components/site/ThemeShell'
import type { LayoutBaseProps } from '@/themes/types'
import { Bars } from './Bars'

/** One quiet line at the very end of the page, above the bottom bar. */
function Footer() {
  return (
    <footer className="flex flex-wrap justify-center gap-x-3 gap-y-1 px-6 py-8 text-center text-xs text-gray-600 dark:text-gray-400">
      <SiteCredits />
    </footer>
  )
}

/** plog's frame: content from the top edge, full width; the glass bars; a jump to the top. */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  return (
    <ThemeShell props={props} classNames={{ root: 'flex min-h-screen flex-col bg-white pb-0 pt-14 text-gray-900 md:pb-16 md:pt-0 dark:bg-black dark:text-gray-200', loadingBar: 'bg-blue-700 dark:bg-blue-400' }}>
      <Bars />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <FadingBackToTop
        showAfter={100}
        classNames={{
          root: 'fixed bottom-6 right-6 z-20 flex h-10 w-10 items-center justify-center rounded-full bg-white/70 text-gray-900 backdrop-blur-md transition-opacity hover:bg-white md:bottom-24 dark:bg-black/60 dark:text-gray-100 dark:hover:bg-black',
          icon: 'size-4'
        }}
      />
    </ThemeShell>
  )
}
