import { type FocusEvent, type MouseEvent, type PointerEvent, type RefObject, useEffect, useMemo, useRef } from 'react'
import { useGlobal } from '@/components/site/context'

/** The images react-notion-x draws for image blocks, without the placeholder drawn under a sized one. */
const IMAGE_SELECTOR = '.notion-asset-wrapper-image img:not(.lazy-image-preview)'

/** Handlers for the container's element: React props, so events that reach a part React has not hydrated yet are replayed. */
export interface ZoomTriggers {
  onPointerOver: (event: PointerEvent<HTMLElement>) => void
  onFocus: (event: FocusEvent<HTMLElement>) => void
  onClick: (event: MouseEvent<HTMLElement>) => void
}

function imageOf(target: EventTarget | null): HTMLImageElement | null {
  return target instanceof HTMLImageElement && target.matches(IMAGE_SELECTOR) ? target : null
}

/**
 * Click-to-zoom on the image blocks inside `container` (docs/behaviour.md §4): medium-zoom shows the image at the
 * zoom width (IMAGE_ZOOM_IN_WIDTH) with ZOOM_MARGIN around it; a click, Escape, a window resize or a
 * scroll past ZOOM_SCROLL_OFFSET closes it. Its code is fetched when a visitor first points at,
 * focuses or clicks an image (only where `enabled`: the page holds one), so reading a post costs no
 * zoom script; a click that comes before it has arrived opens the zoom once it has. Spread the returned handlers on the container's element.
 */
export function useImageZoom(container: RefObject<HTMLElement | null>, enabled: boolean, dark: boolean): ZoomTriggers {
  // The effect's own handlers, once it runs; until then what the visitor did is kept for it.
  const live = useRef<{ intent: (target: EventTarget | null) => void; click: (target: EventTarget | null) => void } | null>(null)
  const early = useRef<{ intent: boolean; clicked: HTMLImageElement | null }>({ intent: false, clicked: null })
  const { ZOOM_MARGIN: margin, ZOOM_SCROLL_OFFSET: scrollOffset, IMAGE_ZOOM_IN_WIDTH: zoomWidth } = useGlobal().config
  useEffect(() => {
    const root = container.current
    if (!enabled || !root) return
    let cancelled = false
    let started = false
    let attached = false
    // Which image was clicked before the zoom arrived, by position: the renderer may have replaced
    // the element by then (a lazy image swaps its placeholder for the loaded one).
    let clicked = -1
    let detach = () => {}
    const start = () => {
      if (started) return
      started = true
      import('./attach-zoom')
        .then(({ attachZoom }) => {
          if (cancelled) return
          attached = true
          detach = attachZoom(root, IMAGE_SELECTOR, { dark, clicked, margin, scrollOffset, zoomWidth })
        })
        .catch((error: unknown) => {
          started = false
          console.warn('[quire] image zoom unavailable:', (error as Error).message)
        })
    }
    const click = (target: EventTarget | null) => {
      const image = imageOf(target)
      // Once attached, medium-zoom answers clicks itself.
      if (!image || attached) return
      clicked = Array.from(root.querySelectorAll<HTMLImageElement>(IMAGE_SELECTOR)).indexOf(image)
      start()
    }
    live.current = { intent: (target) => imageOf(target) && start(), click }
    const before = early.current
    early.current = { intent: false, clicked: null }
    if (before.clicked) click(before.clicked)
    else if (before.intent) start()
    return () => {
      cancelled = true
      live.current = null
      detach()
    }
  }, [container, enabled, dark, margin, scrollOffset, zoomWidth])

  return useMemo<ZoomTriggers>(() => {
    const intent = (target: EventTarget | null) => {
      if (live.current) live.current.intent(target)
      else if (imageOf(target)) early.current.intent = true
    }
    return {
      onPointerOver: (event) => intent(event.target),
      onFocus: (event) => intent(event.target),
      onClick: (event) => {
        if (live.current) live.current.click(event.target)
        else early.current.clicked = imageOf(event.target) ?? early.current.clicked
      }
    }
  }, [])
}
