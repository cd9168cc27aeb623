import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_CONFIG } from '@/lib/config'
import { BUILT_THEME_NAMES } from '@/themes/catalog'
import { THEME_CONFIGS } from '@/themes/configs'
import { readmeSection, settingsSection, themeGallerySection } from '@/scripts/readme/sections'

const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8')

describe('README', () => {
  it('opens with the two commands: run the demo, run every test', () => {
    const firstBlock = readme.slice(readme.indexOf('```sh'), readme.indexOf('```', readme.indexOf('```sh') + 5))
    expect(firstBlock).toContain('npm install && npm run dev')
    expect(firstBlock).toContain('npm test')
  })

  it('documents every setting, the built themes\' own keys too (regenerate with `npx tsx scripts/env-table.ts --write`)', () => {
    const keys = [...Object.keys(DEFAULT_CONFIG), ...BUILT_THEME_NAMES.flatMap((name) => Object.keys(THEME_CONFIGS[name]))]
    const missing = keys.filter((key) => !readme.includes(`| \`${key}\` |`))
    expect(missing).toEqual([])
    expect(readmeSection(readme, 'settings')).toBe(settingsSection(path.join(__dirname, '..')))
  })

  it('shows every built theme in its gallery (regenerate with `npx tsx scripts/env-table.ts --write`)', () => {
    expect(readmeSection(readme, 'themes')).toBe(themeGallerySection(path.join(__dirname, '..')))
  })

  it('states the demo password', () => {
    expect(readme).toContain('quire-demo')
  })
})

describe('.ci/run', () => {
  it('installs with npm ci and then runs exactly the README test command', () => {
    const run = readFileSync(path.join(__dirname, '..', '.ci', 'run'), 'utf8')
    const commands = run.split('\n').filter((line) => line.trim() && !line.startsWith('#') && !/^(set|cd|export) /.test(line))
    expect(commands).toEqual(['npm ci --no-audit --no-fund', 'npm test'])
  })
})
