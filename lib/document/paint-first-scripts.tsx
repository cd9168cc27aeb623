import { isValidElement, type JSX, type ReactElement } from 'react'

/**
 * The type a page's own script tags carry in the HTML until the first paint: a type the browser does
 * not run, so it does not fetch them either.
 */
export const WAITING_SCRIPT_TYPE = 'text/quire-after-paint'

type ScriptProps = { src?: string; type?: string; defer?: boolean; async?: boolean; crossOrigin?: '' | 'anonymous' | 'use-credentials'; nonce?: string }

/**
 * Turns Next's `<script src defer>` tags into waiting ones (inline scripts are left as they are). The
 * loader below starts them once the page has painted, so a visitor's connection carries the HTML,
 * the stylesheet and the first image first, and the text is on screen before any script competes
 * for the line or the CPU.
 */
export function waitForPaint<T extends JSX.Element | null>(elements: readonly T[]): Array<T | ReactElement> {
  return elements.map((element) => {
    if (!isValidElement<ScriptProps>(element) || element.type !== 'script' || !element.props.src) return element
    const { src, crossOrigin, nonce } = element.props
    return <script key={element.key ?? src} type={WAITING_SCRIPT_TYPE} data-src={src} crossOrigin={crossOrigin} nonce={nonce} />
  })
}

/** How long the scripts wait for a paint that is not reported: a tab opened in the background paints nothing. */
export const PAINT_WAIT_LIMIT_MS = 1500

/**
 * Starts the waiting scripts once the document is parsed, its first contentful paint has been
 * reported (or `limitMs` passed without one) and the frame after the parse is drawn, each as a real
 * script in document order; `async = false`
 * keeps that order of execution, as `defer` did. Self-contained: it is sent as the page's last inline
 * script, as its source text.
 */
export function startScriptsAfterPaint(waitingType: string, limitMs: number): void {
  let painted = false
  let scheduled = false
  let started = false
  const insert = () => {
    if (started) return
    started = true
    document.querySelectorAll(`script[type="${waitingType}"]`).forEach((waiting) => {
      const script = document.createElement('script')
      script.src = waiting.getAttribute('data-src') ?? ''
      script.async = false
      const { crossOrigin, nonce } = waiting as HTMLScriptElement
      if (crossOrigin) script.crossOrigin = crossOrigin
      if (nonce) script.nonce = nonce
      waiting.replaceWith(script)
    })
  }
  const start = () => {
    if (scheduled || !painted || document.readyState === 'loading') return
    scheduled = true
    // The first paint may show only the top of a page the parser had not finished: the scripts
    // wait for the frame after the whole document is parsed, so its text is on screen first.
    // A tab in the background draws no frames; the time limit starts them there.
    requestAnimationFrame(() => setTimeout(insert, 0))
    setTimeout(insert, limitMs)
  }
  const onPaint = () => {
    painted = true
    // After the task that reported the paint, so the frame is on screen before scripts take the thread.
    setTimeout(start, 0)
  }
  document.addEventListener('DOMContentLoaded', start)
  setTimeout(onPaint, limitMs)
  const reported = () => performance.getEntriesByType?.('paint').some((entry) => entry.name === 'first-contentful-paint') ?? false
  if (reported()) return onPaint()
  try {
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) onPaint()
    }).observe({ type: 'paint', buffered: true })
  } catch {
    // No paint timing in this browser: the time limit starts them.
  }
}

/** The inline script that runs `startScriptsAfterPaint` in the page. */
export const PAINT_FIRST_LOADER = `(${startScriptsAfterPaint.toString()})(${JSON.stringify(WAITING_SCRIPT_TYPE)},${PAINT_WAIT_LIMIT_MS})`

/**
 * React's server renderer sends a large Suspense boundary (a lazily loaded layout or body) after the
 * page and reveals it with an inline script that waits up to 300 ms after the last paint, to batch
 * reveals while a response streams in (it records that paint time in the global `$RT`). A statically
 * generated page arrives whole, so there is nothing to batch: with `$RT` never a number, each
 * boundary is revealed on the next frame. Runs in <head>, before React's scripts; should React rename
 * its global, this does nothing and the reveal is merely later.
 */
export const REVEAL_AT_ONCE_SCRIPT = `Object.defineProperty(window,'$RT',{configurable:true,get:function(){},set:function(){}})`
