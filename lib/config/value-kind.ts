export type ValueKind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'none'

/** The JSON kind of a value: what a string must convert to in order to replace it. */
export function valueKind(value: unknown): ValueKind {
  if (Array.isArray(value)) return 'array'
  if (value === null || value === undefined) return 'none'
  switch (typeof value) {
    case 'string':
      return 'string'
    case 'number':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'object':
      return 'object'
    default:
      return 'none'
  }
}
