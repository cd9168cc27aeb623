/**
 * scripts/deploy/assemble-standalone.sh, run on a small project made up in a temporary folder: a
 * fake standalone build, so the list of files and every refusal are checked without a real build
 * (the rehearsal, scripts/deploy/rehearse.ts, runs it on a real one).
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const SCRIPTS = path.join(__dirname, '..', '..', '..', 'scripts', 'deploy')

let project: string
let target: string

function write(file: string, text = '') {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
}

/** A project with the two scripts and a public folder. */
function makeBareProject() {
  for (const file of ['assemble-standalone.sh', 'healthcheck.mjs']) write(path.join(project, 'scripts', 'deploy', file), readFileSync(path.join(SCRIPTS, file), 'utf8'))
  write(path.join(project, 'public', 'favicon.svg'), '<svg/>')
}

/** ...and a standalone build in `dist` with id `id`. */
function makeProject(dist = '.next', id = 'build-1') {
  makeBareProject()
  write(path.join(project, dist, 'BUILD_ID'), id)
  write(path.join(project, dist, 'static', 'chunks', 'app.js'), 'js')
  write(path.join(project, dist, 'standalone', 'server.js'), '// server')
  write(path.join(project, dist, 'standalone', dist, 'BUILD_ID'), id)
  write(path.join(project, dist, 'standalone', 'node_modules', 'next', 'package.json'), '{}')
  write(path.join(project, dist, 'standalone', '.env'), 'NOTION_ACCESS_TOKEN=secret')
  write(path.join(project, dist, 'standalone', '.env.production'), 'REVALIDATE_SECRET=secret')
  // What tracing would copy from the build machine's cache if next.config.js did not exclude it.
  write(path.join(project, dist, 'standalone', '.next', 'cache', 'quire', 'last-sync.json'), '{"lastSyncAt":"2026-01-01T00:00:00.000Z"}')
}

function assemble(...args: string[]) {
  const run = spawnSync('sh', [path.join(project, 'scripts', 'deploy', 'assemble-standalone.sh'), ...args], { cwd: project, encoding: 'utf8' })
  return { status: run.status, out: run.stdout, err: run.stderr.trim() }
}

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'quire-assemble-'))
  target = path.join(mkdtempSync(path.join(tmpdir(), 'quire-assembled-')), 'app')
})
afterEach(() => {
  rmSync(project, { recursive: true, force: true })
  rmSync(path.dirname(target), { recursive: true, force: true })
})

test('the runtime folder: the standalone server, its build\'s static files, public, the health check, an empty cache; no .env', () => {
  makeProject()
  const result = assemble('.next', target)
  expect(result.err).toBe('')
  expect(result.status).toBe(0)
  expect(readdirSync(target).sort()).toEqual(['.next', 'healthcheck.mjs', 'node_modules', 'public', 'server.js'])
  expect(readFileSync(path.join(target, '.next', 'static', 'chunks', 'app.js'), 'utf8')).toBe('js')
  expect(existsSync(path.join(target, 'public', 'favicon.svg'))).toBe(true)
  expect(readdirSync(path.join(target, '.next', 'cache'))).toEqual([])
  expect(readFileSync(path.join(target, 'healthcheck.mjs'), 'utf8')).toBe(readFileSync(path.join(SCRIPTS, 'healthcheck.mjs'), 'utf8'))
  expect(result.out).toContain('left out .env:')
  expect(result.out).toContain('left out .env.production:')
  expect(result.out).toContain("left out the build's .next/cache")
  expect(result.out).toContain('holds the server of build build-1')
})

test('the kept images the build shipped go with the server, whose own cache starts empty', () => {
  makeProject()
  write(path.join(project, '.next', 'server', 'quire-images', '0123456789abcdef-800.webp'), 'webp')
  expect(assemble('.next', target).status).toBe(0)
  expect(readFileSync(path.join(target, '.next', 'server', 'quire-images', '0123456789abcdef-800.webp'), 'utf8')).toBe('webp')
  expect(readdirSync(path.join(target, '.next', 'cache'))).toEqual([])
})

test('a build folder of another name keeps it inside the runtime folder (the rehearsal\'s .next-standalone)', () => {
  makeProject('.next-standalone')
  expect(assemble('.next-standalone', target).status).toBe(0)
  expect(existsSync(path.join(target, '.next-standalone', 'static', 'chunks', 'app.js'))).toBe(true)
  // Quire's own cache is .next/cache whatever the build folder is called (lib/site/get-site-data.ts).
  expect(existsSync(path.join(target, '.next', 'cache'))).toBe(true)
})

test.each([
  ['no arguments', () => [], /usage: assemble-standalone.sh <dist> <target> \(got 0 arguments\)/],
  ['no build folder', () => ['.next', target], /no build folder at \.next: run QUIRE_STANDALONE=1 npm run build first/],
  ['a build that did not finish', () => (mkdirSync(path.join(project, '.next')), ['.next', target]), /holds no finished build \(no BUILD_ID\)/]
])('refuses %s, saying what to do', (_name, args, message) => {
  makeBareProject()
  const result = assemble(...args())
  expect(result.status).toBe(1)
  expect(result.err).toMatch(message)
  expect(existsSync(target)).toBe(false)
})

test('refuses a build made without QUIRE_STANDALONE=1', () => {
  makeProject()
  rmSync(path.join(project, '.next', 'standalone'), { recursive: true })
  const result = assemble('.next', target)
  expect(result.status).toBe(1)
  expect(result.err).toMatch(/\.next was built without the standalone server \(.*\/\.next\/standalone\/server\.js is missing\): build with QUIRE_STANDALONE=1 npm run build/)
})

test('refuses a standalone folder left from another build', () => {
  makeProject()
  writeFileSync(path.join(project, '.next', 'BUILD_ID'), 'build-2')
  const result = assemble('.next', target)
  expect(result.status).toBe(1)
  expect(result.err).toMatch(/standalone is not from the build in .*\.next \(its BUILD_ID differs or is missing\)/)
})

test('refuses a build folder outside the project', () => {
  makeProject()
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'quire-elsewhere-'))
  try {
    cpSync(path.join(project, '.next'), elsewhere, { recursive: true })
    const result = assemble(elsewhere, target)
    expect(result.status).toBe(1)
    expect(result.err).toContain(`is not inside the project`)
  } finally {
    rmSync(elsewhere, { recursive: true, force: true })
  }
})

test('never writes over a folder that holds anything', () => {
  makeProject()
  write(path.join(target, 'keep.txt'), 'mine')
  const result = assemble('.next', target)
  expect(result.status).toBe(1)
  expect(result.err).toContain(`${target} is not empty: give a new folder, nothing in it is overwritten`)
  expect(readdirSync(target)).toEqual(['keep.txt'])
})
