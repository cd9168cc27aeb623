import mediumZoom from 'medium-zoom'
import { zoomImageUrl } from '@/lib/urls/zoom-image-url'

/** How a zoom looks and closes: the site's ZOOM_MARGIN, ZOOM_SCROLL_OFFSET and IMAGE_ZOOM_IN_WIDTH (docs/behaviour.md §9: 0, 40, 1200). */
export interface ZoomSettings {
  dark: boolean
  /** Index of an image clicked before this code arrived, opened at once; -1 for none. */
  clicked: number
  /** Space around the zoomed image, in px. */
  margin: number
  /** A scroll of more than this many px closes the zoom. */
  scrollOffset: number
  /** Width the larger picture is asked for where the host resizes on request. */
  zoomWidth: number
}

/**
 * medium-zoom on the images matching `selector` inside `root`, each zooming to its large URL; a
 * click, Escape, a window resize or a scroll past `scrollOffset` closes it. Opens the image at
 * index `clicked`, if any. Fetched with medium-zoom, on a visitor's first reach for an image
 * (useImageZoom). Returns what detaches it all.
 */
export function attachZoom(root: HTMLElement, selector: string, { dark, clicked, margin, scrollOffset, zoomWidth }: ZoomSettings): () => void {
  const images = Array.from(root.querySelectorAll<HTMLImageElement>(selector))
  for (const image of images) {
    const large = zoomImageUrl(image.currentSrc || image.src, zoomWidth)
    if (large !== image.src) image.dataset.zoomSrc = large
  }
  const zoom = mediumZoom(images, {
    margin,
    scrollOffset,
    background: dark ? 'rgba(0, 0, 0, 0.85)' : 'rgba(255, 255, 255, 0.95)'
  })
  // medium-zoom ignores a close asked for while the zoom is still opening (its 300 ms animation):
  // a quick Escape or resize would leave the image open. Asked then, it waits.
  let opening = false
  let closeWhenOpen = false
  zoom.on('open', () => {
    opening = true
  })
  zoom.on('opened', () => {
    opening = false
    if (closeWhenOpen) {
      closeWhenOpen = false
      void zoom.close()
    }
  })
  const close = () => {
    if (opening) closeWhenOpen = true
    else void zoom.close()
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Esc') close()
  }
  window.addEventListener('resize', close)
  document.addEventListener('keyup', onKey)
  const target = images[clicked]
  if (target) void zoom.open({ target })
  return () => {
    window.removeEventListener('resize', close)
    document.removeEventListener('keyup', onKey)
    zoom.detach()
  }
}
