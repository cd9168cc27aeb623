/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server'
import { PAINT_FIRST_LOADER, REVEAL_AT_ONCE_SCRIPT, startScriptsAfterPaint, WAITING_SCRIPT_TYPE, waitForPaint } from '@/lib/document/paint-first-scripts'

describe('waitForPaint', () => {
  it('holds every script with a src, keeps inline scripts and anything else as they are', () => {
    const elements = [
      <script key="boot" dangerouslySetInnerHTML={{ __html: 'self.queue=[]' }} />,
      <script key="a" src="/_next/a.js" defer crossOrigin="anonymous" nonce="n1" />,
      null,
      <span key="s">kept</span>,
      <script key="b" src="/_next/b.js" defer />
    ]
    const html = renderToStaticMarkup(<>{waitForPaint(elements)}</>)
    expect(html).toBe(
      '<script>self.queue=[]</script>' +
        `<script type="${WAITING_SCRIPT_TYPE}" data-src="/_next/a.js" crossorigin="anonymous" nonce="n1"></script>` +
        '<span>kept</span>' +
        `<script type="${WAITING_SCRIPT_TYPE}" data-src="/_next/b.js"></script>`
    )
  })
})

describe('startScriptsAfterPaint', () => {
  let observed: ((list: { getEntries: () => Array<{ name: string }> }) => void) | null
  let paints: Array<{ name: string }>

  beforeEach(() => {
    jest.useFakeTimers()
    observed = null
    paints = []
    document.body.innerHTML = ['a', 'b', 'c'].map((name) => `<script type="${WAITING_SCRIPT_TYPE}" data-src="/${name}.js"></script>`).join('')
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => paints })
    ;(globalThis as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
      constructor(callback: typeof observed) {
        observed = callback
      }
      observe() {}
    }
  })
  afterEach(() => jest.useRealTimers())

  const started = () => [...document.querySelectorAll('script')].filter((script) => script.type !== WAITING_SCRIPT_TYPE).map((script) => script.getAttribute('src'))

  it('starts nothing before the first contentful paint and the frame after it, then every script in document order, keeping their order of execution', () => {
    startScriptsAfterPaint(WAITING_SCRIPT_TYPE, 1500)
    jest.advanceTimersByTime(100)
    expect(started()).toEqual([])
    observed?.({ getEntries: () => [{ name: 'first-paint' }] })
    jest.advanceTimersByTime(1)
    expect(started()).toEqual([])
    observed?.({ getEntries: () => [{ name: 'first-contentful-paint' }] })
    jest.advanceTimersByTime(1)
    // The paint may have shown only the top of the page: the next frame is drawn first.
    expect(started()).toEqual([])
    jest.advanceTimersByTime(20)
    expect(started()).toEqual(['/a.js', '/b.js', '/c.js'])
    expect([...document.querySelectorAll('script')].every((script) => !script.async)).toBe(true)
    jest.advanceTimersByTime(2000)
    expect(document.querySelectorAll('script')).toHaveLength(3)
  })

  it('starts at once when the paint was already reported, and within the time limit when no paint is reported', () => {
    paints = [{ name: 'first-contentful-paint' }]
    startScriptsAfterPaint(WAITING_SCRIPT_TYPE, 1500)
    jest.advanceTimersByTime(20)
    expect(started()).toHaveLength(3)

    document.body.innerHTML = `<script type="${WAITING_SCRIPT_TYPE}" data-src="/late.js"></script>`
    paints = []
    startScriptsAfterPaint(WAITING_SCRIPT_TYPE, 1500)
    jest.advanceTimersByTime(1499)
    expect(started()).toEqual([])
    jest.advanceTimersByTime(20)
    expect(started()).toEqual(['/late.js'])
  })

  it('starts within the time limit in a tab that draws no frames (a tab opened in the background)', () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    paints = [{ name: 'first-contentful-paint' }]
    startScriptsAfterPaint(WAITING_SCRIPT_TYPE, 1500)
    jest.advanceTimersByTime(1000)
    expect(started()).toEqual([])
    jest.advanceTimersByTime(600)
    expect(started()).toEqual(['/a.js', '/b.js', '/c.js'])
    frame.mockRestore()
  })

  it('is sent as a self-contained script calling itself with the waiting type and the limit', () => {
    expect(PAINT_FIRST_LOADER).toMatch(/^\(function/)
    expect(PAINT_FIRST_LOADER).toContain(`)(${JSON.stringify(WAITING_SCRIPT_TYPE)},1500)`)
    document.body.innerHTML = `<script type="${WAITING_SCRIPT_TYPE}" data-src="/x.js"></script>`
    paints = [{ name: 'first-contentful-paint' }]
    new Function(PAINT_FIRST_LOADER)()
    jest.advanceTimersByTime(20)
    expect(started()).toEqual(['/x.js'])
  })
})

describe('REVEAL_AT_ONCE_SCRIPT', () => {
  it('leaves $RT never a number, so React reveals a boundary on the next frame instead of 300 ms after a paint', () => {
    new Function(REVEAL_AT_ONCE_SCRIPT)()
    const global = window as unknown as { $RT?: unknown }
    global.$RT = 1234
    expect(typeof global.$RT).not.toBe('number')
  })
})
