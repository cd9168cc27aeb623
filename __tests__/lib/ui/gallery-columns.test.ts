import { galleryColumns } from '@/lib/ui/gallery-columns'

describe('galleryColumns (spec §2)', () => {
  it.each([
    [0, 8], [499, 8], [500, 20], [799, 20], [800, 30], [1279, 30], [1280, 40], [1599, 40], [1600, 48], [1919, 48], [1920, 72], [3840, 72]
  ])('width %i gives %i', (width, columns) => {
    expect(galleryColumns(width)).toBe(columns)
  })
})
