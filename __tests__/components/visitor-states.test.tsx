/** @jest-environment jsdom */
import { mockRouter, renderWithGlobal, resetRouter, TEST_PAGE_PROPS, withSettings } from './test-utils'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { LangSwitch, preloadLangMenu } from '@/components/nav/LangSwitch'
import { LoadingBar } from '@/components/loading/LoadingBar'
import { NavItem } from '@/components/nav/NavItem'
import { fontAwesomeIcon } from '@/lib/site/font-awesome-icon'
import { ThemeSwitchButton } from '@/components/widgets/ThemeSwitchButton'
import { useGlobal } from '@/components/site/context'
import type { BasePageProps } from '@/lib/site/page-props'
import type { MenuLink } from '@/lib/site/types'

function withRemote(remote: Record<string, unknown>): BasePageProps {
  return withSettings(TEST_PAGE_PROPS, remote)
}

function Probe() {
  const { locale, t } = useGlobal()
  return (
    <p data-testid="probe">
      {locale} {t.NAV.HOME}
    </p>
  )
}

beforeEach(() => {
  resetRouter()
  window.localStorage.clear()
  document.documentElement.className = 'light'
})

describe('language (docs/behaviour.md §4)', () => {
  it('comes from the config when nothing else says', () => {
    renderWithGlobal(<Probe />, withRemote({ LANG: 'zh-CN' }))
    expect(screen.getByTestId('probe')).toHaveTextContent('zh-CN 首页')
  })
  it('prefers the stored choice to the config', () => {
    window.localStorage.setItem('lang', 'fr-FR')
    renderWithGlobal(<Probe />, withRemote({ LANG: 'zh-CN' }))
    expect(screen.getByTestId('probe')).toHaveTextContent('fr-FR Accueil')
  })
  it('prefers the locale or lang query to the stored choice, and stores it', () => {
    window.localStorage.setItem('lang', 'fr-FR')
    resetRouter({ lang: 'ja-JP' })
    renderWithGlobal(<Probe />)
    expect(screen.getByTestId('probe')).toHaveTextContent('ja-JP ホーム')
    expect(window.localStorage.getItem('lang')).toBe('ja-JP')
    resetRouter({ locale: 'tr' })
    renderWithGlobal(<Probe />)
    expect(screen.getAllByTestId('probe')[1]).toHaveTextContent('tr-TR Ana Sayfa')
  })
  it('ignores an unknown language and falls back to the config', () => {
    resetRouter({ lang: 'xx-YY' })
    renderWithGlobal(<Probe />, withRemote({ LANG: 'zh-TW' }))
    expect(screen.getByTestId('probe')).toHaveTextContent('zh-TW 首頁')
  })
  it('sets <html lang>', () => {
    renderWithGlobal(<Probe />, withRemote({ LANG: 'fr-FR' }))
    expect(document.documentElement.lang).toBe('fr-FR')
  })
})

describe('LangSwitch', () => {
  // The open menu is its own chunk (LangMenu): here at once, as after the reader reached for the button.
  beforeAll(() => preloadLangMenu())
  const openMenu = (label = 'Language') => {
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${label}:`) }))
    return screen.getByRole('menu', { name: label })
  }

  it('is one button naming the current language, which opens a menu of the configured languages by their own names', () => {
    renderWithGlobal(<LangSwitch />)
    const button = screen.getByRole('button', { name: 'Language: English' })
    expect(button).toHaveTextContent('EN')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('menu')).toBeNull()
    const menu = openMenu()
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveAttribute('aria-controls', menu.id)
    const items = within(menu).getAllByRole('menuitemradio')
    expect(items.map((o) => o.textContent)).toEqual(['English', '简体中文', '繁體中文（香港）', '繁體中文（台灣）', 'Français', 'Türkçe', '日本語'])
    expect(items.map((o) => o.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false', 'false', 'false', 'false', 'false'])
    expect(items[0]).toHaveFocus()
  })
  it('stores the pick, closes and gives the focus back to the button, which then shows the new language', () => {
    renderWithGlobal(
      <>
        <LangSwitch />
        <Probe />
      </>
    )
    fireEvent.click(within(openMenu()).getByRole('menuitemradio', { name: '繁體中文（香港）' }))
    expect(window.localStorage.getItem('lang')).toBe('zh-HK')
    expect(screen.getByTestId('probe')).toHaveTextContent('zh-HK 主頁')
    expect(mockRouter.replace).not.toHaveBeenCalled()
    expect(screen.queryByRole('menu')).toBeNull()
    const button = screen.getByRole('button', { name: '語言: 繁體中文（香港）' })
    expect(button).toHaveTextContent('繁')
    expect(button).toHaveFocus()
  })
  it('moves between the languages with the arrow keys, Home and End, round the ends', () => {
    renderWithGlobal(<LangSwitch />, withRemote({ LOCALES: ['en-US', 'fr-FR', 'ja-JP'] }))
    const menu = openMenu()
    const item = (name: string) => within(menu).getByRole('menuitemradio', { name })
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(item('Français')).toHaveFocus()
    fireEvent.keyDown(menu, { key: 'End' })
    expect(item('日本語')).toHaveFocus()
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(item('English')).toHaveFocus()
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    expect(item('日本語')).toHaveFocus()
    fireEvent.keyDown(menu, { key: 'Home' })
    expect(item('English')).toHaveFocus()
  })
  it('closes on Escape, focus back on the button, and on a press outside, choosing nothing', () => {
    renderWithGlobal(
      <>
        <LangSwitch />
        <p>outside</p>
      </>
    )
    fireEvent.keyDown(openMenu(), { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(screen.getByRole('button', { name: /^Language/ })).toHaveFocus()
    openMenu()
    fireEvent.pointerDown(screen.getByText('outside'))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(window.localStorage.getItem('lang')).toBeNull()
  })
  it('opens towards the nearer window edge', () => {
    renderWithGlobal(<LangSwitch />)
    const button = screen.getByRole('button', { name: /^Language/ })
    const at = (left: number) => jest.spyOn(button, 'getBoundingClientRect').mockReturnValue({ left, width: 56, top: 0, bottom: 32, right: left + 56, height: 32, x: left, y: 0, toJSON: () => ({}) })
    at(window.innerWidth - 80)
    expect(openMenu().style.right).not.toBe('')
    expect(screen.getByRole('menu').style.left).toBe('')
    fireEvent.click(button)
    at(20)
    expect(openMenu().style.left).not.toBe('')
    expect(screen.getByRole('menu').style.right).toBe('')
  })
  it('drops a language query from the address, which would otherwise keep winning', () => {
    resetRouter({ lang: 'fr-FR', theme: 'example' })
    renderWithGlobal(<LangSwitch />)
    fireEvent.click(within(openMenu('Langue')).getByRole('menuitemradio', { name: 'English' }))
    expect(mockRouter.replace).toHaveBeenCalledWith({ pathname: '/', query: { theme: 'example' } }, undefined, { scroll: false, shallow: true })
  })
  it('is hidden when the site offers one language', () => {
    renderWithGlobal(<LangSwitch />, withRemote({ LOCALES: ['en-US'] }))
    expect(screen.queryByRole('button', { name: /^Language/ })).toBeNull()
  })
})

describe('dark mode toggle (docs/behaviour.md §4)', () => {
  it('swaps the class on <html> and stores the choice', async () => {
    renderWithGlobal(<DarkModeButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Dark mode' }))
    expect(document.documentElement).toHaveClass('dark')
    expect(document.documentElement).not.toHaveClass('light')
    expect(window.localStorage.getItem('darkMode')).toBe('true')
    // The button follows the class through a MutationObserver, which reports a microtask later.
    fireEvent.click(await screen.findByRole('button', { name: 'Light mode' }))
    expect(document.documentElement).toHaveClass('light')
    expect(window.localStorage.getItem('darkMode')).toBe('false')
  })
})

describe('theme switch (docs/behaviour.md §4)', () => {
  it('pushes the next theme as ?theme=, keeping the rest of the query', () => {
    resetRouter({ theme: 'medium', s: 'x' })
    renderWithGlobal(<ThemeSwitchButton force />)
    fireEvent.click(screen.getByRole('button', { name: /Switch theme/ }))
    expect(mockRouter.push).toHaveBeenCalledWith('/?theme=movie&s=x', undefined, { scroll: false })
  })
  it('reads the theme from the address when the router has not read the query yet (a click right after hydration)', () => {
    resetRouter({}, '/archive')
    window.history.replaceState(null, '', '/archive?theme=example')
    renderWithGlobal(<ThemeSwitchButton force />)
    fireEvent.click(screen.getByRole('button', { name: /Switch theme/ }))
    expect(mockRouter.push).toHaveBeenCalledWith('/archive?theme=fukasawa', undefined, { scroll: false })
  })
  it('wraps from the last theme to the first', () => {
    resetRouter({ theme: 'starter' })
    renderWithGlobal(<ThemeSwitchButton force />)
    fireEvent.click(screen.getByRole('button', { name: /Switch theme/ }))
    expect(mockRouter.push).toHaveBeenCalledWith('/?theme=commerce', undefined, { scroll: false })
  })
})

describe('loading flag (docs/behaviour.md §4)', () => {
  it('is set at route change start and cleared on complete or error', () => {
    renderWithGlobal(<LoadingBar />)
    expect(screen.queryByRole('progressbar')).toBeNull()
    act(() => mockRouter.events.emit('routeChangeStart', '/page/2'))
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
    act(() => mockRouter.events.emit('routeChangeComplete', '/page/2'))
    expect(screen.queryByRole('progressbar')).toBeNull()
    act(() => mockRouter.events.emit('routeChangeStart', '/page/3'))
    act(() => mockRouter.events.emit('routeChangeError', new Error('x'), '/page/3'))
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})

describe('collapsible menu items (docs/behaviour.md §4, §9)', () => {
  const menu: MenuLink = {
    id: 'm',
    name: 'Browse',
    href: '/category',
    icon: '',
    target: '_self',
    show: true,
    subMenus: [{ id: 's', title: 'Categories', href: '/category', icon: '', target: '_self' }]
  }
  it('opens and closes with a 300 ms animation, and closes on Escape', async () => {
    renderWithGlobal(<NavItem link={menu} />)
    const button = screen.getByRole('button', { name: /Browse/ })
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!
    expect(panel.style.transitionDuration).toBe('300ms')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(panel).toHaveAttribute('data-state', 'closed')
    expect(panel).toHaveClass('grid-rows-[0fr]')
    // Closed, the panel takes no room: it cannot widen a phone's page.
    expect(panel).toHaveClass('hidden')
    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    // It is drawn closed for a frame, then opens, so the height animates.
    expect(panel).not.toHaveClass('hidden')
    await waitFor(() => expect(panel).toHaveClass('grid-rows-[1fr]'))
    fireEvent.keyDown(window, { key: 'Escape' })
    expect(panel).toHaveAttribute('data-state', 'closed')
    expect(panel).toHaveClass('grid-rows-[0fr]')
    await waitFor(() => expect(panel).toHaveClass('hidden'))
  })
  it('opens leftwards when it would pass the right edge of the window', () => {
    renderWithGlobal(<NavItem link={menu} />)
    const button = screen.getByRole('button', { name: /Browse/ })
    button.getBoundingClientRect = () => ({ left: window.innerWidth - 40, right: window.innerWidth, top: 0, bottom: 20, width: 40, height: 20, x: 0, y: 0, toJSON: () => ({}) })
    fireEvent.click(button)
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toHaveClass('right-0')
  })
  it('is a plain link without sub-menus', () => {
    renderWithGlobal(<NavItem link={{ ...menu, subMenus: [] }} />)
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/category')
  })
  it('is a drop-down button, never a link to nowhere, for a label without a slug (NotionNext)', () => {
    renderWithGlobal(<NavItem link={{ ...menu, name: 'More', href: '' }} />)
    expect(screen.queryByRole('link', { name: /More/ })).toBeNull()
    const button = screen.getByRole('button', { name: /More/ })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/category')
  })
  it('draws the icon the server resolved, an emoji or an image, and nothing for an unresolved class name', () => {
    const house = fontAwesomeIcon('fas fa-home') ?? []
    const { container } = renderWithGlobal(
      <>
        <NavItem link={{ ...menu, subMenus: [], name: 'Home', icon: 'fas fa-home', iconShape: house }} />
        <NavItem link={{ ...menu, subMenus: [], name: 'Notes', icon: '📝' }} />
        <NavItem link={{ ...menu, subMenus: [], name: 'Logo', icon: '/demo/icons/quire.svg' }} />
        <NavItem link={{ ...menu, subMenus: [], name: 'Odd', icon: 'fas fa-no-such-icon' }} />
      </>
    )
    // Decorative: the names alone label the links.
    for (const name of ['Home', 'Notes', 'Logo', 'Odd']) expect(screen.getByRole('link', { name })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Notes' })).toHaveTextContent('📝')
    const svg = screen.getByRole('link', { name: 'Home' }).querySelector('svg')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg?.querySelectorAll('path')).toHaveLength(house.length)
    expect(svg?.querySelector('path')).toHaveAttribute('d', house[0]?.[1].d)
    expect(screen.getByRole('link', { name: 'Logo' }).querySelector('img')).toHaveAttribute('src', '/demo/icons/quire.svg')
    expect(screen.getByRole('link', { name: 'Odd' }).children).toHaveLength(0)
    expect(container.querySelectorAll('svg')).toHaveLength(1)
    // An emoji keeps the room after it that a drawn icon has, so it never touches the name.
    expect(screen.getByRole('link', { name: 'Notes' }).querySelector('[role="img"]')).toHaveClass('mr-1')
    expect(svg).toHaveClass('mr-1')
  })
})
