/**
 * The example theme: the smallest complete Quire theme, written to be copied.
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
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { NavList } from '@/components/nav/NavList'
import { SiteLink } from '@/components/nav/SiteLink'
import { ThemeShell } from '@/components/site/ThemeShell'
import { ThemeSwitchButton } from '@/components/widgets/ThemeSwitchButton'
import { useNavLinks } from '@/components/nav/use-nav-links'
import { VisitCounters } from '@/components/widgets/VisitCounters'
import { useGlobal } from '@/components/site/context'
import { useThemeConfig } from '@/components/site/use-theme-config'
import { cx } from '@/components/cx'
import { layoutPost } from '@/components/site/layout-post'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme, type LayoutBaseProps } from '@/themes/types'
import EXAMPLE_CONFIG from './config'

/* ---------- The frame: header, content, footer ---------- */

function Header() {
  const { site, config, t } = useGlobal()
  // Theme keys are read through useThemeConfig, so env and Notion overrides apply.
  const example = useThemeConfig(EXAMPLE_CONFIG)
  // The built-in screens the theme's flags turn on, then the site's Notion menus.
  const links = useNavLinks({ category: example.EXAMPLE_MENU_CATEGORY, tag: example.EXAMPLE_MENU_TAG, archive: example.EXAMPLE_MENU_ARCHIVE, search: example.EXAMPLE_MENU_SEARCH })
  return (
    <header data-top-bar className="flex items-center gap-x-4 py-6 sm:gap-x-6">
      <SiteLink href="/" className="min-w-0 truncate text-xl font-bold sm:shrink-0">
        {config.TITLE || site.siteInfo.title}
      </SiteLink>
      {/* One row whatever the menu holds: what does not fit goes into More. */}
      <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="flex flex-1 items-center">
        <NavList fit links={links} classNames={{ root: 'flex h-8 items-center gap-4 text-sm' }} />
      </nav>
      <div className="flex shrink-0 items-center gap-1">
        <LangSwitch />
        <DarkModeButton />
        <ThemeSwitchButton />
      </div>
    </header>
  )
}

function Footer() {
  const { config, t } = useGlobal()
  return (
    <footer className="mt-16 flex flex-wrap gap-x-3 gap-y-1 border-t border-gray-200 py-6 text-sm text-gray-600 dark:border-gray-800 dark:text-gray-400">
      <Copyright />
      <BeiAn />
      <VisitCounters />
      <span>
        {config.TITLE} · {t.COMMON.VERSION} {config.VERSION}
      </span>
      {/* Every theme offers a way back to the top; here, at the foot of the page. */}
      <BackToTop classNames={{ root: 'ml-auto inline-flex items-center gap-1 hover:underline', icon: 'h-4 w-4' }} showLabel />
    </footer>
  )
}

/**
 * Wraps every screen. `ThemeShell` writes the <head> (SEO), shows route changes, applies CAN_COPY,
 * loads the configured fonts, analytics and widgets, and offers "skip to content" to `#main`.
 */
function LayoutBase({ children, ...props }: LayoutBaseProps) {
  // The post of a slug page, so the frame can react to it (here: a full-width post gets a wider column).
  const post = layoutPost({ ...props, children })
  return (
    <ThemeShell props={props} classNames={{ root: 'min-h-screen bg-white text-gray-900 dark:bg-neutral-950 dark:text-gray-100' }}>
      <div className={cx('mx-auto px-4', post?.fullWidth ? 'max-w-6xl' : 'max-w-3xl')}>
        <Header />
        <main id="main">{children}</main>
        <Footer />
      </div>
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
