/** Spec §9: a zoomed image is asked for at this width. */
export const ZOOM_IN_WIDTH = 1200

/**
 * The address of the larger picture shown when an image is zoomed: the same image at the zoom
 * width where the host resizes on request (Notion's image service, Unsplash), else the same address.
 */
export function zoomImageUrl(src: string): string {
  let parsed: URL
  try {
    parsed = new URL(src)
  } catch {
    return src
  }
  const resizable = parsed.pathname.startsWith('/image/') || parsed.hostname === 'images.unsplash.com'
  if (!resizable || !parsed.searchParams.has('width')) return src
  parsed.searchParams.set('width', String(ZOOM_IN_WIDTH))
  return parsed.toString()
}
