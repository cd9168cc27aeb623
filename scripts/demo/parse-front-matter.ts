export type FrontMatterValue = string | boolean | string[]

export interface FrontMatter {
  data: Record<string, FrontMatterValue>
  body: string
  /** 1-based line of the file where the body starts, so body errors can name the real line. */
  bodyLine: number
}

/**
 * Splits a content file into its front matter and body. The front matter is a small YAML subset:
 * `key: value` per line, values plain, "double-quoted" (JSON escapes) or 'single-quoted',
 * `true`/`false`, inline lists `[a, "b c"]`, or block lists of `- item` lines under an empty `key:`.
 */
export function parseFrontMatter(text: string, fileName: string): FrontMatter {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  if (lines[0]?.trim() !== '---') throw new Error(`${fileName}: must start with a "---" front matter line`)
  const end = lines.indexOf('---', 1)
  if (end < 0) throw new Error(`${fileName}: front matter is not closed by a "---" line`)
  const data: Record<string, FrontMatterValue> = {}
  let listKey: string | null = null
  for (let n = 1; n < end; n++) {
    const raw = lines[n] as string
    const where = `${fileName}:${n + 1}`
    if (!raw.trim() || raw.trim().startsWith('#')) continue
    const item = /^\s+-\s+(.*)$/.exec(raw) ?? /^-\s+(.*)$/.exec(raw)
    if (item) {
      if (!listKey) throw new Error(`${where}: list item "${raw.trim()}" has no "key:" line above it`)
      ;(data[listKey] as string[]).push(parseScalarString(item[1] as string, where))
      continue
    }
    const pair = /^([A-Za-z][\w-]*)\s*:(.*)$/.exec(raw)
    if (!pair) throw new Error(`${where}: expected "key: value", got "${raw}"`)
    const key = pair[1] as string
    const rest = (pair[2] as string).trim()
    if (key in data) throw new Error(`${where}: "${key}" is set twice`)
    if (!rest) {
      data[key] = []
      listKey = key
      continue
    }
    listKey = null
    data[key] = parseValue(rest, where)
  }
  return { data, body: lines.slice(end + 1).join('\n'), bodyLine: end + 2 }
}

function parseValue(rest: string, where: string): FrontMatterValue {
  if (rest === 'true') return true
  if (rest === 'false') return false
  if (rest.startsWith('[')) {
    if (!rest.endsWith(']')) throw new Error(`${where}: inline list "${rest}" is not closed by "]"`)
    return splitList(rest.slice(1, -1), where)
  }
  return parseScalarString(rest, where)
}

function parseScalarString(value: string, where: string): string {
  const trimmed = value.trim()
  if (trimmed.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(trimmed)
      if (typeof parsed === 'string') return parsed
    } catch {
      // reported below
    }
    throw new Error(`${where}: bad double-quoted string ${trimmed}`)
  }
  if (trimmed.startsWith("'")) {
    if (trimmed.length < 2 || !trimmed.endsWith("'")) throw new Error(`${where}: bad single-quoted string ${trimmed}`)
    return trimmed.slice(1, -1).replace(/''/g, "'")
  }
  return trimmed
}

/** Splits on commas outside quotes. */
function splitList(inner: string, where: string): string[] {
  const items: string[] = []
  let current = ''
  let quote: string | null = null
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i] as string
    if (quote) {
      current += ch
      if (ch === '\\' && quote === '"') {
        current += inner[i + 1] ?? ''
        i++
      } else if (ch === quote) quote = null
      continue
    }
    if (ch === '"' || ch === "'") quote = ch
    if (ch === ',') {
      items.push(current)
      current = ''
      continue
    }
    current += ch
  }
  if (quote) throw new Error(`${where}: unclosed quote in list [${inner}]`)
  if (current.trim() || items.length) items.push(current)
  return items.map((item) => {
    const value = parseScalarString(item, where)
    if (!value) throw new Error(`${where}: empty item in list [${inner}]`)
    return value
  })
}
