import fs from 'node:fs'
import path from 'node:path'
import BLOG, { CONFIG_GROUPS } from '@/blog.config'

const CONF_DIR = path.join(__dirname, '../../conf')

describe('the config groups of conf/', () => {
  test('a key belongs to exactly one group, so assembling never overwrites one silently', () => {
    const seen = new Map<string, string>()
    for (const [group, values] of Object.entries(CONFIG_GROUPS)) {
      for (const key of Object.keys(values)) {
        expect(`${key} in ${seen.get(key) ?? group}`).toBe(`${key} in ${group}`)
        seen.set(key, group)
      }
    }
  })

  test('blog.config.ts holds every key of every group, and nothing else', () => {
    const groupKeys = Object.values(CONFIG_GROUPS).flatMap((values) => Object.keys(values))
    expect(Object.keys(BLOG).sort()).toEqual(groupKeys.sort())
  })

  /** The files of conf/ that are not a group of settings: the identity function that types a group, and the value types. */
  const NOT_GROUPS = ['define-config.ts', 'types.ts']

  test('every group file is assembled into blog.config.ts', () => {
    const files = fs.readdirSync(CONF_DIR).filter((file) => file.endsWith('.ts') && !NOT_GROUPS.includes(file))
    expect(files.map((file) => file.replace(/\.ts$/, '')).sort()).toEqual(Object.keys(CONFIG_GROUPS).sort())
  })

  test('keys are UPPER_SNAKE_CASE, the shape an environment variable can have', () => {
    for (const key of Object.keys(BLOG)) expect(key).toMatch(/^[A-Z][A-Z0-9_]*$/)
  })

  test('values are plain JSON kinds, never null', () => {
    for (const [key, value] of Object.entries(BLOG)) {
      expect([key, value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value]).toEqual([
        key,
        expect.stringMatching(/^(string|number|boolean|array|object)$/)
      ])
    }
  })

  test('every key has a one-line TSDoc comment right above it', () => {
    const documented: string[] = []
    for (const file of fs.readdirSync(CONF_DIR).filter((name) => name.endsWith('.ts') && name !== 'rules.ts')) {
      const lines = fs.readFileSync(path.join(CONF_DIR, file), 'utf8').split('\n')
      lines.forEach((line, index) => {
        const key = /^ {2}([A-Z][A-Z0-9_]*):/.exec(line)?.[1]
        if (!key) return
        const above = lines[index - 1]?.trim() ?? ''
        expect(`${file} ${key}: ${above}`).toMatch(new RegExp(`^${file} ${key}: /\\*\\* .+ \\*/$`))
        documented.push(key)
      })
    }
    expect(documented.sort()).toEqual(Object.keys(BLOG).sort())
  })
})
