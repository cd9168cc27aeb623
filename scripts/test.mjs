// `npm test`: everything, in the order a failure is cheapest to find: types, lint, unit and component
// tests, the production build, the container recipe rehearsed without Docker, then the browser suite
// against `next start`.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureChromium } from './find-chromium.mjs'

/** The second build, with optional features on, that the browser suite also runs against (see playwright.config.ts). */
const SETTINGS_BUILD_ENV = JSON.parse(readFileSync(new URL('../e2e/settings-build.json', import.meta.url), 'utf8')).env
/** The static export the browser suite serves with a plain file server (under BASE_PATH, see playwright.config.ts). */
const EXPORT_BUILD_ENV = JSON.parse(readFileSync(new URL('../e2e/export-build.json', import.meta.url), 'utf8')).env
/** The demo built through Notion's official API from the Notion test server, for the route walk (see playwright.config.ts). */
const OFFICIAL_BUILD = JSON.parse(readFileSync(new URL('../e2e/official-build.json', import.meta.url), 'utf8'))
/** The demo built through the web API from the test server hosting its images as Notion does, for the expiry test. */
const IMAGES_BUILD = JSON.parse(readFileSync(new URL('../e2e/images-build.json', import.meta.url), 'utf8'))

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? '' }

/** Jest's results as JSON, read at the end for the tests it skipped. */
const resultsDir = mkdtempSync(path.join(tmpdir(), 'quire-test-'))
const JEST_RESULTS = path.join(resultsDir, 'jest.json')

/**
 * One line per reason jest skipped tests (the skipped test's name says why and how to run it,
 * see describeWithRecordings), naming the suites: a skipped suite must not pass unnoticed.
 */
function skippedSummary() {
  if (!existsSync(JEST_RESULTS)) return []
  const { testResults } = JSON.parse(readFileSync(JEST_RESULTS, 'utf8'))
  const suitesByReason = new Map()
  for (const suite of testResults) {
    for (const test of suite.assertionResults) {
      if (test.status !== 'pending') continue
      const suites = suitesByReason.get(test.title) ?? new Set()
      suites.add(path.relative(process.cwd(), suite.name))
      suitesByReason.set(test.title, suites)
    }
  }
  return [...suitesByReason].map(([reason, suites]) => `[test] skipped ${suites.size} suite(s), ${[...suites].join(', ')}: ${reason}`)
}

function finish(code, lines) {
  const skipped = skippedSummary()
  rmSync(resultsDir, { recursive: true, force: true })
  const log = code === 0 ? console.log : console.error
  log([...lines, ...skipped].join('\n'))
  process.exit(code)
}

const steps = [
  ['types', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit and component tests', 'npx', ['jest', '--ci', '--json', `--outputFile=${JEST_RESULTS}`]],
  // First of the builds: Next builds an export in .next on its way to out/, which the next build replaces.
  ['static export', 'npx', ['tsx', 'scripts/build/export.ts'], EXPORT_BUILD_ENV],
  ['production build', 'npx', ['tsx', 'scripts/build/build.ts']],
  ['production build with optional features on', 'npx', ['tsx', 'scripts/build/build.ts'], SETTINGS_BUILD_ENV],
  ['production build through Notion\'s official API, from the Notion test server', 'npx', ['tsx', 'scripts/build/build-through-notion-server.ts', '--port', String(OFFICIAL_BUILD.notionServerPort)], OFFICIAL_BUILD.env],
  ['production build keeping its own images, from the Notion test server hosting them behind signed URLs', 'npx', ['tsx', 'scripts/build/build-through-notion-server.ts', '--port', String(IMAGES_BUILD.notionServerPort), '--hosted-files', '--file-expiry', String(IMAGES_BUILD.fileExpirySeconds)], IMAGES_BUILD.env],
  // Its own standalone build (.next-standalone), served from a folder outside the repository (scripts/deploy/rehearse.ts).
  ['container recipe, rehearsed without Docker', 'npx', ['tsx', 'scripts/deploy/rehearse.ts']],
  ['browser tests', 'npx', ['playwright', 'test']]
]

const results = []
for (const [name, command, args, extraEnv] of steps) {
  if (name === 'browser tests') {
    try {
      env.CHROMIUM_PATH = ensureChromium()
    } catch (error) {
      finish(1, [`\n[test] ${error.message}`])
    }
  }
  console.log(`\n[test] ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  results.push(`${name} ${run.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`)
  if (run.status !== 0) finish(run.status || 1, [`\n[test] ${name} failed (exit ${run.status ?? run.signal}).`, ...results])
}
finish(0, ['\n[test] all steps passed', ...results])
