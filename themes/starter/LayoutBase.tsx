import { FadingBackToTop } from '@/components/widgets/BackToTop'
import { ThemeShell } from '@/components/site/ThemeShell'
import type { LayoutBaseProps } from '@/themes/types'
import { Footer } from './Footer'
import { Header } from './Header'
import { useStarterFrame } from './use-starter-frame'

/**
 * Starter's frame: the header (over the blue hero on the home page), the screen, the navy footer,
 * and the square blue back-to-top button that shows after a little scrolling.
 */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  const starter = useStarterFrame()
  const home = props.layout === 'LayoutIndex' && props.path === '/' && starter.STARTER_HERO_ENABLE
  return (
    <ThemeShell props={props} classNames={{ root: 'flex min-h-screen flex-col overflow-x-clip bg-white text-[#111928] antialiased dark:bg-[#111928] dark:text-gray-100', loadingBar: 'bg-[#13C296]' }}>
      <Header overHero={home} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <FadingBackToTop
        showAfter={50}
        classNames={{
          root: 'fixed bottom-8 right-8 z-20 flex h-10 w-10 items-center justify-center rounded-md bg-[#3758F9] text-white shadow-md transition hover:bg-[#111928] dark:hover:bg-[#1F2A37]',
          icon: 'h-5 w-5'
        }}
      />
    </ThemeShell>
  )
}
