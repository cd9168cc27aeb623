/** Spec §2: viewport width breakpoints (px, exclusive) and the gallery columns each gives. */
const GALLERY_BREAKPOINTS: ReadonlyArray<readonly [maxWidth: number, columns: number]> = [
  [500, 8],
  [800, 20],
  [1280, 30],
  [1600, 40],
  [1920, 48]
]

/** Above the last breakpoint. */
const WIDEST_COLUMNS = 72

/** Gallery columns for a viewport `width` px wide (spec §2). */
export function galleryColumns(width: number): number {
  for (const [maxWidth, columns] of GALLERY_BREAKPOINTS) if (width < maxWidth) return columns
  return WIDEST_COLUMNS
}
