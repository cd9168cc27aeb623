/** @jest-environment jsdom */
import { mockRouter, resetRouter } from '../test-utils'
import { render } from '@testing-library/react'
import { usePageEnter, type PageEnter } from '@/components/site/use-page-enter'

function Page({ enter }: { enter: PageEnter }) {
  usePageEnter(enter)
  return <main id="main">content of {mockRouter.asPath}</main>
}

const animate = jest.fn()
let reduce = false

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'animate', { configurable: true, value: animate })
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), addEventListener() {}, removeEventListener() {} })
  })
})

beforeEach(() => {
  animate.mockClear()
  reduce = false
  resetRouter({}, '/')
})

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
    expect(animate).not.toHaveBeenCalled()
  })

  it('rises #main into place after a click to another page, once', () => {
    const view = render(<Page enter="rise" />)
    go(view, 'rise', '/archive')
    expect(animate).toHaveBeenCalledTimes(1)
    const [frames, options] = animate.mock.calls[0]
    expect(frames[0]).toEqual({ opacity: 0, transform: 'translateY(4rem)' })
    expect(options.duration).toBe(700)
    expect(animate.mock.contexts[0]).toBe(document.getElementById('main'))
    view.rerender(<Page enter="rise" />)
    expect(animate).toHaveBeenCalledTimes(1)
  })

  it('plays on a page whose layout mounts anew after the click', () => {
    const first = render(<Page enter="fade" />)
    mockRouter.events.emit('routeChangeStart', '/article/x', { shallow: false })
    mockRouter.asPath = '/article/x'
    first.unmount()
    render(<Page enter="fade" />)
    expect(animate).toHaveBeenCalledTimes(1)
    expect(animate.mock.calls[0][0]).toEqual([{ opacity: 0 }, { opacity: 1 }])
  })

  it('stays still for a shallow change of the address, a jump within the page, reduced motion, or a theme without motion', () => {
    const view = render(<Page enter="rise" />)
    go(view, 'rise', '/?target=comment', true)
    mockRouter.events.emit('routeChangeStart', '/page/2', { shallow: false })
    mockRouter.events.emit('hashChangeStart', '/#intro', { shallow: false })
    mockRouter.asPath = '/#intro'
    view.rerender(<Page enter="rise" />)
    reduce = true
    go(view, 'rise', '/tag/react')
    reduce = false
    go(view, 'none', '/category/guides')
    expect(animate).not.toHaveBeenCalled()
    go(view, 'rise', '/search')
    expect(animate).toHaveBeenCalledTimes(1)
  })
})
