import dynamic from 'next/dynamic'
import { preloadUnlockablePost } from '@/components/post/LockablePost'
import type { ComponentType } from 'react'
import type { LayoutName } from '@/lib/site/page-props'
import { DEFAULT_THEME } from './default-theme'
import type { ThemeName } from './manifests'
import type { ThemeRootProps } from './theme-root'

export { DEFAULT_THEME, type ThemeName }

type LoadedThemeRoot = ComponentType<ThemeRootProps> & { preloadLayout: (layout: LayoutName) => Promise<void> }
/**
 * next/dynamic's component is a forwardRef whose render function keeps the loader's `preload`,
 * which resolves to the module as `{ default }` (next/dist/shared/lib/loadable.shared-runtime).
 * Loading a theme through it keeps one table of themes in every page's first load, not two.
 */
type DynamicEntry = { render?: { preload?: () => Promise<{ default: LoadedThemeRoot }> } }

/**
 * The layout the page being loaded draws, by its route in Next's data: a post's layout for the post
 * routes, any list screen otherwise (a theme loads its screens as one chunk). Null on the server.
 */
function pageLayout(): LayoutName | null {
  if (typeof window === 'undefined') return null
  const route = (window as unknown as { __NEXT_DATA__?: { page?: string } }).__NEXT_DATA__?.page ?? ''
  return route.startsWith('/[prefix]') ? 'LayoutSlug' : 'LayoutIndex'
}

/** Whether the page the tab opened on is a locked post (its password form is in the unlocking chunk). */
function pageLocked(): boolean {
  const data = (window as unknown as { __NEXT_DATA__?: { props?: { pageProps?: { locked?: unknown } } } }).__NEXT_DATA__
  return Boolean(data?.props?.pageProps?.locked)
}

/**
 * A theme module, once the chunk of the layout its page draws is in too. Next waits for these
 * loaders before it hydrates a page, so the layout hydrates with the page: were it still on its
 * way, the first update after hydration (a stored language, a dark-mode visitor) would reach its
 * server HTML before it hydrated, and React would drop that HTML and draw it again from scratch.
 */
async function withPageLayout(module: { default: LoadedThemeRoot }): Promise<LoadedThemeRoot> {
  const layout = pageLayout()
  // Only once, for the page the tab opened on; later pages are preloaded by preloadTheme.
  if (layout && !layoutPreloaded) {
    layoutPreloaded = true
    // A locked post's form hydrates with the page too: a reader who types the password and presses
    // Enter at once must reach the form's handler, not its server HTML.
    await Promise.all([module.default.preloadLayout(layout), layout === 'LayoutSlug' && pageLocked() ? preloadUnlockablePost() : null]).catch(() => undefined)
  }
  return module.default
}
let layoutPreloaded = false

/**
 * Each theme's module, its own chunk, loaded when a page renders with it, so a page ships one
 * theme. next/dynamic must see each `import()` inline to list the theme's chunk for hydration, so
 * this is the one place besides the registry (themes/manifests.ts) where a theme takes a line: a
 * Record over the registry's names, so a theme missing here (or an extra one) does not compile. The
 * browser reads the theme names from this table's keys, not from the registry, whose manifests
 * (every theme's config) would otherwise ride in every page's scripts.
 */
const THEME_ROOTS: Record<ThemeName, ComponentType<ThemeRootProps>> = {
  medium: dynamic<ThemeRootProps>(() => import('./medium').then(withPageLayout)),
  example: dynamic<ThemeRootProps>(() => import('./example').then(withPageLayout)),
  hexo: dynamic<ThemeRootProps>(() => import('./hexo').then(withPageLayout)),
  next: dynamic<ThemeRootProps>(() => import('./next').then(withPageLayout)),
  gitbook: dynamic<ThemeRootProps>(() => import('./gitbook').then(withPageLayout)),
  nav: dynamic<ThemeRootProps>(() => import('./nav').then(withPageLayout)),
  magzine: dynamic<ThemeRootProps>(() => import('./magzine').then(withPageLayout)),
  movie: dynamic<ThemeRootProps>(() => import('./movie').then(withPageLayout)),
  game: dynamic<ThemeRootProps>(() => import('./game').then(withPageLayout)),
  nobelium: dynamic<ThemeRootProps>(() => import('./nobelium').then(withPageLayout)),
  simple: dynamic<ThemeRootProps>(() => import('./simple').then(withPageLayout)),
  plog: dynamic<ThemeRootProps>(() => import('./plog').then(withPageLayout)),
  fukasawa: dynamic<ThemeRootProps>(() => import('./fukasawa').then(withPageLayout)),
  matery: dynamic<ThemeRootProps>(() => import('./matery').then(withPageLayout)),
  commerce: dynamic<ThemeRootProps>(() => import('./commerce').then(withPageLayout)),
  heo: dynamic<ThemeRootProps>(() => import('./heo').then(withPageLayout)),
  landing: dynamic<ThemeRootProps>(() => import('./landing').then(withPageLayout)),
  starter: dynamic<ThemeRootProps>(() => import('./starter').then(withPageLayout))
}

/** The themes' names in the order the theme switcher cycles through them: alphabetical. */
export const THEME_NAMES = (Object.keys(THEME_ROOTS) as ThemeName[]).sort()

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && Object.hasOwn(THEME_ROOTS, value)
}

/** The root of theme `name`; the default theme's for a name that is no theme (a stale value from outside the types). */
function rootOf(name: string): ComponentType<ThemeRootProps> {
  return THEME_ROOTS[isThemeName(name) ? name : DEFAULT_THEME]
}

/**
 * Fetches everything theme `name` needs to draw `layout` (its chunk, and the chunk of that layout
 * if the theme loads it lazily) and gives its root component, which then renders at once: the
 * registry's next/dynamic entry would still draw nothing for a moment.
 */
export async function preloadTheme(name: string, layout: LayoutName): Promise<ComponentType<ThemeRootProps>> {
  const preload = (rootOf(name) as unknown as DynamicEntry).render?.preload
  if (!preload) throw new Error("next/dynamic's component no longer carries `render.preload`: preloadTheme (themes/index.ts) needs another way to load a theme")
  const { default: root } = await preload()
  await root.preloadLayout(layout)
  return root
}

export function getThemeRoot(name: string): ComponentType<ThemeRootProps> {
  return rootOf(name)
}
