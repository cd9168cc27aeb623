/**
 * The example theme: the smallest complete Quire theme, written to be copied. A title row, a menu
 * bar, a grey title band, the posts with their thumbnails and a sidebar of cards (Header.tsx,
 * TitleBand.tsx, screens.tsx, Sidebar.tsx); the post in LayoutSlug.tsx.
 *
 * How a theme is put together: one folder plus two lines, both checked by the compiler
 * - A folder `themes/<name>/` with `config.ts` (the theme's own keys, see there), `theme.ts` (its
 *   manifest, no React: name, one-line description, social-card palette, config, and what its home
 *   needs from the server; see `defineThemeManifest` in lib/themes/manifest.ts) and `index.tsx`
 *   (this file), whose default export is `createThemeRoot(defineTheme({ name, config, layouts }))`.
 *   `defineTheme` checks that every layout is there: leaving one out is a compile error.
 * - Register it: one line in `themes/manifests.ts` (the registry every list of themes derives
 *   from), and one line in `themes/index.ts` (its inline `import()`, which next/dynamic needs to
 *   list the theme's chunk for hydration; that table is a Record over the registry's names, so the
 *   compiler demands the line). From then on the browser harness (`e2e/themes.spec.ts`), the
 *   bench, `npm run screenshots` and the README's gallery cover it.
 * - Every route renders one layout; `LayoutBase` wraps each of them and gets the same props plus
 *   `layout` (which screen) and `children` (the screen). Props are typed by `LayoutPropsMap`.
 *
 * What a theme does and does not do
 * - It is presentation only: JSX and class names. It never fetches data and never imports
 *   lib/notion; it reads its props and `useGlobal()` (config, texts `t`, site chrome, dark mode).
 * - It never imports another theme. Behaviour lives in `components/`, the kit (search box and
 *   drawer, table of contents and its drawer, password form, Notion renderer, pagination, post
 *   cards, hero, floating tools, info card, ...), styled through className props: a theme picks the
 *   parts, arranges them and gives the look; the component keeps the rules.
 * - The post and the list screens are chunks of their own, so a list page never loads the post's
 *   code and a post page never loads the lists': `LayoutSlug.tsx` through `lazyPart`, the screens
 *   (`screens.tsx`) through `lazyScreens`. The frame (here) is in every page.
 * - Every visible text comes from `t` (lib/i18n), so the theme speaks every locale.
 * - Every element has `dark:` styles: dark mode is a `dark` class on <html>.
 * - Links go through `SiteLink`, which keeps the visitor's `?theme=` across navigation.
 */
import { BackToTop } from '@/components/widgets/BackToTop'
import { BeiAn } from '@/components/widgets/BeiAn'
import { Copyright } from '@/components/widgets/Copyright'
import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { ThemeShell } from '@/components/site/ThemeShell'
import { VisitCounters } from '@/components/widgets/VisitCounters'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { layoutPost } from '@/components/site/layout-post'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme, type LayoutBaseProps } from '@/themes/types'
import EXAMPLE_CONFIG from './config'
import { Header, PAGE_WIDTH } from './Header'
import { Sidebar } from './Sidebar'
import { TitleBand } from './TitleBand'

/* ---------- The frame: header, title band, content and sidebar, footer ---------- */

function Footer() {
  const { config, t } = useGlobal()
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-100 py-6 text-sm text-gray-700 dark:border-neutral-800 dark:bg-neutral-900 dark:text-gray-300">
      <div className={cx(PAGE_WIDTH, 'flex flex-wrap gap-x-3 gap-y-1')}>
        <Copyright />
        <BeiAn />
        <VisitCounters />
        <span>
          {config.TITLE} · {t.COMMON.VERSION} {config.VERSION}
        </span>
        {/* Every theme offers a way back to the top; here, at the foot of the page. */}
        <BackToTop classNames={{ root: 'ml-auto inline-flex items-center gap-1 hover:underline', icon: 'h-4 w-4' }} showLabel />
      </div>
    </footer>
  )
}

/**
 * Wraps every screen. `ThemeShell` writes the <head> (SEO), shows route changes, applies CAN_COPY,
 * loads the configured fonts, analytics and widgets, and offers "skip to content" to `#main`.
 * Under the header and the title band, two columns from lg: the screen, and the sidebar of cards
 * (under the screen on narrower windows). A full-width post takes the whole row, no sidebar.
 */
function LayoutBase({ children, ...props }: LayoutBaseProps) {
  // The post of a slug page, or null: the band shows its title, the sidebar its contents.
  const post = layoutPost({ ...props, children })
  // On a post the band (its title) and the columns (its meta and body) are one <article>.
  const Page = post ? 'article' : 'div'
  return (
    <ThemeShell props={props} classNames={{ root: 'flex min-h-screen flex-col bg-white text-gray-900 dark:bg-neutral-950 dark:text-gray-100' }}>
      <Header />
      <Page className="flex flex-1 flex-col">
        <TitleBand post={post} isHome={props.layout === 'LayoutIndex'} />
        <div className={cx(PAGE_WIDTH, 'flex flex-1 flex-col gap-12 pt-12 lg:flex-row lg:items-start')}>
          {/* min-w-0 lets a wide table scroll inside the column instead of widening it. */}
          <main id="main" className="min-w-0 flex-1">
            {children}
          </main>
          {!post?.fullWidth && <Sidebar post={post} />}
        </div>
      </Page>
      <Footer />
    </ThemeShell>
  )
}

/** The post layout is its own chunk: list pages never load the body, share bar or comments. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/* ---------- The theme object ---------- */

/** The list and form screens (screens.tsx) share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./screens').then((m) => m.screens))

export const exampleTheme = defineTheme({
  name: 'example',
  config: EXAMPLE_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(exampleTheme)
