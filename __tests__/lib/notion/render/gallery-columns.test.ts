import { DEFAULT_CONFIG } from '@/lib/config'
import { galleryColumns } from '@/lib/notion/render/gallery-columns'

describe('galleryColumns (docs/behaviour.md §2)', () => {
  const { GALLERY_COLUMNS, GALLERY_COLUMNS_MAX } = DEFAULT_CONFIG
  it.each([
    [0, 8], [499, 8], [500, 20], [799, 20], [800, 30], [1279, 30], [1280, 40], [1599, 40], [1600, 48], [1919, 48], [1920, 72], [3840, 72]
  ])('width %i gives %i with the default settings', (width, columns) => {
    expect(galleryColumns(width, GALLERY_COLUMNS, GALLERY_COLUMNS_MAX)).toBe(columns)
  })

  it('follows GALLERY_COLUMNS and GALLERY_COLUMNS_MAX when a site changes them', () => {
    const breakpoints = [{ maxWidth: 600, columns: 4 }]
    expect(galleryColumns(599, breakpoints, 12)).toBe(4)
    expect(galleryColumns(600, breakpoints, 12)).toBe(12)
    expect(galleryColumns(100, [], 12)).toBe(12)
  })

  it('treats a width that is not a number as the narrowest screen', () => {
    expect(galleryColumns(Number.NaN, GALLERY_COLUMNS, GALLERY_COLUMNS_MAX)).toBe(8)
  })
})
