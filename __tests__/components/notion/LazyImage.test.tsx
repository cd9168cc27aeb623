/** @jest-environment jsdom */
// Lives beside the Notion part tests: __tests__/components/LazyImage.test.tsx was outside this work's room.
import '@testing-library/jest-dom'
import { act, render, screen } from '@testing-library/react'
import { BLANK_IMAGE, LAZY_IMAGE_ROOT_MARGIN, LazyImage } from '@/components/media/LazyImage'
import { renderWithGlobal, withRemote } from '../test-utils'

type Loader = { src: string; onload: (() => void) | null; onerror: (() => void) | null }
const loaders: Loader[] = []
let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit } | null = null

beforeEach(() => {
  loaders.length = 0
  observed = null
  ;(globalThis as { Image: unknown }).Image = class {
    src = ''
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    constructor() {
      loaders.push(this as Loader)
    }
  }
  ;(globalThis as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observed = { callback, options }
    }
    observe() {}
    disconnect() {}
  }
})

function comeIntoView() {
  act(() => observed?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
}

describe('LazyImage (docs/behaviour.md §4, §9)', () => {
  it("starts loading within the site's IMAGE_LAZY_ROOT_MARGIN", () => {
    renderWithGlobal(<LazyImage src="/real.png" alt="pic" />, withRemote({ IMAGE_LAZY_ROOT_MARGIN: '400px' }))
    expect(observed?.options?.rootMargin).toBe('400px')
  })

  it('shows the placeholder until it comes within 50px of view, then swaps in the loaded image', () => {
    const onLoad = jest.fn()
    render(<LazyImage src="/real.png" alt="pic" placeholder="/ph.png" onLoad={onLoad} />)
    const img = screen.getByRole('img', { name: 'pic' })
    expect(img).toHaveAttribute('src', '/ph.png')
    expect(observed?.options?.rootMargin).toBe(LAZY_IMAGE_ROOT_MARGIN)
    expect(LAZY_IMAGE_ROOT_MARGIN).toBe('50px')
    expect(loaders).toHaveLength(0)
    comeIntoView()
    expect(loaders[0]?.src).toBe('/real.png')
    expect(img).toHaveAttribute('src', '/ph.png')
    act(() => loaders[0]?.onload?.())
    expect(img).toHaveAttribute('src', '/real.png')
    expect(img).toHaveAttribute('data-loaded', 'true')
    expect(onLoad).toHaveBeenCalledTimes(1)
  })

  it('falls back to the placeholder when the image fails, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    render(<LazyImage src="/broken.png" alt="pic" priority />)
    act(() => loaders[0]?.onerror?.())
    expect(screen.getByRole('img', { name: 'pic' })).toHaveAttribute('src', BLANK_IMAGE)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/broken.png'))
    warn.mockRestore()
  })

  it('goes back to the placeholder while a new src loads', () => {
    const { rerender } = render(<LazyImage src="/a.png" alt="pic" placeholder="/ph.png" priority />)
    act(() => loaders[0]?.onload?.())
    rerender(<LazyImage src="/b.png" alt="pic" placeholder="/ph.png" priority />)
    expect(screen.getByRole('img', { name: 'pic' })).toHaveAttribute('src', '/ph.png')
    act(() => loaders[1]?.onload?.())
    expect(screen.getByRole('img', { name: 'pic' })).toHaveAttribute('src', '/b.png')
  })
})
