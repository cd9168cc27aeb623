import { parseDirectiveArgs } from './parse-directive-args'
import { parseInline } from './parse-inline'
import {
  DATABASE_COLUMN_TYPES,
  DATABASE_VIEW_TYPES,
  MEDIA_KINDS,
  type DatabaseColumn,
  type DatabaseColumnType,
  type DatabaseViewType,
  type DemoNode,
  type MediaKind,
  type RichText
} from './types'

/** Fence languages mapped to the names Notion stores in `properties.language`. */
const CODE_LANGUAGES: Record<string, string> = {
  '': 'Plain Text',
  text: 'Plain Text',
  plain: 'Plain Text',
  ts: 'TypeScript',
  tsx: 'TypeScript',
  typescript: 'TypeScript',
  js: 'JavaScript',
  jsx: 'JavaScript',
  javascript: 'JavaScript',
  json: 'JSON',
  bash: 'Bash',
  sh: 'Shell',
  shell: 'Shell',
  css: 'CSS',
  html: 'HTML',
  md: 'Markdown',
  markdown: 'Markdown',
  yaml: 'YAML',
  yml: 'YAML',
  python: 'Python',
  py: 'Python',
  sql: 'SQL',
  diff: 'Diff'
}

interface Line {
  text: string
  /** 1-based line in the source file. */
  n: number
}

interface Context {
  fileName: string
}

/**
 * Parses a Markdown-subset body (documented in scripts/demo/README.md) into demo nodes.
 * `firstLine` is the file line the body starts on, so errors point at the real line.
 */
export function parseMarkdown(body: string, fileName: string, firstLine = 1): DemoNode[] {
  const lines = body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((text, i) => ({ text: text.replace(/\s+$/, ''), n: firstLine + i }))
  return parseBlocks(lines, { fileName })
}

/** Line shapes of the subset; headings match six levels so that `####` can be refused by name. */
const HEADING = /^(#{1,6})\s+(.*)$/
const LIST_ITEM = /^(\s*)([-*]|\d+\.)\s+(.*)$/
const IMAGE = /^!\[([^\]]*)\]\((\S+?)(?:\s+"([^"]*)")?\)$/
const CONTAINER = /^:::([a-z][\w-]*)(?:\s+(.*))?$/
const LEAF = /^::([a-z][\w-]*)(?:\s+(.*))?$/

function parseBlocks(lines: Line[], ctx: Context): DemoNode[] {
  const nodes: DemoNode[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i] as Line
    const trimmed = line.text.trim()
    const where = `${ctx.fileName}:${line.n}`
    if (!trimmed) {
      i++
      continue
    }

    if (trimmed.startsWith('```')) {
      const language = trimmed.slice(3).trim().toLowerCase()
      const end = lines.findIndex((l, k) => k > i && l.text.trim() === '```')
      if (end < 0) throw new Error(`${where}: code fence is not closed`)
      const mapped = CODE_LANGUAGES[language]
      if (!mapped) throw new Error(`${where}: unknown code language "${language}" (known: ${Object.keys(CODE_LANGUAGES).filter(Boolean).join(', ')})`)
      const indent = /^\s*/.exec(line.text)?.[0].length ?? 0
      const code = lines
        .slice(i + 1, end)
        .map((l) => l.text.slice(Math.min(indent, /^\s*/.exec(l.text)?.[0].length ?? 0)))
        .join('\n')
      nodes.push({ type: 'code', language: mapped, code })
      i = end + 1
      continue
    }

    if (trimmed.startsWith('$$')) {
      if (trimmed.length > 4 && trimmed.endsWith('$$')) {
        nodes.push({ type: 'equation', tex: trimmed.slice(2, -2).trim() })
        i++
        continue
      }
      if (trimmed !== '$$') throw new Error(`${where}: an equation is "$$ tex $$" on one line or "$$" lines around it`)
      const end = lines.findIndex((l, k) => k > i && l.text.trim() === '$$')
      if (end < 0) throw new Error(`${where}: equation "$$" is not closed`)
      nodes.push({
        type: 'equation',
        tex: lines
          .slice(i + 1, end)
          .map((l) => l.text.trim())
          .join('\n')
      })
      i = end + 1
      continue
    }

    const container = CONTAINER.exec(trimmed)
    if (container) {
      const end = findContainerEnd(lines, i, where)
      nodes.push(parseContainer(container[1] as string, container[2] ?? '', lines.slice(i + 1, end), where, ctx))
      i = end + 1
      continue
    }
    if (trimmed === ':::') throw new Error(`${where}: ":::" closes nothing`)

    const leaf = LEAF.exec(trimmed)
    if (leaf) {
      nodes.push(parseLeaf(leaf[1] as string, leaf[2] ?? '', where))
      i++
      continue
    }

    if (/^-{3,}$/.test(trimmed)) {
      nodes.push({ type: 'divider' })
      i++
      continue
    }

    const heading = HEADING.exec(trimmed)
    if (heading) {
      const level = (heading[1] as string).length
      if (level > 3) throw new Error(`${where}: Notion has three heading levels; "${heading[1]}" is too deep`)
      nodes.push({ type: 'heading', level: level as 1 | 2 | 3, text: parseInline(heading[2] as string), toggleable: false, children: [] })
      i++
      continue
    }

    if (trimmed.startsWith('>')) {
      const parts: string[] = []
      while (i < lines.length && (lines[i] as Line).text.trim().startsWith('>')) {
        parts.push((lines[i] as Line).text.trim().replace(/^>\s?/, ''))
        i++
      }
      nodes.push({ type: 'quote', text: parseInline(joinSoft(parts)) })
      continue
    }

    const image = IMAGE.exec(trimmed)
    if (image) {
      nodes.push({ type: 'image', alt: image[1] as string, src: image[2] as string, caption: parseInline(image[3] ?? '') })
      i++
      continue
    }

    const item = LIST_ITEM.exec(line.text)
    if (item) {
      const indent = (item[1] as string).length
      const childLines: Line[] = []
      let k = i + 1
      while (k < lines.length) {
        const next = lines[k] as Line
        if (next.text.trim() && leadingSpaces(next.text) <= indent) break
        childLines.push(next)
        k++
      }
      while (childLines.length && !(childLines[childLines.length - 1] as Line).text.trim()) childLines.pop()
      const children = parseBlocks(dedent(childLines), ctx)
      nodes.push(listNode(item[2] as string, item[3] as string, children))
      i = k
      continue
    }

    const parts: string[] = []
    while (i < lines.length && (lines[i] as Line).text.trim() && (parts.length === 0 || !startsBlock((lines[i] as Line).text))) {
      parts.push((lines[i] as Line).text.trim())
      i++
    }
    nodes.push({ type: 'paragraph', text: parseInline(joinSoft(parts)) })
  }
  return nodes
}

function listNode(marker: string, rest: string, children: DemoNode[]): DemoNode {
  const numbered = /\d/.test(marker)
  const todo = numbered ? null : /^\[([ xX])\]\s+(.*)$/.exec(rest)
  if (todo) return { type: 'todo', checked: todo[1] !== ' ', text: parseInline(todo[2] as string), children }
  return { type: numbered ? 'numbered' : 'bulleted', text: parseInline(rest), children }
}

/** A paragraph ends where another block starts, as in Markdown. */
function startsBlock(text: string): boolean {
  const t = text.trim()
  return (
    t.startsWith('```') ||
    t.startsWith('$$') ||
    t.startsWith('>') ||
    t.startsWith('::') ||
    /^-{3,}$/.test(t) ||
    HEADING.test(t) ||
    IMAGE.test(t) ||
    LIST_ITEM.test(text)
  )
}

/** Soft-wrapped lines join with a space, like Markdown paragraphs. */
function joinSoft(parts: string[]): string {
  return parts.join(' ')
}

function leadingSpaces(text: string): number {
  return /^\s*/.exec(text)?.[0].length ?? 0
}

function dedent(lines: Line[]): Line[] {
  const indents = lines.filter((l) => l.text.trim()).map((l) => leadingSpaces(l.text))
  const min = indents.length ? Math.min(...indents) : 0
  return lines.map((l) => ({ text: l.text.slice(Math.min(min, leadingSpaces(l.text))), n: l.n }))
}

/** Index of the `:::` closing the container opened at `start`; nested containers and code fences are skipped. */
function findContainerEnd(lines: Line[], start: number, where: string): number {
  let depth = 1
  let inFence = false
  for (let k = start + 1; k < lines.length; k++) {
    const t = (lines[k] as Line).text.trim()
    if (t.startsWith('```')) inFence = !inFence
    if (inFence) continue
    if (t === ':::') depth--
    else if (CONTAINER.test(t)) depth++
    if (depth === 0) return k
  }
  throw new Error(`${where}: directive is not closed by a ":::" line`)
}

function parseContainer(name: string, rest: string, body: Line[], where: string, ctx: Context): DemoNode {
  switch (name) {
    case 'callout': {
      const { positional, attrs } = parseDirectiveArgs(rest, ['color'], where)
      const icon = positional.join(' ')
      const children = parseBlocks(body, ctx)
      const first = children[0]
      const text: RichText = first?.type === 'paragraph' ? first.text : []
      return { type: 'callout', icon, color: attrs.color ?? 'gray_background', text, children: first?.type === 'paragraph' ? children.slice(1) : children }
    }
    case 'toggle':
      if (!rest.trim()) throw new Error(`${where}: ":::toggle" needs its summary text on the same line`)
      return { type: 'toggle', text: parseInline(rest.trim()), children: parseBlocks(body, ctx) }
    case 'h1':
    case 'h2':
    case 'h3':
      if (!rest.trim()) throw new Error(`${where}: ":::${name}" needs the heading text on the same line`)
      return {
        type: 'heading',
        level: Number(name.slice(1)) as 1 | 2 | 3,
        text: parseInline(rest.trim()),
        toggleable: true,
        children: parseBlocks(body, ctx)
      }
    case 'columns':
      return { type: 'columns', columns: parseColumns(body, where, ctx) }
    case 'column':
      throw new Error(`${where}: ":::column" belongs directly inside ":::columns"`)
    case 'table':
      return parseTable(rest, body, where, ctx)
    case 'synced': {
      const { positional } = parseDirectiveArgs(rest, [], where)
      if (positional.length !== 1) throw new Error(`${where}: ":::synced" takes one name, e.g. ":::synced footer"`)
      return { type: 'synced', name: positional[0] as string, children: parseBlocks(body, ctx) }
    }
    case 'page': {
      const { positional, attrs } = parseDirectiveArgs(rest, ['icon'], where)
      if (!positional.length) throw new Error(`${where}: ":::page" needs a title`)
      return { type: 'page', title: positional.join(' '), icon: attrs.icon ?? '', children: parseBlocks(body, ctx) }
    }
    case 'database':
      return parseDatabase(rest, body, where, ctx)
    default:
      throw new Error(`${where}: unknown directive ":::${name}"`)
  }
}

function parseColumns(body: Line[], where: string, ctx: Context): { ratio: number | null; children: DemoNode[] }[] {
  const columns: { ratio: number | null; children: DemoNode[] }[] = []
  let k = 0
  while (k < body.length) {
    const line = body[k] as Line
    const t = line.text.trim()
    if (!t) {
      k++
      continue
    }
    const open = CONTAINER.exec(t)
    const lineWhere = `${ctx.fileName}:${line.n}`
    if (!open || open[1] !== 'column') throw new Error(`${lineWhere}: only ":::column" blocks may sit inside ":::columns"`)
    const end = findContainerEnd(body, k, lineWhere)
    const { positional } = parseDirectiveArgs(open[2] ?? '', [], lineWhere)
    const ratio = positional.length ? Number(positional[0]) : null
    if (ratio !== null && !(ratio > 0 && ratio < 1)) throw new Error(`${lineWhere}: column ratio must be between 0 and 1, got "${positional[0]}"`)
    columns.push({ ratio, children: parseBlocks(body.slice(k + 1, end), ctx) })
    k = end + 1
  }
  if (columns.length < 2) throw new Error(`${where}: ":::columns" needs at least two ":::column" blocks`)
  return columns
}

/** `| a | b |` rows; a `|---|---|` line under the first row marks it as the header row. */
function splitRow(text: string): string[] {
  const t = text.trim()
  if (!t.startsWith('|') || !t.endsWith('|')) return []
  return t
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'))
}

function tableRows(body: Line[], where: string, ctx: Context): { rows: string[][]; header: boolean } {
  const rows: string[][] = []
  let header = false
  for (const line of body) {
    if (!line.text.trim()) continue
    const cells = splitRow(line.text)
    const lineWhere = `${ctx.fileName}:${line.n}`
    if (!cells.length) throw new Error(`${lineWhere}: table rows look like "| a | b |", got "${line.text.trim()}"`)
    if (cells.every((c) => /^:?-{3,}:?$/.test(c))) {
      if (rows.length !== 1) throw new Error(`${lineWhere}: a "|---|" separator only belongs under the first row`)
      header = true
      continue
    }
    if (rows.length && cells.length !== (rows[0] as string[]).length) {
      throw new Error(`${lineWhere}: row has ${cells.length} cells, the first row has ${(rows[0] as string[]).length}`)
    }
    rows.push(cells)
  }
  if (!rows.length) throw new Error(`${where}: table has no rows`)
  return { rows, header }
}

function parseTable(rest: string, body: Line[], where: string, ctx: Context): DemoNode {
  const { positional } = parseDirectiveArgs(rest, [], where)
  for (const word of positional) {
    if (word !== 'row-header') throw new Error(`${where}: ":::table" takes only the word "row-header", got "${word}"`)
  }
  const { rows, header } = tableRows(body, where, ctx)
  return { type: 'table', columnHeader: header, rowHeader: positional.includes('row-header'), rows: rows.map((r) => r.map((c) => parseInline(c))) }
}

function parseDatabase(rest: string, body: Line[], where: string, ctx: Context): DemoNode {
  const { positional, attrs } = parseDirectiveArgs(rest, ['views', 'group'], where)
  if (!positional.length) throw new Error(`${where}: ":::database" needs a title`)
  const views = (attrs.views ?? 'table').split(',').map((v) => v.trim())
  for (const view of views) {
    if (!(DATABASE_VIEW_TYPES as readonly string[]).includes(view)) {
      throw new Error(`${where}: unknown view "${view}" (known: ${DATABASE_VIEW_TYPES.join(', ')})`)
    }
  }
  const { rows } = tableRows(body, where, ctx)
  const [head, ...data] = rows
  const columns: DatabaseColumn[] = (head as string[]).map((cell, index) => {
    const [name = '', type = index === 0 ? 'title' : 'text'] = cell.split(':').map((s) => s.trim())
    if (!name) throw new Error(`${where}: database column ${index + 1} has no name`)
    if (!(DATABASE_COLUMN_TYPES as readonly string[]).includes(type)) {
      throw new Error(`${where}: column "${name}" has unknown type "${type}" (known: ${DATABASE_COLUMN_TYPES.join(', ')})`)
    }
    if ((index === 0) !== (type === 'title')) throw new Error(`${where}: the first column, and only it, is the title column`)
    return { name, type: type as DatabaseColumnType }
  })
  let groupBy: string | null = null
  if (views.includes('board')) {
    const select = attrs.group ? columns.find((c) => c.name === attrs.group) : columns.find((c) => c.type === 'select')
    if (!select || select.type !== 'select') throw new Error(`${where}: a board view groups by a select column; name one with group=<column>`)
    groupBy = select.name
  } else if (attrs.group) throw new Error(`${where}: group= only applies to a board view`)
  return { type: 'database', title: positional.join(' '), views: views as DatabaseViewType[], groupBy, columns, rows: data }
}

function parseLeaf(name: string, rest: string, where: string): DemoNode {
  if ((MEDIA_KINDS as readonly string[]).includes(name)) {
    const { positional, attrs } = parseDirectiveArgs(rest, ['caption'], where)
    return { type: 'media', kind: name as MediaKind, url: oneUrl(positional, name, where), caption: parseInline(attrs.caption ?? '') }
  }
  switch (name) {
    case 'bookmark': {
      const { positional, attrs } = parseDirectiveArgs(rest, ['title', 'description', 'icon', 'cover'], where)
      return {
        type: 'bookmark',
        url: oneUrl(positional, name, where),
        title: attrs.title ?? '',
        description: attrs.description ?? '',
        icon: attrs.icon ?? '',
        cover: attrs.cover ?? ''
      }
    }
    case 'file': {
      const { positional, attrs } = parseDirectiveArgs(rest, ['title', 'size'], where)
      const url = oneUrl(positional, name, where)
      return { type: 'file', url, title: attrs.title ?? url.split('/').pop() ?? url, size: attrs.size ?? '' }
    }
    case 'drive': {
      const { positional, attrs } = parseDirectiveArgs(rest, ['title', 'thumbnail', 'icon'], where)
      return { type: 'drive', url: oneUrl(positional, name, where), title: attrs.title ?? '', thumbnail: attrs.thumbnail ?? '', icon: attrs.icon ?? '' }
    }
    case 'toc':
      parseDirectiveArgs(rest, [], where)
      if (rest.trim()) throw new Error(`${where}: "::toc" takes no arguments`)
      return { type: 'toc' }
    case 'alias': {
      const { positional } = parseDirectiveArgs(rest, [], where)
      if (positional.length !== 1) throw new Error(`${where}: "::alias" takes the slug of the row it links to`)
      return { type: 'alias', slug: positional[0] as string }
    }
    case 'synced-ref': {
      const { positional } = parseDirectiveArgs(rest, [], where)
      if (positional.length !== 1) throw new Error(`${where}: "::synced-ref" takes the name of a ":::synced" block`)
      return { type: 'synced_ref', name: positional[0] as string }
    }
    default:
      throw new Error(`${where}: unknown directive "::${name}"`)
  }
}

function oneUrl(positional: string[], name: string, where: string): string {
  if (positional.length !== 1) throw new Error(`${where}: "::${name}" takes one URL, got ${positional.length} words`)
  const url = positional[0] as string
  if (!/^(https?:\/\/|\/)/.test(url)) throw new Error(`${where}: "::${name}" URL must start with / or http(s)://, got "${url}"`)
  return url
}
