/**
 * The generated sections of the docs: the settings tables in docs/settings.md (from conf/*.ts and
 * each built theme's config.ts, with their TSDoc lines) and the theme gallery in README.md (from
 * the theme registry, themes/manifests.ts, and the pictures `npm run screenshots` draws). `npx tsx scripts/env-table.ts
 * --write` puts them in their files; a test fails when a file differs from what they generate.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { CONFIG_GROUPS } from '@/blog.config'
import { ENVIRONMENT_ONLY_KEYS } from '@/lib/config/environment-only'
import { THEME_MANIFESTS, THEME_NAMES } from '@/themes/manifests'

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

function table(title: string, values: Record<string, unknown>, docs: Map<string, string>): string[] {
  const lines = [`\n**${title}**\n`, '| key | default | what it does |', '|---|---|---|']
  for (const [key, value] of Object.entries(values)) {
    const doc = `${docs.get(key) ?? ''}${ENVIRONMENT_ONLY_KEYS.has(key) ? ' Environment only: a Config row cannot set it.' : ''}`
    lines.push(`| \`${key}\` | ${shown(value)} | ${doc.replace(/\|/g, '\\|')} |`)
  }
  return lines
}

/** Every setting: the site's groups, then each built theme's own keys. */
export function settingsSection(root: string): string {
  const lines: string[] = []
  for (const [group, values] of Object.entries(CONFIG_GROUPS)) {
    lines.push(...table(group, values, docsOf(path.join(root, 'conf', `${group}.ts`))))
  }
  for (const name of THEME_NAMES) {
    // A theme may keep the keys its frame reads in frame-config.ts (config.ts spreads them in), so a post loads only those.
    const files = ['frame-config.ts', 'config.ts'].map((file) => path.join(root, 'themes', name, file)).filter((file) => existsSync(file))
    const docs = new Map(files.flatMap((file) => [...docsOf(file)]))
    lines.push(...table(`theme: ${name}`, THEME_MANIFESTS[name].config, docs))
  }
  return lines.join('\n').trim()
}

/** Where `npm run screenshots` puts a theme's picture, relative to the repository. */
export function themePicture(name: string): string {
  return `docs/themes/${name}.jpg`
}

/** The gallery: each built theme's picture and one line, two to a row. */
export function themeGallerySection(root: string): string {
  const cells = THEME_NAMES.map((name) => {
    const picture = themePicture(name)
    const image = existsSync(path.join(root, picture)) ? `<img src="${picture}" alt="The ${name} theme's home" width="400"><br>` : ''
    return `${image}<b>${name}</b>: ${THEME_MANIFESTS[name].description}`
  })
  const rows: string[] = []
  for (let i = 0; i < cells.length; i += 2) {
    rows.push(`<tr>${cells.slice(i, i + 2).map((cell) => `<td valign="top" width="50%">${cell}</td>`).join('')}</tr>`)
  }
  return ['<table>', ...rows, '</table>'].join('\n')
}

/** Where each generated section lives, relative to the repository. */
export const SECTION_FILES = { settings: 'docs/settings.md', themes: 'README.md' } as const

/** A Markdown file's text between `<!-- {name}:start -->` and `<!-- {name}:end -->`. */
export function markedSection(markdown: string, name: string): string | null {
  const start = markdown.indexOf(`<!-- ${name}:start -->`)
  const end = markdown.indexOf(`<!-- ${name}:end -->`)
  if (start < 0 || end < start) return null
  return markdown.slice(start + `<!-- ${name}:start -->`.length, end).trim()
}

/** A Markdown file's text with a marked section replaced; `file` names it in the error when the markers are missing. */
export function withMarkedSection(markdown: string, name: string, body: string, file: string): string {
  const start = markdown.indexOf(`<!-- ${name}:start -->`)
  const end = markdown.indexOf(`<!-- ${name}:end -->`)
  if (start < 0 || end < start) throw new Error(`${file} has no <!-- ${name}:start --> … <!-- ${name}:end --> markers`)
  return `${markdown.slice(0, start)}<!-- ${name}:start -->\n${body}\n${markdown.slice(end)}`
}
