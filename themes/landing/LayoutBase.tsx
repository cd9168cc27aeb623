import { FadingBackToTop } from '@/components/widgets/BackToTop'
import { ThemeShell } from '@/components/site/ThemeShell'
import type { LayoutBaseProps } from '@/themes/types'
import { Footer } from './Footer'
import { Header } from './Header'

/** Landing's frame: the fixed header, the screen (the home's sections run edge to edge), the footer and a jump to the top. */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  return (
    <ThemeShell props={props} classNames={{ root: 'flex min-h-screen flex-col overflow-x-clip bg-white tracking-tight text-gray-900 antialiased dark:bg-black dark:text-gray-100', loadingBar: 'bg-blue-600' }}>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <FadingBackToTop
        showAfter={300}
        classNames={{
          root: 'fixed bottom-6 right-6 z-20 flex h-11 w-11 items-center justify-center rounded-full bg-gray-900 text-white shadow-lg transition-opacity hover:bg-blue-600 dark:bg-gray-100 dark:text-gray-900 dark:hover:bg-blue-300',
          icon: 'h-5 w-5'
        }}
      />
    </ThemeShell>
  )
}
