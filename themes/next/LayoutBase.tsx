import { FloatingTools, type FloatingTool } from '@/components/widgets/FloatingTools'
import { ThemeShell } from '@/components/site/ThemeShell'
import { staticPart } from '@/components/loading/static-part'
import { cx } from '@/components/cx'
import { layoutKeyword, layoutPost } from '@/components/site/layout-post'
import type { LayoutBaseProps } from '@/themes/types'
import { LeftAside } from './LeftAside'
import { MobileBar } from './MobileBar'
import { RightAside } from './RightAside'
import { useNextConfig } from './use-next-config'

/** The foot of the page keeps the server's HTML and loads its code only when the reader nears it. */
const Footer = staticPart('footer', () => import('./Footer').then((m) => m.Footer), { wake: 'seen' })

/**
 * The frame of every next page: a dark line across the top, then from lg three centred columns
 * (the brand, menu and tab card on the left, the content, the widgets on the right from xl) on a
 * light-grey page; under lg the black bar. The glass group of floating buttons sits bottom-right.
 */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  const next = useNextConfig()
  const post = layoutPost({ ...props, children })
  const keyword = layoutKeyword({ ...props, children })
  const tools: FloatingTool[] = [
    ...(next.NEXT_WIDGET_TOC ? (['toc'] as const) : []),
    ...(next.NEXT_WIDGET_DARK_MODE ? (['darkMode'] as const) : []),
    ...(next.NEXT_WIDGET_TO_BOTTOM ? (['bottom'] as const) : []),
    ...(next.NEXT_WIDGET_TO_TOP ? (['top'] as const) : [])
  ]
  return (
    <ThemeShell props={props} classNames={{ root: 'min-h-screen border-t-2 border-gray-900 bg-[#eeedee] text-gray-800 dark:border-gray-600 dark:bg-black dark:text-gray-200', loadingBar: 'bg-[#4e80ee]' }}>
      <div className="mx-auto flex w-full max-w-[90rem] justify-center gap-4 lg:px-4 lg:pt-4">
        <LeftAside post={post} keyword={keyword} />
        <div className={cx('flex min-w-0 flex-1 flex-col', !post?.fullWidth && 'lg:max-w-3xl xl:max-w-4xl')}>
          <MobileBar />
          <main id="main" className="min-h-screen">
            {children}
          </main>
          <Footer />
        </div>
        {next.NEXT_RIGHT_BAR && !post?.fullWidth && <RightAside />}
      </div>
      <FloatingTools
        tools={tools}
        post={post}
        classNames={{
          root: 'fixed bottom-6 right-4 flex-col gap-1 rounded-lg bg-white/60 p-1 shadow-lg ring-1 ring-black/5 backdrop-blur-md dark:bg-black/60 dark:ring-white/10',
          topPercent: 'text-[10px] leading-none tabular-nums lg:hidden',
          button: 'flex h-9 w-9 flex-col items-center justify-center rounded-md text-gray-800 hover:bg-gray-800 hover:text-white dark:text-gray-100 dark:hover:bg-gray-200 dark:hover:text-gray-900',
          icon: 'size-4'
        }}
      />
    </ThemeShell>
  )
}
