import { stepIndex } from '@/components/media/step-index'

describe('stepIndex', () => {
  it('steps forward and back', () => {
    expect(stepIndex(1, 1, 5)).toBe(2)
    expect(stepIndex(3, -1, 5)).toBe(2)
  })
  it('wraps past either end', () => {
    expect(stepIndex(4, 1, 5)).toBe(0)
    expect(stepIndex(0, -1, 5)).toBe(4)
    expect(stepIndex(2, -7, 5)).toBe(0)
  })
  it('gives 0 for an empty or one-item list', () => {
    expect(stepIndex(0, 1, 0)).toBe(0)
    expect(stepIndex(0, -1, 1)).toBe(0)
  })
})
