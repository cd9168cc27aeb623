/**
 * How long the page is watched for growth above the element. A post shown in a theme other than
 * the one its static HTML was rendered in (`?theme=`) is drawn again after hydration, and its body
 * arrives with its chunk: measured 1-2.5 s later on a loaded 2-core machine, after up to 1.4 s
 * without any change, so no "quiet for a while" rule can tell that it is done.
 */
export const MAX_FOLLOW_MS = 8000

/** A visitor's own scrolling wins: any of these ends the following at once. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Scrolls smoothly to `element` and keeps it there while the page is still growing above it.
 * A smooth scroll aims once, at the element's position when it starts, clamped to the page's
 * height then; when the content above arrives later the browser does not re-anchor a scroll that
 * started at the top, so the element would end out of view (the comment link of docs/behaviour.md §2). Every
 * resize of the document re-aims, for `maxMs` or until the visitor scrolls. Returns a function that
 * stops following.
 */
export function followIntoView(element: Element, { maxMs = MAX_FOLLOW_MS } = {}): () => void {
  const aim = () => element.scrollIntoView({ behavior: 'smooth', block: 'start' })
  aim()
  if (typeof ResizeObserver === 'undefined') return () => {}
  const cap = window.setTimeout(stop, maxMs)
  let first = true
  const observer = new ResizeObserver(() => {
    // An observer reports the size it starts with: that is not a change.
    if (first) first = false
    else aim()
  })
  observer.observe(document.documentElement)
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true })
  function stop() {
    observer.disconnect()
    window.clearTimeout(cap)
    for (const type of USER_INPUT) window.removeEventListener(type, stop)
  }
  return stop
}
