import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_CONFIG } from '@/lib/config'
import { THEME_MANIFESTS, THEME_NAMES } from '@/themes/manifests'
import { markedSection, SECTION_FILES, settingsSection, themeGallerySection } from '@/scripts/readme/sections'

const ROOT = path.join(__dirname, '..')
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
const settingsDoc = readFileSync(path.join(ROOT, SECTION_FILES.settings), 'utf8')

describe('README', () => {
  it('opens with the two commands: run the demo, run every test', () => {
    const firstBlock = readme.slice(readme.indexOf('```sh'), readme.indexOf('```', readme.indexOf('```sh') + 5))
    expect(firstBlock).toContain('npm install && npm run dev')
    expect(firstBlock).toContain('npm test')
  })

  it('shows every built theme in its gallery (regenerate with `npx tsx scripts/env-table.ts --write`)', () => {
    expect(markedSection(readme, 'themes')).toBe(themeGallerySection(ROOT))
  })

  it('states the demo password', () => {
    expect(readme).toContain('quire-demo')
  })
})

describe('docs/settings.md', () => {
  it('documents every setting, the built themes\' own keys too (regenerate with `npx tsx scripts/env-table.ts --write`)', () => {
    const keys = [...Object.keys(DEFAULT_CONFIG), ...THEME_NAMES.flatMap((name) => Object.keys(THEME_MANIFESTS[name].config))]
    const missing = keys.filter((key) => !settingsDoc.includes(`| \`${key}\` |`))
    expect(missing).toEqual([])
    expect(markedSection(settingsDoc, 'settings')).toBe(settingsSection(ROOT))
  })
})

describe('README and docs/', () => {
  const docs = readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md'))

  it('stays a front door of about 300 lines at most', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(320)
  })

  it('links every page of docs/ from the README', () => {
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.filter((name) => !readme.includes(`](docs/${name}`))).toEqual([])
  })

  /** GitHub's id for a heading: lower case, punctuation dropped, spaces as dashes. */
  const headingId = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}_\s-]/gu, '').replace(/\s/g, '-')
  const headingIds = (markdown: string) => new Set([...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingId(match[1] ?? '')))

  it('links only files and headings that exist, from the README and from every page of docs/', () => {
    const pages = [{ file: 'README.md', dir: ROOT }, ...docs.map((name) => ({ file: `docs/${name}`, dir: path.join(ROOT, 'docs') }))]
    const broken = pages.flatMap(({ file, dir }) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8')
      // Relative Markdown links only: an address with a scheme, or an anchor in the same page, is not a file here.
      const links = [...text.matchAll(/\]\(([^)\s#]+)(?:#([^)\s]*))?\)/g)].filter((match) => !/^[a-z]+:/.test(match[1] ?? ''))
      return links.flatMap(([, target = '', anchor]) => {
        const linked = path.join(dir, target)
        if (!existsSync(linked)) return [`${file} → ${target}`]
        if (anchor && !headingIds(readFileSync(linked, 'utf8')).has(anchor)) return [`${file} → ${target}#${anchor}`]
        return []
      })
    })
    expect(broken).toEqual([])
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
