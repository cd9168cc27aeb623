import { activeHeadingId } from '@/components/post/active-heading-id'

describe('activeHeadingId', () => {
  const at = (...tops: number[]) => tops.map((top, i) => ({ id: `h${i}`, top }))
  it('is null before the first heading reaches the offset', () => {
    expect(activeHeadingId(at(400, 900), 150)).toBeNull()
  })
  it('picks the last heading at or above the offset', () => {
    expect(activeHeadingId(at(-300, 100, 600), 150)).toBe('h1')
    expect(activeHeadingId(at(-900, -300, 150), 150)).toBe('h2')
  })
  it('handles no headings', () => {
    expect(activeHeadingId([], 150)).toBeNull()
  })
})
