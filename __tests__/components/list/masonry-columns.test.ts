import { columnCountAt, masonryColumns } from '@/components/list/masonry-columns'

describe('masonryColumns', () => {
  it('deals items across the columns in turn, so rows read left to right', () => {
    expect(masonryColumns([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([
      [1, 4, 7],
      [2, 5],
      [3, 6]
    ])
  })
  it('keeps empty columns and never makes fewer than one', () => {
    expect(masonryColumns(['a'], 3)).toEqual([['a'], [], []])
    expect(masonryColumns(['a', 'b'], 0)).toEqual([['a', 'b']])
  })
})

describe('columnCountAt', () => {
  const points = [
    { minWidth: 640, columns: 2 },
    { minWidth: 1024, columns: 3 }
  ]
  it('takes the widest breakpoint reached', () => {
    expect(columnCountAt(390, points)).toBe(1)
    expect(columnCountAt(640, points)).toBe(2)
    expect(columnCountAt(1280, points)).toBe(3)
  })
})
