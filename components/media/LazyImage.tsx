import { type CSSProperties, useContext, useEffect, useRef, useState } from 'react'
import { GlobalContext } from '@/components/site/context'

/** docs/behaviour.md §9: an image starts loading when it comes within this margin of the viewport (IMAGE_LAZY_ROOT_MARGIN's default). */
export const LAZY_IMAGE_ROOT_MARGIN = '50px'

/** A 1x1 transparent GIF: the default stand-in, drawn with no request. */
export const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

export interface LazyImageProps {
  src: string | null | undefined
  alt: string
  /** Shown until the real image has loaded, and again when it fails. */
  placeholder?: string
  className?: string
  style?: CSSProperties
  width?: number
  height?: number
  /** Load at once, without waiting to come into view (an image above the fold). */
  priority?: boolean
  onLoad?: () => void
}

/**
 * An image that shows `placeholder` first and swaps in `src` once it has loaded in the background,
 * after coming within the site's IMAGE_LAZY_ROOT_MARGIN of the viewport (docs/behaviour.md §4; LAZY_IMAGE_ROOT_MARGIN
 * outside a page's context). A failed load logs a warning
 * and keeps the placeholder.
 */
export function LazyImage({ src, alt, placeholder = BLANK_IMAGE, className, style, width, height, priority = false, onLoad }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null)
  const rootMargin = useContext(GlobalContext)?.config.IMAGE_LAZY_ROOT_MARGIN ?? LAZY_IMAGE_ROOT_MARGIN
  // The address that finished loading; anything else (not yet, failed, an older src) shows the placeholder.
  const [loaded, setLoaded] = useState<string | null>(null)
  const [near, setNear] = useState(() => priority || typeof IntersectionObserver === 'undefined')
  const shown = src && loaded === src ? src : placeholder

  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin }
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, rootMargin])

  useEffect(() => {
    if (!near || !src) return
    let current = true
    const loader = new Image()
    loader.onload = () => {
      if (!current) return
      setLoaded(src)
      onLoad?.()
    }
    loader.onerror = () => {
      if (!current) return
      console.warn(`[quire] image failed to load, keeping its placeholder: ${src}`)
      setLoaded(null)
    }
    loader.src = src
    return () => {
      current = false
      loader.onload = null
      loader.onerror = null
    }
    // onLoad is a notification, not an input: a new callback must not restart the load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near, src, placeholder])

  return (
    <img
      ref={ref}
      src={shown}
      alt={alt}
      className={className}
      style={style}
      width={width}
      height={height}
      data-loaded={shown === src ? 'true' : 'false'}
      decoding="async"
    />
  )
}
