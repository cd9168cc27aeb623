export interface HeadingPosition {
  id: string
  /** Distance in px from the viewport's top to the heading; negative once scrolled past. */
  top: number
}

/**
 * The heading being read: the last one, in document order, whose top has reached `offset` px from
 * the viewport's top. Null before the first heading reaches it.
 */
export function activeHeadingId(headings: readonly HeadingPosition[], offset: number): string | null {
  let active: string | null = null
  for (const heading of headings) {
    if (heading.top > offset) break
    active = heading.id
  }
  return active
}
