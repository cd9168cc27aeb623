import { FloatingTools, type FloatingTool } from '@/components/widgets/FloatingTools'
import { ThemeShell } from '@/components/site/ThemeShell'
import { staticPart } from '@/components/loading/static-part'
import { lazyPart } from '@/components/loading/lazy-part'
import { cx } from '@/components/cx'
import { layoutPost } from '@/components/site/layout-post'
import type { LayoutBaseProps } from '@/themes/types'
import { Header } from './Header'
import { Sidebar } from './Sidebar'
import { CANVAS, COLUMN } from './styles'
import { useHexoConfig } from './use-hexo-config'

/** The foot of the page keeps the server's HTML and loads its code only when the reader nears it. */
const Footer = staticPart('footer', () => import('./Footer').then((m) => m.Footer), { wake: 'seen' })

/** The home's full-screen cover is its own chunk: no other page draws it. */
const HomeHero = lazyPart(() => import('./Heroes').then((m) => m.HomeHero))

/**
 * The frame of every hexo page: the fixed header, the home cover, the grey canvas with the content
 * column (max 896 px) and the card sidebar (320 px), the footer, and the indigo strip of floating
 * tools. A post draws its cover band, column and sidebar itself, inside its <article>.
 */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  const hexo = useHexoConfig()
  const post = layoutPost({ ...props, children })
  const home = props.layout === 'LayoutIndex' && hexo.HEXO_HOME_BANNER_ENABLE
  const tools: FloatingTool[] = [
    ...(hexo.HEXO_WIDGET_DARK_MODE ? (['darkMode'] as const) : []),
    ...(hexo.HEXO_WIDGET_TOC ? (['toc'] as const) : []),
    ...(hexo.HEXO_WIDGET_TO_COMMENT ? (['comments'] as const) : []),
    ...(hexo.HEXO_MENU_RANDOM ? (['random'] as const) : []),
    ...(hexo.HEXO_WIDGET_TO_TOP ? (['top'] as const) : [])
  ]
  return (
    <ThemeShell
      props={props}
      classNames={{
        root: 'flex min-h-screen flex-col bg-[#f5f5f5] text-gray-800 selection:bg-sky-200 selection:text-black dark:bg-black dark:text-gray-200 [&_*]:[scrollbar-color:#49b1f5_transparent] [&_*]:[scrollbar-width:thin]',
        loadingBar: 'bg-[#49b1f5]'
      }}
    >
      <Header hero={home ? 'home' : post ? 'post' : null} />
      {home && <HomeHero />}
      {post ? (
        // A post draws its own cover band, column and sidebar (LayoutSlug).
        <main id="main" className="flex flex-1 flex-col">
          {children}
        </main>
      ) : (
        <div className={cx(CANVAS, home ? 'pt-8' : 'pt-20')}>
          <main id="main" className={cx(COLUMN, 'scroll-mt-16')}>
            {children}
          </main>
          <Sidebar post={null} />
        </div>
      )}
      <Footer />
      <FloatingTools
        tools={tools}
        post={post}
        classNames={{
          root: 'fixed bottom-6 right-2 flex-col overflow-hidden rounded-md bg-indigo-500 text-white shadow-lg dark:bg-[#101414] dark:ring-1 dark:ring-gray-700',
          button: 'flex h-8 w-8 items-center justify-center hover:bg-indigo-700 dark:hover:bg-gray-800',
          icon: 'size-4'
        }}
      />
    </ThemeShell>
  )
}
