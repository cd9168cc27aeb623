import { FloatingTools, type FloatingTool } from '@/components/widgets/FloatingTools'
import { ThemeShell } from '@/components/site/ThemeShell'
import { lazyPart } from '@/components/loading/lazy-part'
import { cx } from '@/components/cx'
import { layoutPost } from '@/components/site/layout-post'
import type { LayoutBaseProps } from '@/themes/types'
import { Footer } from './Footer'
import { Header } from './Header'
import { useMateryConfig } from './use-matery-config'

/** The home's full-screen cover is its own chunk: no other page draws it. */
const HomeHero = lazyPart(() => import('./Heroes').then((m) => m.HomeHero))

/**
 * The frame of every matery page: the app bar, the home cover, the grey page with its 1152 px
 * content (a post draws its own band and card), the indigo footer, and the column of round
 * indigo buttons in the bottom-right corner (dark mode, to top, contacts, comments, contents).
 */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  const matery = useMateryConfig()
  const post = layoutPost({ ...props, children })
  const home = props.layout === 'LayoutIndex' && matery.MATERY_HOME_BANNER_ENABLE
  const tools: FloatingTool[] = [
    ...(matery.MATERY_WIDGET_DARK_MODE ? (['darkMode'] as const) : []),
    ...(matery.MATERY_WIDGET_TO_TOP ? (['top'] as const) : []),
    ...(matery.MATERY_WIDGET_CONTACTS ? (['contacts'] as const) : []),
    ...(matery.MATERY_WIDGET_TO_COMMENT ? (['comments'] as const) : []),
    ...(matery.MATERY_WIDGET_TOC ? (['toc'] as const) : [])
  ]
  return (
    <ThemeShell
      props={props}
      classNames={{
        root: 'flex min-h-screen flex-col bg-[#f5f5f5] text-gray-800 selection:bg-indigo-200 selection:text-black dark:bg-black dark:text-gray-200 [&_*]:[scrollbar-color:#4338ca_transparent] [&_*]:[scrollbar-width:thin]',
        loadingBar: 'bg-orange-500'
      }}
    >
      <Header overImage={home || post !== null} />
      {home && <HomeHero />}
      <main id="main" className={cx('flex w-full flex-1 flex-col', !post && 'mx-auto max-w-6xl scroll-mt-16 px-3 pb-12 sm:px-5', !post && (home ? 'pt-8' : 'pt-24'))}>
        {children}
      </main>
      <Footer />
      <FloatingTools
        tools={tools}
        post={post}
        classNames={{
          root: 'fixed bottom-6 right-4 flex-col gap-3',
          button: 'grid size-10 place-items-center rounded-full bg-indigo-700 text-white shadow-lg shadow-black/30 transition hover:scale-110 hover:bg-indigo-800 dark:bg-black dark:ring-1 dark:ring-gray-700 motion-reduce:transition-none',
          icon: 'size-5',
          contactsPanel: 'absolute bottom-0 right-full mr-3 w-max max-w-[70vw] rounded-xl bg-white p-2 text-sm text-gray-800 shadow-xl dark:bg-[#101414] dark:text-gray-100'
        }}
      />
    </ThemeShell>
  )
}
