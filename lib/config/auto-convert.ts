/** A decimal number as people write one; no exponents, hex or leading plus. */
const DECIMAL = /^-?\d+(\.\d+)?$/

/** "007" or "0123" is an identifier (a zip code, an account number), not the number 7 or 123. */
const LEADING_ZERO = /^-?0\d/

/**
 * Converts a value whose key has no default (a Notion Config row naming a key the site does not
 * know) by its shape: a decimal becomes a number, true/false a boolean, `{...}` or `[...]` that
 * parses becomes JSON, anything else stays the string it was. Digit strings that a number would
 * change (leading zeros, integers past 2^53) stay strings, since they are ids.
 */
export function autoConvert(raw: string): unknown {
  const text = raw.trim()
  if (DECIMAL.test(text) && !LEADING_ZERO.test(text)) {
    const number = Number(text)
    if (Number.isFinite(number) && (!Number.isInteger(number) || Number.isSafeInteger(number))) return number
  }
  const lower = text.toLowerCase()
  if (lower === 'true') return true
  if (lower === 'false') return false
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      // A string that merely starts with a bracket, such as "[draft] notes".
    }
  }
  return raw
}
