import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { CONFIG_GROUPS } from '@/blog.config'
import { DEFAULT_CONFIG } from '@/lib/config'
import { THEME_MANIFESTS } from '@/themes/manifests'

/**
 * Every setting docs/settings.md lists does something: some code outside the settings files reads it.
 * A key declared, validated and documented while the code used a constant of its own (22 did,
 * found 2026-11-29) is a promise to the owner that the site does not keep.
 */

/** Settings knowingly not read, each saying so in its own description (and so in docs/settings.md). */
const NOT_READ_YET: string[] = []

const ROOT = path.resolve(__dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : []
  })
}

// The code that uses settings; the files that only declare them (conf/, a theme's config) or check
// their values (lib/config/rules.ts) are left out.
const code = ['lib', 'components', 'themes', 'pages']
  .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
  .filter((file) => !/(^|\/)(frame-)?config\.ts$/.test(file) && !file.endsWith('environment-only.ts') && !file.endsWith(path.join('lib', 'config', 'rules.ts')))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')

/** Read as `config.KEY`, `'KEY'`, or destructured (`{ KEY`, `, KEY`). */
function isRead(key: string): boolean {
  return new RegExp(`(\\.|'|"|\\{\\s*|,\\s*)${key}\\b`).test(code)
}

test.each(Object.keys(DEFAULT_CONFIG).filter((key) => !NOT_READ_YET.includes(key)))('the site reads %s', (key) => {
  expect(isRead(key)).toBe(true)
})

test.each(Object.values(THEME_MANIFESTS).flatMap(({ name: theme, config }) => Object.keys(config).filter((key) => !Object.hasOwn(DEFAULT_CONFIG, key)).map((key) => [theme, key])))(
  'the %s theme reads %s',
  (_, key) => {
    expect(isRead(key)).toBe(true)
  }
)

// jest refuses an empty table: the check runs while any setting is listed.
if (NOT_READ_YET.length > 0) test.each(NOT_READ_YET)('%s says it is not read yet, and nothing reads it (when something does, take it off the list)', (key) => {
  const group = Object.entries(CONFIG_GROUPS).find(([, values]) => Object.hasOwn(values, key))?.[0]
  const declared = readFileSync(path.join(ROOT, 'conf', `${group}.ts`), 'utf8')
  expect(declared).toMatch(new RegExp(`/\\*\\* Not read yet[^*]*\\*/\\s*\\n\\s*${key}:`))
  expect(isRead(key)).toBe(false)
})
