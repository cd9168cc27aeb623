/** @jest-environment jsdom */
import { mockRouter, renderWithGlobal, resetRouter, TEST_PAGE_PROPS, withSettings } from './test-utils'
import { act, fireEvent, screen } from '@testing-library/react'
import { LangSwitch, preloadLangMenu } from '@/components/nav/LangSwitch'
import { useGlobal } from '@/components/site/context'
import { LOCALE_REDIRECT_KEY } from '@/components/site/locale-redirect'
import type { BasePageProps } from '@/lib/site/page-props'

/** Next's router of a site whose NOTION_PAGE_ID names a default workspace and a ja-JP one (next.config.js). */
const router = mockRouter as typeof mockRouter & { locale?: string; locales?: string[]; defaultLocale?: string }

function onSite(locale: 'default' | 'ja-JP') {
  router.locale = locale
  router.locales = ['default', 'ja-JP']
  router.defaultLocale = 'default'
}

function Probe() {
  const { locale, siteLocale } = useGlobal()
  return <p data-testid="probe">{`${locale} ${siteLocale ?? 'default site'}`}</p>
}

function props(remote: Record<string, unknown> = {}, path = '/'): BasePageProps {
  return { ...withSettings(TEST_PAGE_PROPS, remote), path }
}

beforeEach(() => {
  resetRouter()
  window.localStorage.clear()
  window.sessionStorage.clear()
})

afterEach(() => {
  delete router.locale
  delete router.locales
  delete router.defaultLocale
})

test('a language site speaks its language even when the visitor stored another; a query still wins', () => {
  onSite('ja-JP')
  window.localStorage.setItem('lang', 'fr-FR')
  const { unmount } = renderWithGlobal(<Probe />, props({ LANG: 'ja-JP' }))
  expect(screen.getByTestId('probe')).toHaveTextContent('ja-JP ja-JP')
  unmount()
  resetRouter({ lang: 'zh-CN' })
  renderWithGlobal(<Probe />, props({ LANG: 'ja-JP' }))
  expect(screen.getByTestId('probe')).toHaveTextContent('zh-CN ja-JP')
})

// The switcher's open menu is its own chunk (LangMenu): here at once, as after the reader reached for the button.
beforeAll(() => preloadLangMenu())

test("the switcher moves to a language's site, keeping the theme, without storing the language", () => {
  onSite('default')
  resetRouter({ theme: 'example' }, '/archive?theme=example')
  renderWithGlobal(<LangSwitch />)
  fireEvent.click(screen.getByRole('button', { name: /^Language/ }))
  fireEvent.click(screen.getByRole('menuitemradio', { name: '日本語' }))
  expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/', query: { theme: 'example' } }, undefined, { locale: 'ja-JP' })
  expect(window.localStorage.getItem('lang')).toBeNull()
})

test('from a language site, a language without a site is the default site in that language', () => {
  onSite('ja-JP')
  renderWithGlobal(<LangSwitch />, props({ LANG: 'ja-JP' }))
  fireEvent.click(screen.getByRole('button', { name: /^言語/ }))
  fireEvent.click(screen.getByRole('menuitemradio', { name: 'Français' }))
  expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/', query: {} }, undefined, { locale: 'default' })
  expect(window.localStorage.getItem('lang')).toBe('fr-FR')
})

test('a site language is offered even when LOCALES leaves it out', () => {
  onSite('default')
  renderWithGlobal(<LangSwitch />, props({ LOCALES: ['en-US'] }))
  fireEvent.click(screen.getByRole('button', { name: /^Language/ }))
  expect(screen.getAllByRole('menuitemradio').map((item) => item.getAttribute('lang'))).toEqual(['en-US', 'ja-JP'])
})

describe('REDIRECT_LANG (docs/behaviour.md §4)', () => {
  const languages = jest.spyOn(window.navigator, 'languages', 'get')
  afterAll(() => languages.mockRestore())

  /** The redirect's code is its own chunk: let it arrive and run before looking. */
  const settle = () => act(async () => void (await import('@/components/site/locale-redirect')))

  test('sends a matching browser from the default site to the same path on its site, once a session', async () => {
    onSite('default')
    languages.mockReturnValue(['ja', 'en-US'])
    resetRouter({}, '/archive')
    const { unmount } = renderWithGlobal(<Probe />, props({ REDIRECT_LANG: true }))
    await settle()
    expect(mockRouter.replace).toHaveBeenCalledWith('/archive', undefined, { locale: 'ja-JP' })
    expect(window.sessionStorage.getItem(LOCALE_REDIRECT_KEY)).toBe('1')
    unmount()
    resetRouter({}, '/archive')
    renderWithGlobal(<Probe />, props({ REDIRECT_LANG: true }))
    await settle()
    expect(mockRouter.replace).not.toHaveBeenCalled()
  })

  test('stays on a post, page or tag: the language site has no such path', async () => {
    onSite('default')
    languages.mockReturnValue(['ja-JP'])
    resetRouter({}, '/article/welcome-to-quire?theme=example')
    renderWithGlobal(<Probe />, props({ REDIRECT_LANG: true }))
    await settle()
    expect(mockRouter.replace).not.toHaveBeenCalled()
    expect(window.sessionStorage.getItem(LOCALE_REDIRECT_KEY)).toBeNull()
  })

  test('does nothing when off, on a language site, or for a browser language without a site', async () => {
    languages.mockReturnValue(['ja-JP'])
    onSite('default')
    const off = renderWithGlobal(<Probe />, props())
    off.unmount()
    onSite('ja-JP')
    const there = renderWithGlobal(<Probe />, props({ REDIRECT_LANG: true, LANG: 'ja-JP' }))
    there.unmount()
    onSite('default')
    languages.mockReturnValue(['de-DE'])
    renderWithGlobal(<Probe />, props({ REDIRECT_LANG: true }))
    await settle()
    expect(mockRouter.replace).not.toHaveBeenCalled()
  })
})

test("<html lang> stays the language shown when Next's router writes its routing locale there", async () => {
  onSite('default')
  renderWithGlobal(<Probe />)
  expect(document.documentElement.lang).toBe('en-US')
  document.documentElement.lang = 'default'
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(document.documentElement.lang).toBe('en-US')
})
