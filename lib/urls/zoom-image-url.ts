/** docs/behaviour.md §9: a zoomed image is asked for at this width (IMAGE_ZOOM_IN_WIDTH's default), and the width of a kept image's larger file. */
export const ZOOM_IN_WIDTH = 1200

/** A kept image at the compress width (lib/images: `/api/img/<hash>-800.webp`, under BASE_PATH when set). */
const KEPT_AT_COMPRESS_WIDTH = /(\/api\/img\/[\da-f]{16}-)800(\.webp)$/

/**
 * The address of the larger picture shown when an image is zoomed: a kept image's larger file
 * (ZOOM_IN_WIDTH), the same image at `width` (IMAGE_ZOOM_IN_WIDTH) where the host resizes on
 * request (Notion's image service, Unsplash), else the same address.
 */
export function zoomImageUrl(src: string, width: number = ZOOM_IN_WIDTH): string {
  if (KEPT_AT_COMPRESS_WIDTH.test(src)) return src.replace(KEPT_AT_COMPRESS_WIDTH, `$1${ZOOM_IN_WIDTH}$2`)
  let parsed: URL
  try {
    parsed = new URL(src)
  } catch {
    return src
  }
  const resizable = parsed.pathname.startsWith('/image/') || parsed.hostname === 'images.unsplash.com'
  if (!resizable || !parsed.searchParams.has('width')) return src
  parsed.searchParams.set('width', String(width))
  // imgix (Unsplash) reads the width as `w`.
  if (parsed.searchParams.has('w')) parsed.searchParams.set('w', String(width))
  return parsed.toString()
}
