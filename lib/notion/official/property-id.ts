/**
 * A column's id in record-map form. The official API gives a column's short id URL-encoded
 * (`vTk%7E` for `vTk~`); record maps key properties by the id itself.
 */
export function decodePropertyId(id: string): string {
  try {
    return decodeURIComponent(id)
  } catch {
    // Not encoded after all (a bare `%` in it): it is the id as it stands.
    return id
  }
}
