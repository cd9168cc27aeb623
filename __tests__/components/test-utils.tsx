/**
 * Shared helpers of the component and theme tests: a mocked next/router and a render inside the
 * real GlobalProvider (config, texts, dark mode) fed by page props.
 *
 * Import this file first in a test file: its jest.mock must be registered before any component
 * module loads next/router.
 */
import '@testing-library/jest-dom'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { DEFAULT_CONFIG } from '@/lib/config/default-config'
import { shipConfig } from '@/lib/config/ship-config'
import type { ShippedConfig } from '@/lib/config/shipped-config'
import { GlobalProvider, type ThemeChoice } from '@/components/site/provider'
import { DEFAULT_THEME } from '@/themes/default-theme'
import { THEME_NAMES } from '@/themes/manifests'
import { loadDictionary, LOCALES } from '@/lib/i18n'
import type { BasePageProps } from '@/lib/site/page-props'
import type { SiteChrome } from '@/lib/site/types'
import { THEME_MANIFESTS } from '@/themes/manifests'

type Handler = (...args: unknown[]) => void

// Languages other than English load as chunks in the browser; a test renders synchronously, so
// every dictionary is loaded up front (lib/i18n caches them) and no render has to wait for one.
beforeAll(() => Promise.all(LOCALES.map(loadDictionary)))

/** The router every component sees; tests set `query` and read `push`. */
export const mockRouter = {
  pathname: '/',
  asPath: '/',
  route: '/',
  query: {} as Record<string, string | string[]>,
  isReady: true,
  isFallback: false,
  basePath: '',
  push: jest.fn(async () => true),
  replace: jest.fn(async () => true),
  prefetch: jest.fn(async () => undefined),
  back: jest.fn(),
  reload: jest.fn(),
  events: {
    handlers: new Map<string, Set<Handler>>(),
    on(event: string, handler: Handler) {
      const set = this.handlers.get(event) ?? new Set()
      set.add(handler)
      this.handlers.set(event, set)
    },
    off(event: string, handler: Handler) {
      this.handlers.get(event)?.delete(handler)
    },
    emit(event: string, ...args: unknown[]) {
      for (const handler of this.handlers.get(event) ?? []) handler(...args)
    }
  }
}

// The factory runs when next/router is first required, before this module's body; the getters
// reach mockRouter only once it exists.
jest.mock('next/router', () => ({
  __esModule: true,
  useRouter: () => mockRouter,
  get default() {
    return mockRouter
  }
}))

/** Puts the router back between tests: no query, fresh spies. */
export function resetRouter(query: Record<string, string | string[]> = {}, asPath = '/') {
  mockRouter.query = query
  mockRouter.asPath = asPath
  // The address bar agrees with the router: parts that read window.location see the same query.
  const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => [key, v]))).toString()
  window.history.replaceState(null, '', asPath.includes('?') || !search ? asPath : `${asPath}?${search}`)
  mockRouter.push.mockClear()
  mockRouter.replace.mockClear()
}

/** A small site for component tests that need no real data. */
export const TEST_SITE: SiteChrome = {
  siteInfo: { title: 'Test Site', description: 'A site for tests', icon: '', pageCover: '', rootPageId: '' },
  menus: [],
  pageLinks: [],
  notice: null,
  categories: [{ name: 'Guides', count: 2 }],
  tags: [{ name: 'react', color: 'blue', count: 3 }],
  latestPosts: [],
  postCount: 3
}

/** The config page props carry for these settings, set as a Notion Config row would, resolved as the server resolves it. */
export function shippedSettings(remote: Record<string, unknown>): ShippedConfig {
  return shipConfig({ env: {}, remote }, Object.fromEntries(Object.values(THEME_MANIFESTS).map(({ name, config }) => [name, config])))
}

export const TEST_PAGE_PROPS: BasePageProps = {
  site: TEST_SITE,
  shippedConfig: shippedSettings({ LANG: 'en-US', TITLE: 'Test Site', AUTHOR: 'Tester', SINCE: 2020 }),
  path: '/',
  socialCard: '/og/0123456789abcdef01234567.png'
}

/** The test page's props with these settings set as a Notion Config row would. */
export function withRemote(remote: Record<string, unknown>, props: BasePageProps = TEST_PAGE_PROPS): BasePageProps {
  return withSettings(props, remote)
}

/** Page props with these settings added as a Notion Config row would set them, resolved as the server resolves them. */
export function withSettings<P extends BasePageProps>(props: P, settings: Record<string, unknown>): P {
  const { site, themeSite, themeKeys } = props.shippedConfig
  const siteKeys = Object.keys(settings).filter((key) => Object.hasOwn(DEFAULT_CONFIG, key))
  const themeOwnKeys = Object.keys(settings).filter((key) => !Object.hasOwn(DEFAULT_CONFIG, key))
  // A Config row's site setting wins over a theme's site default too.
  const themeSiteNow = Object.fromEntries(Object.entries(themeSite).map(([name, values]) => [name, { ...values, ...pick(settings, Object.keys(values)) }]))
  return { ...props, shippedConfig: { site: { ...site, ...pick(settings, siteKeys) }, themeSite: themeSiteNow, themeKeys: { ...themeKeys, ...pick(settings, themeOwnKeys) } } }
}

function pick(values: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => Object.hasOwn(values, key)).map((key) => [key, values[key]]))
}

/** The themes pages/_app.tsx hands the provider: the registry's names in the switcher's (alphabetical) order. */
export const TEST_THEMES: ThemeChoice = { names: [...THEME_NAMES].sort(), fallback: DEFAULT_THEME }

/**
 * Renders `ui` inside the GlobalProvider, as pages/_app.tsx does, with the given page props;
 * `rerender` keeps the provider around the new element.
 */
export function renderWithGlobal(ui: ReactElement, pageProps: Partial<BasePageProps> = TEST_PAGE_PROPS): RenderResult {
  const wrap = (element: ReactNode) => <GlobalProvider pageProps={pageProps} themes={TEST_THEMES}>{element}</GlobalProvider>
  const result = render(wrap(ui))
  return { ...result, rerender: (element: ReactNode) => result.rerender(wrap(element)) }
}
