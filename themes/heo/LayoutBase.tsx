import { lazyPart } from '@/components/loading/lazy-part'
import { ThemeShell } from '@/components/site/ThemeShell'
import { staticPart } from '@/components/loading/static-part'
import { cx } from '@/components/cx'
import { layoutPost, layoutSitePosts } from '@/components/site/layout-post'
import type { LayoutBaseProps } from '@/themes/types'
import { Header } from './Header'
import { INNER } from './styles'
import { useHeoConfig } from './use-heo-config'

/** The foot of the page keeps the server's HTML and loads its code only when the reader nears it. */
const Footer = staticPart('footer', () => import('./Footer').then((m) => m.Footer), { wake: 'seen' })

/**
 * The right column beside lists: hidden below xl, where it is never drawn by React at all, and on
 * wide screens drawn once it is in view; until then the server's HTML stands (staticPart).
 */
const ListSidebar = staticPart('sidebar', () => import('./Sidebar').then((m) => m.Sidebar), { wake: 'seen' })

/** The home's notice bar and hero (banner card, icon wall, shortcuts, recommended posts): their own chunk, loaded on the home page only. */
const HomeHero = lazyPart(() => import('./HomeHero').then((m) => m.HomeHero))

/**
 * The frame of every heo page: the pale canvas, the 64px header, on the home page the notice bar
 * and the hero, then the content beside the right sidebar (xl up), and the footer. A post draws its
 * colour block, card and sidebar itself, inside its <article>.
 */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  const heo = useHeoConfig()
  const post = layoutPost({ ...props, children })
  const home = props.layout === 'LayoutIndex' && props.path === '/'
  return (
    <ThemeShell
      props={props}
      classNames={{
        root: 'flex min-h-screen flex-col bg-[#f7f9fe] text-gray-900 selection:bg-indigo-200 dark:bg-[#18171d] dark:text-gray-100 dark:selection:bg-yellow-700 [&_*]:[scrollbar-color:rgb(156_163_175/0.5)_transparent] [&_*]:[scrollbar-width:thin]',
        loadingBar: 'bg-indigo-600 dark:bg-yellow-500'
      }}
    >
      <Header article={post !== null} />
      {post ? (
        // A post draws its own colour block, card and sidebar (LayoutSlug).
        <main id="main" className="flex flex-1 flex-col">
          {children}
        </main>
      ) : (
        <div className="flex flex-1 flex-col pt-16">
          {home && <HomeHero sitePosts={layoutSitePosts(props)} />}
          <div className={cx(INNER, 'flex flex-1 gap-4 pb-12 pt-4', heo.HEO_HERO_BODY_REVERSE && 'flex-row-reverse')}>
            <main id="main" className="min-w-0 flex-1 scroll-mt-20">
              {children}
            </main>
            <ListSidebar post={null} />
          </div>
        </div>
      )}
      <Footer />
    </ThemeShell>
  )
}
