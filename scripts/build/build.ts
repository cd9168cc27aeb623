/**
 * `npm run build`: `next build`, then the compile hints on the built chunks (compile-hints.ts).
 * Takes the same environment as `next build`, QUIRE_DIST_DIR included.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { addCompileHints } from './compile-hints'

const build = spawnSync(process.execPath, [path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env }
})
if (build.status !== 0) process.exit(build.status ?? 1)

const distDir = path.resolve(process.env.QUIRE_DIST_DIR || '.next')
const { marked, skipped } = addCompileHints(distDir)
console.log(`compile hints: ${marked.length} chunks marked for eager compilation, ${skipped.length} large on-demand chunks left lazy`)
