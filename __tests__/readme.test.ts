import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_CONFIG } from '@/lib/config'
import { THEME_MANIFESTS, THEME_NAMES } from '@/themes/manifests'
import { readmeSection, settingsSection, themeGallerySection } from '@/scripts/readme/sections'

const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8')

describe('README', () => {
  it('opens with the two commands: run the demo, run every test', () => {
    const firstBlock = readme.slice(readme.indexOf('```sh'), readme.indexOf('```', readme.indexOf('```sh') + 5))
    expect(firstBlock).toContain('npm install && npm run dev')
    expect(firstBlock).toContain('npm test')
  })

  it('documents every setting, the built themes\' own keys too (regenerate with `npx tsx scripts/env-table.ts --write`)', () => {
    const keys = [...Object.keys(DEFAULT_CONFIG), ...THEME_NAMES.flatMap((name) => Object.keys(THEME_MANIFESTS[name].config))]
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
  const script = readFileSync(path.join(__dirname, '..', '.ci', 'run'), 'utf8')

  it('installs with npm ci and then runs exactly the README test command', () => {
    const commands = script.split('\n').filter((line) => /^npm /.test(line))
    expect(commands).toEqual(['npm ci --no-audit --no-fund', 'npm test'])
  })

  /**
   * Runs a copy of the script in `<root>/quire/.ci/run`, with an `npm` on PATH that only writes down
   * how it was called and which recordings folder it was given: CI's own steps never run here.
   */
  function runCi(root: string, env: Record<string, string>) {
    mkdirSync(path.join(root, 'quire', '.ci'), { recursive: true })
    mkdirSync(path.join(root, 'bin'), { recursive: true })
    writeFileSync(path.join(root, 'quire', '.ci', 'run'), script)
    const log = path.join(root, 'npm.log')
    writeFileSync(path.join(root, 'bin', 'npm'), `#!/bin/sh\necho "npm $* with $NOTION_RECORDINGS_DIR" >> "${log}"\n`, { mode: 0o755 })
    const { NOTION_RECORDINGS_DIR: _ignored, ...rest } = process.env
    const run = spawnSync('bash', [path.join(root, 'quire', '.ci', 'run')], { env: { ...rest, PATH: `${path.join(root, 'bin')}:${process.env.PATH}`, ...env }, encoding: 'utf8' })
    return { status: run.status, stderr: run.stderr, npm: existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [] }
  }

  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'quire-ci-'))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('hands the suites the recordings beside the clone, so CI never skips them', () => {
    const recordings = path.join(root, 'shared', 'notion-recordings')
    mkdirSync(recordings, { recursive: true })
    const result = runCi(root, {})
    expect(result.status).toBe(0)
    expect(result.npm).toEqual([`npm ci --no-audit --no-fund with ${recordings}`, `npm test with ${recordings}`])
  })

  it('stops before installing anything, saying why, when the recordings are missing', () => {
    const result = runCi(root, {})
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`no Notion recordings at ${path.join(root, 'shared', 'notion-recordings')}`)
    expect(result.npm).toEqual([])
    expect(runCi(root, { NOTION_RECORDINGS_DIR: path.join(root, 'elsewhere') }).status).toBe(1)
  })
})
