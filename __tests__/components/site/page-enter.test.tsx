/** @jest-environment jsdom */
import { mockRouter, resetRouter } from '../test-utils'
import { render } from '@testing-library/react'
import { usePageEnter, type PageEnter } from '@/components/site/use-page-enter'

function Page({ enter }: { enter: PageEnter }) {
  usePageEnter(enter)
  return <main id="main">content of {mockRouter.asPath}</main>
}

/** The move the page's content is marked with (the CSS plays it), or null when it is drawn still. */
const move = () => document.getElementById('main')?.getAttribute('data-enter') ?? null

beforeEach(() => resetRouter({}, '/'))

/** What the router does for a click to `to`: announce the change, then draw the new page. */
function go(view: ReturnType<typeof render>, enter: PageEnter, to: string, shallow = false) {
  mockRouter.events.emit('routeChangeStart', to, { shallow })
  mockRouter.asPath = to
  view.rerender(<Page enter={enter} />)
  mockRouter.events.emit('routeChangeComplete', to, { shallow })
}

describe('usePageEnter', () => {
  it('leaves the first page a visitor opens as the server drew it', () => {
    render(<Page enter="rise" />)
    expect(move()).toBeNull()
  })

  it('marks #main to rise into place after a click to another page, and again after the next', () => {
    const view = render(<Page enter="rise" />)
    go(view, 'rise', '/archive')
    expect(move()).toBe('rise')
    const main = document.getElementById('main')!
    const marks: Array<string | null> = []
    new MutationObserver((records) => marks.push(...records.map(() => main.getAttribute('data-enter')))).observe(main, { attributeFilter: ['data-enter'] })
    go(view, 'rise', '/tag/react')
    return Promise.resolve().then(() => {
      // Taken off, then put back: the same <main> plays its move anew.
      expect(marks.length).toBeGreaterThanOrEqual(2)
      expect(move()).toBe('rise')
    })
  })

  it('marks a page whose layout mounts anew after the click', () => {
    const first = render(<Page enter="fade" />)
    mockRouter.events.emit('routeChangeStart', '/article/x', { shallow: false })
    mockRouter.asPath = '/article/x'
    first.unmount()
    render(<Page enter="fade" />)
    expect(move()).toBe('fade')
  })

  it('stays still for a shallow change of the address, a jump within the page, or a theme without motion', () => {
    const view = render(<Page enter="rise" />)
    go(view, 'rise', '/?target=comment', true)
    expect(move()).toBeNull()
    mockRouter.events.emit('routeChangeStart', '/page/2', { shallow: false })
    mockRouter.events.emit('hashChangeStart', '/#intro', { shallow: false })
    mockRouter.asPath = '/#intro'
    view.rerender(<Page enter="rise" />)
    expect(move()).toBeNull()
    go(view, 'none', '/category/guides')
    expect(move()).toBeNull()
    go(view, 'rise', '/search')
    expect(move()).toBe('rise')
  })
})
