import type { SiteConfig } from '@/lib/config'

/** docs/behaviour.md §2's breakpoints, as blog.config.ts sets them: viewport width under `maxWidth` px gives `columns`. */
export type GalleryBreakpoints = SiteConfig['GALLERY_COLUMNS']

/**
 * Gallery items shown at once for a viewport `width` px wide (docs/behaviour.md §2: < 500 → 8, < 800 → 20,
 * < 1280 → 30, < 1600 → 40, < 1920 → 48, otherwise 72): the first breakpoint the width is under,
 * else `widest`. A malformed width counts as the narrowest screen.
 */
export function galleryColumns(width: number, breakpoints: GalleryBreakpoints, widest: number): number {
  const size = Number.isFinite(width) ? width : 0
  for (const { maxWidth, columns } of breakpoints) if (size < maxWidth) return columns
  return widest
}
