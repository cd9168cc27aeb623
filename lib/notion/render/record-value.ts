/**
 * The value of a record-map entry in either record format (`{ value }` or `{ value: { value, role } }`),
 * as notion-utils' getBlockValue reads it. Written here for the parts every page ships (the notice):
 * importing notion-utils there pulled its whole bundle, p-queue included, into each page (6 kB gzip).
 */
export function recordValue<T extends { id: string }>(record: unknown): T | undefined {
  let current = record as { value?: unknown; id?: unknown } | null | undefined
  while (current && typeof current === 'object' && current.value !== undefined && current.value !== null) {
    current = current.value as typeof current
  }
  return current && typeof current === 'object' && typeof current.id === 'string' ? (current as unknown as T) : undefined
}
