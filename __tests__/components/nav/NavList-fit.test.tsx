/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter, TEST_PAGE_PROPS, TEST_THEMES } from '../test-utils'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { GlobalProvider } from '@/components/site/provider'
import { NavList } from '@/components/nav/NavList'
import { overflowingCount } from '@/components/nav/row-fit'
import type { MenuLink } from '@/lib/site/types'

describe('overflowingCount', () => {
  // `left` says where the entry lies, for the reader of the test: the count reads only tops and widths.
  const box = (top: number, left: number, width = 80) => ({ top, width, left })
  it('counts nothing when every entry is on the first line', () => {
    expect(overflowingCount([box(0, 0), box(0, 90), box(0, 180)], 300)).toBe(0)
    expect(overflowingCount([], 300)).toBe(0)
  })
  it('counts every entry from the first one below the first line', () => {
    expect(overflowingCount([box(0, 0), box(0, 90), box(40, 0), box(40, 90)], 200)).toBe(2)
    // A row with padding: its first line starts where the first entry does, not at 0.
    expect(overflowingCount([box(6, 0), box(6, 90), box(46, 0)], 200)).toBe(1)
  })
  it('allows for sub-pixel layout', () => {
    expect(overflowingCount([box(0, 0), box(0.4, 90.2, 109.9)], 200)).toBe(0)
  })
  it("keeps an entry that fits by its width, though its rounded box reads a pixel past the row's edge", () => {
    expect(overflowingCount([box(0, 116, 110), box(0, 697, 115)], 811)).toBe(0)
  })
  it("keeps room for More in one step: the entries kept are those that still fit beside it", () => {
    // 6 entries of 100 with gaps of 10 need 650 (656 with a pixel each for rounding) in a row of 600.
    const row = [0, 110, 220, 330, 440, 550].map((left) => box(left < 550 ? 0 : 40, left, 100))
    // Without More's room, 5 fit (545); with More (80 with its gap) beside them, 4 do (434 <= 520).
    expect(overflowingCount(row, 600, { gap: 10 })).toBe(1)
    expect(overflowingCount(row, 600, { gap: 10, more: 80 })).toBe(2)
  })
  it("gives More's room back when every entry fits in one line without it, so one overflow does not keep More for good", () => {
    // The row is 580 while More (80 with its gap) shows: 656 fits in 660.
    const row = [0, 110, 220, 330, 440].map((left) => box(0, left, 100)).concat(box(0, 550, 100))
    expect(overflowingCount(row, 580, { gap: 10, more: 80, moreShown: true })).toBe(0)
    expect(overflowingCount(row, 580, { gap: 10, more: 60, moreShown: true })).toBe(1)
  })
  it('counts an entry too wide for the row even alone, and all after it', () => {
    expect(overflowingCount([box(0, 0, 250), box(40, 0)], 200)).toBe(2)
    expect(overflowingCount([box(0, 0), box(0, 90, 150)], 200)).toBe(1)
  })
})

const link = (name: string, subMenus: MenuLink['subMenus'] = []): MenuLink => ({
  id: name,
  name,
  href: subMenus.length > 0 ? '' : `/${name.toLowerCase()}`,
  icon: '',
  target: '_self',
  show: true,
  subMenus
})
const links = [
  link('Archive'),
  link('Search'),
  link('About'),
  link('Extras', [{ id: 'tags', title: 'Tags', href: '/tag', icon: '', target: '_self' }]),
  link('Elsewhere')
]

/** jsdom lays nothing out: each entry is given where a browser would put it, and the observer is called by hand. */
let observed: (() => void) | undefined
class StubResizeObserver {
  constructor(callback: () => void) {
    observed = callback
  }
  observe() {}
  disconnect() {}
}

/** The row's entries, without the hidden copy of More's button it keeps for measuring. */
const entries = (list: HTMLElement) => [...list.children].filter((item) => !item.hasAttribute('data-more-probe'))

/** Gives the row a box (jsdom draws none), `width` wide: a drawn row, which the fit counts. */
function drawn(list: HTMLElement, width: number) {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: width })
  Object.defineProperty(list, 'getClientRects', { configurable: true, value: () => [{ x: 0, y: 0, width, height: 40 }] })
}

function layOut(list: HTMLElement, entriesOnFirstLine: number) {
  // Room for just the entries on the first line, as a browser's wrap implies.
  drawn(list, entriesOnFirstLine < entries(list).length ? entriesOnFirstLine * 100 : 600)
  ;entries(list).forEach((item, index) => {
    const onFirstLine = index < entriesOnFirstLine
    Object.defineProperty(item, 'offsetTop', { configurable: true, value: onFirstLine ? 0 : 40 })
    Object.defineProperty(item, 'offsetLeft', { configurable: true, value: onFirstLine ? index * 100 : 0 })
    Object.defineProperty(item, 'offsetWidth', { configurable: true, value: 90 })
  })
  act(() => observed?.())
}

describe('NavList fit', () => {
  beforeEach(() => {
    resetRouter({}, '/')
    observed = undefined
    Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: StubResizeObserver })
  })

  it("draws one clipped row with every entry in the server's HTML, pending its measure, and no More", () => {
    const html = renderToString(
      <GlobalProvider pageProps={TEST_PAGE_PROPS} themes={TEST_THEMES}>
        <NavList fit links={links} />
      </GlobalProvider>
    )
    const list = new DOMParser().parseFromString(html, 'text/html').querySelector('ul')!
    expect(list.className).toContain('overflow-hidden')
    expect(list.className).toContain('flex-wrap')
    expect(list.getAttribute('data-fit-row')).toBe('pending')
    expect(entries(list).map((item) => item.hasAttribute('inert'))).toEqual([false, false, false, false, false])
    expect(html).not.toContain('data-nav-more=')
  })
  it('is measured as soon as it mounts, even with no size reported yet (a row hidden at this width)', () => {
    renderWithGlobal(<NavList fit links={links} />)
    const list = screen.getAllByRole('list')[0]!
    expect(list.getAttribute('data-fit-row')).toBe('measured')
    expect(list.className).toContain('overflow-visible')
  })

  it('keeps its entries while it is not drawn, and puts them all into More when drawn with no room', async () => {
    renderWithGlobal(<NavList fit links={links} />)
    const list = screen.getAllByRole('list')[0]!
    // No box (hidden at this width): nothing to count, nothing moved.
    act(() => observed?.())
    expect(entries(list).some((item) => item.hasAttribute('inert'))).toBe(false)
    // Drawn, but squeezed to nothing by the title and the tools beside it (a phone's bar): every entry goes into More.
    drawn(list, 0)
    ;entries(list).forEach((item) => {
      Object.defineProperty(item, 'offsetTop', { configurable: true, value: 0 })
      Object.defineProperty(item, 'offsetWidth', { configurable: true, value: 90 })
    })
    act(() => observed?.())
    expect(entries(list).map((item) => item.hasAttribute('inert'))).toEqual([true, true, true, true, true])
    expect(await screen.findByRole('button', { name: /More/ }, { timeout: 10_000 })).toBeInTheDocument()
  })

  it('moves the entries below the first line into More, hidden and inert in the row, and back once they fit', async () => {
    renderWithGlobal(<NavList fit links={links} />)
    const list = screen.getAllByRole('list')[0]!
    layOut(list, 3)
    const items = entries(list)
    expect(items.map((item) => item.hasAttribute('inert'))).toEqual([false, false, false, true, true])
    expect(items[3]!.className).toContain('invisible')
    expect(list.className).toContain('overflow-visible')
    // More's code is its own chunk, fetched once a row overflows.
    const more = await screen.findByRole('button', { name: /More/ }, { timeout: 10_000 })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    layOut(list, 5)
    expect(screen.queryByRole('button', { name: /More/ })).not.toBeInTheDocument()
    expect(entries(list).some((item) => item.hasAttribute('inert'))).toBe(false)
  })

  it('opens More on a press: its entries are links, a drop-down among them opens its own list', async () => {
    renderWithGlobal(<NavList fit links={links} />)
    layOut(screen.getAllByRole('list')[0]!, 3)
    // More's code is its own chunk, fetched once a row overflows.
    const more = await screen.findByRole('button', { name: /More/ }, { timeout: 10_000 })
    fireEvent.click(more)
    expect(more).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!
    expect(panel).toBeVisible()
    expect(within(panel).getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('href', '/elsewhere')
    const extras = within(panel).getByRole('button', { name: /Extras/ })
    fireEvent.click(extras)
    expect(extras).toHaveAttribute('aria-expanded', 'true')
    expect(within(panel).getByRole('link', { name: 'Tags' })).toHaveAttribute('href', '/tag')
  })

  it('closes on Escape, giving the focus back to More, and on a press outside', async () => {
    renderWithGlobal(
      <div>
        <NavList fit links={links} />
        <p>outside</p>
      </div>
    )
    layOut(screen.getAllByRole('list')[0]!, 3)
    // More's code is its own chunk, fetched once a row overflows.
    const more = await screen.findByRole('button', { name: /More/ }, { timeout: 10_000 })
    fireEvent.click(more)
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!
    fireEvent.keyDown(within(panel).getByRole('link', { name: 'Elsewhere' }), { key: 'Escape' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
    expect(more).toHaveFocus()
    fireEvent.click(more)
    expect(more).toHaveAttribute('aria-expanded', 'true')
    fireEvent.pointerDown(screen.getByText('outside'))
    expect(more).toHaveAttribute('aria-expanded', 'false')
  })
})
