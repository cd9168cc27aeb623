import mediumZoom from 'medium-zoom'
import { zoomImageUrl } from '@/lib/ui/zoom-image-url'

/** Spec §9: a scroll of more than this many px closes the zoom; the zoomed image keeps no margin. */
export const ZOOM_SCROLL_OFFSET = 40
export const ZOOM_MARGIN = 0

/**
 * medium-zoom on the images matching `selector` inside `root`, each zooming to its large URL; a
 * click, Escape, a window resize or a scroll past ZOOM_SCROLL_OFFSET closes it. Opens the image at
 * index `clicked` (a click that came before this code arrived), if any. Fetched with medium-zoom,
 * on a visitor's first reach for an image (useImageZoom). Returns what detaches it all.
 */
export function attachZoom(root: HTMLElement, selector: string, { dark, clicked }: { dark: boolean; clicked: number }): () => void {
  const images = Array.from(root.querySelectorAll<HTMLImageElement>(selector))
  for (const image of images) {
    const large = zoomImageUrl(image.currentSrc || image.src)
    if (large !== image.src) image.dataset.zoomSrc = large
  }
  const zoom = mediumZoom(images, {
    margin: ZOOM_MARGIN,
    scrollOffset: ZOOM_SCROLL_OFFSET,
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
