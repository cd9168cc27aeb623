/**
 * Prints the README's table of configuration keys from conf/*.ts, so the table is never out of date:
 * `npx tsx scripts/env-table.ts`. A test checks the README names every key of DEFAULT_CONFIG.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { CONFIG_GROUPS } from '@/blog.config'

/** `/** doc *\/` followed by `KEY:` on the next line. */
const KEY_WITH_DOC = /\/\*\*\s*((?:(?!\*\/)[\s\S])*?)\s*\*\/\s*\n\s*([A-Z][A-Z0-9_]*):/g

function docsOf(file: string): Map<string, string> {
  const source = readFileSync(file, 'utf8')
  const docs = new Map<string, string>()
  for (const match of source.matchAll(KEY_WITH_DOC)) {
    const [, doc = '', key = ''] = match
    docs.set(key, doc.replace(/\s*\n\s*\*\s?/g, ' ').trim())
  }
  return docs
}

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  if (text === '') return '(empty)'
  const short = text.length > 40 ? `${text.slice(0, 37)}…` : text
  return `\`${short.replace(/\|/g, '\\|')}\``
}

const lines: string[] = []
for (const [group, values] of Object.entries(CONFIG_GROUPS)) {
  const docs = docsOf(path.join(process.cwd(), 'conf', `${group}.ts`))
  lines.push(`\n**${group}**\n`, '| key | default | what it does |', '|---|---|---|')
  for (const [key, value] of Object.entries(values)) {
    lines.push(`| \`${key}\` | ${shown(value)} | ${(docs.get(key) ?? '').replace(/\|/g, '\\|')} |`)
  }
}
console.log(lines.join('\n'))
