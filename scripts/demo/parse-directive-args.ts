export interface DirectiveArgs {
  /** Words that are not `key=value`, quotes removed. */
  positional: string[]
  attrs: Record<string, string>
}

/**
 * Splits the rest of a directive line (`::bookmark https://x title="Two words" cover=/demo/c.svg`)
 * into positional words and `key=value` attributes. Double quotes group words; `\"` escapes a quote.
 * Only the attribute names in `allowed` are accepted, so a typo fails loudly instead of vanishing.
 */
export function parseDirectiveArgs(rest: string, allowed: readonly string[], where: string): DirectiveArgs {
  const tokens: string[] = []
  let current = ''
  let quoted = false
  let started = false
  for (let i = 0; i < rest.length; i++) {
    const ch = rest[i] as string
    if (quoted) {
      if (ch === '\\' && rest[i + 1] === '"') {
        current += '"'
        i++
      } else if (ch === '"') quoted = false
      else current += ch
      continue
    }
    if (ch === '"') {
      quoted = true
      started = true
      continue
    }
    if (/\s/.test(ch)) {
      if (started) tokens.push(current)
      current = ''
      started = false
      continue
    }
    current += ch
    started = true
  }
  if (quoted) throw new Error(`${where}: unclosed quote in "${rest}"`)
  if (started) tokens.push(current)

  const positional: string[] = []
  const attrs: Record<string, string> = {}
  for (const token of tokens) {
    const attr = /^([a-z][\w-]*)=(.*)$/s.exec(token)
    if (!attr) {
      positional.push(token)
      continue
    }
    const key = attr[1] as string
    if (!allowed.includes(key)) {
      const known = allowed.length ? `known: ${allowed.join(', ')}` : 'this directive takes none'
      throw new Error(`${where}: unknown attribute "${key}" (${known})`)
    }
    if (key in attrs) throw new Error(`${where}: attribute "${key}" is given twice`)
    attrs[key] = attr[2] as string
  }
  return { positional, attrs }
}
