// `npm test`: everything, in the order a failure is cheapest to find: types, lint, unit and component
// tests, the production build, then the browser suite against `next start`.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { ensureChromium } from './find-chromium.mjs'

/** The second build, with optional features on, that the browser suite also runs against (see playwright.config.ts). */
const SETTINGS_BUILD_ENV = JSON.parse(readFileSync(new URL('../e2e/settings-build.json', import.meta.url), 'utf8')).env

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? '' }

const steps = [
  ['types', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit and component tests', 'npx', ['jest', '--ci']],
  ['production build', 'npx', ['tsx', 'scripts/build/build.ts']],
  ['production build with optional features on', 'npx', ['tsx', 'scripts/build/build.ts'], SETTINGS_BUILD_ENV],
  ['browser tests', 'npx', ['playwright', 'test']]
]

const results = []
for (const [name, command, args, extraEnv] of steps) {
  if (name === 'browser tests') {
    try {
      env.CHROMIUM_PATH = ensureChromium()
    } catch (error) {
      console.error(`\n[test] ${error.message}`)
      process.exit(1)
    }
  }
  console.log(`\n[test] ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  results.push(`${name} ${run.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`)
  if (run.status !== 0) {
    console.error(`\n[test] ${name} failed (exit ${run.status ?? run.signal}).`)
    console.error(results.join('\n'))
    process.exit(run.status || 1)
  }
}
console.log(`\n[test] all steps passed\n${results.join('\n')}`)
