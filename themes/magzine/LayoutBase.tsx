import { ThemeShell } from '@/components/site/ThemeShell'
import type { LayoutBaseProps } from '@/themes/types'
import { Footer } from './Footer'
import { Header } from './Header'

/**
 * The frame of every magzine page: the sticky header, full-width bands of content, the black footer.
 * The header shrinks as the page scrolls: scroll anchoring is off, so growing back near the top
 * does not push the page down again.
 */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  return (
    <ThemeShell props={props} classNames={{ root: 'flex min-h-screen flex-col bg-white text-gray-900 [overflow-anchor:none] dark:bg-[#101414] dark:text-gray-100', loadingBar: 'bg-[#7BE986] dark:bg-amber-400' }}>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </ThemeShell>
  )
}
