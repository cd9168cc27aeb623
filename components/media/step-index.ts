/**
 * The position `delta` steps from `index` in a list of `length` items, wrapping past either end
 * (a lightbox stepping through posts). 0 for an empty list.
 */
export function stepIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0
  return (((index + delta) % length) + length) % length
}
