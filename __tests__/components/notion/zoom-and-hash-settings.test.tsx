/** @jest-environment jsdom */
import { act } from '@testing-library/react'
import mediumZoom from 'medium-zoom'
import { attachZoom } from '@/components/notion/attach-zoom'
import { useHashScroll } from '@/components/notion/use-hash-scroll'
import { DEFAULT_CONFIG } from '@/lib/config'
import { renderWithGlobal, withRemote } from '../test-utils'

jest.mock('medium-zoom', () => jest.fn(() => ({ on: jest.fn(), open: jest.fn(), close: jest.fn(), detach: jest.fn() })))

describe('the zoom as the owner set it (ZOOM_MARGIN, ZOOM_SCROLL_OFFSET, IMAGE_ZOOM_IN_WIDTH)', () => {
  test('medium-zoom gets the margin and scroll offset, and a resizable image its larger width', () => {
    const root = document.createElement('div')
    root.innerHTML = '<img src="https://www.notion.so/image/abc?table=block&id=b&width=800&cache=v2"><img src="/api/img/0123456789abcdef-800.webp">'
    const detach = attachZoom(root, 'img', { dark: false, clicked: -1, margin: 24, scrollOffset: 80, zoomWidth: 1600 })
    const [images, options] = (mediumZoom as unknown as jest.Mock).mock.calls[0] as [HTMLImageElement[], Record<string, unknown>]
    expect(images).toHaveLength(2)
    expect(options).toMatchObject({ margin: 24, scrollOffset: 80 })
    expect(new URL(images[0]?.dataset.zoomSrc ?? '').searchParams.get('width')).toBe('1600')
    expect(images[1]?.dataset.zoomSrc).toMatch(/\/api\/img\/0123456789abcdef-1200\.webp$/)
    detach()
  })
})

describe('the scroll to the address\'s #heading waits HASH_SCROLL_DELAY_MS', () => {
  function Body() {
    useHashScroll()
    return <h2 id="part-two">Part two</h2>
  }
  beforeEach(() => {
    jest.useFakeTimers()
    window.location.hash = '#part-two'
    Element.prototype.scrollIntoView = jest.fn()
  })
  afterEach(() => {
    jest.useRealTimers()
    window.location.hash = ''
  })

  test.each([
    ['the default', {}, DEFAULT_CONFIG.HASH_SCROLL_DELAY_MS],
    ['a delay the owner set', { HASH_SCROLL_DELAY_MS: 500 }, 500]
  ])('%s', (_, remote, delay) => {
    renderWithGlobal(<Body />, withRemote(remote))
    act(() => jest.advanceTimersByTime(delay - 1))
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1)
  })
})
