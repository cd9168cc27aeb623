import { type RefObject, useEffect } from 'react'

/** Set on a sized image's box when its image failed: styles/globals.css hides the image, the placeholder shows. */
export const IMAGE_FAILED_CLASS = 'lazy-image-failed'

/**
 * A sized Notion image (see notionPreviewImages) is drawn over its placeholder: the placeholder
 * shows until the image has loaded, with no script needed, so it can be the page's largest paint.
 * When the image fails, this puts the placeholder back (docs/behaviour.md §4), also for an image that failed
 * before the page's script ran.
 */
export function useImageFallback(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current
    if (!root) return
    const cleanups: Array<() => void> = []
    for (const image of root.querySelectorAll<HTMLImageElement>('.lazy-image-wrapper img.lazy-image-real')) {
      const box = image.closest('.lazy-image-wrapper')
      if (!box) continue
      const fail = () => box.classList.add(IMAGE_FAILED_CLASS)
      const recover = () => box.classList.remove(IMAGE_FAILED_CLASS)
      if (image.complete && image.naturalWidth === 0 && image.currentSrc) fail()
      image.addEventListener('error', fail)
      image.addEventListener('load', recover)
      cleanups.push(() => {
        image.removeEventListener('error', fail)
        image.removeEventListener('load', recover)
      })
    }
    return () => cleanups.forEach((cleanup) => cleanup())
  }, [container])
}
