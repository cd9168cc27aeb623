/**
 * `npm run export`: the whole site as files in `out/`, for any static host (GitHub Pages, Cloudflare
 * Pages, a bucket behind a CDN). `next build` with QUIRE_EXPORT=1 (next.config.js: output 'export',
 * pages as folders) renders every route of the site; then export-files.ts writes what a server
 * answers elsewhere: feeds, sitemap, robots.txt, social cards and the search index. Next builds in
 * .next on the way, so `npm run build` again before `npm start`.
 *
 * Stops before building when a setting needs a server (export-check.ts), naming it.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { addCompileHints } from './compile-hints'
import { drawCardsEnv, newBuildId } from './draw-cards-args'
import { exportBlockers } from './export-check'
import { writeExportHostFiles } from './export-host-files'

const OUT_DIR = path.resolve('out')

function fail(message: string): never {
  console.error(`[export] ${message}`)
  process.exit(1)
}

const blockers = exportBlockers(process.env)
if (blockers.length > 0) fail(`this site cannot be exported as static files:\n  - ${blockers.join('\n  - ')}`)

// What the browser's code reads (next.config.js inlines it into the build): the files written after
// the build read it too, from the environment, so their URLs carry BASE_PATH and folder paths.
const loadCommonJs = createRequire(__filename)
const { basePathOf } = loadCommonJs('../../next.config.js') as { basePathOf: (env: NodeJS.ProcessEnv) => string }
let basePath: string
try {
  basePath = basePathOf(process.env)
} catch (error) {
  fail((error as Error).message)
}

const started = performance.now()
const buildId = process.env.QUIRE_BUILD_ID?.trim() || newBuildId()
const env = { NEXT_TELEMETRY_DISABLED: '1', ...process.env, QUIRE_EXPORT: '1', QUIRE_BUILD_ID: buildId }

// Nothing of an earlier export survives into this one: a page removed since is gone from out/.
rmSync(OUT_DIR, { recursive: true, force: true })
const build = spawnSync(process.execPath, [path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], { stdio: 'inherit', env })
if (build.status !== 0) {
  rmSync(OUT_DIR, { recursive: true, force: true })
  fail(`next build failed (exit ${build.status ?? 'signal'}); out/ is left empty rather than half-exported`)
}
if (!existsSync(path.join(OUT_DIR, 'index.html'))) fail('next build wrote no out/index.html: is next.config.js reading QUIRE_EXPORT?')
try {
  console.log(`[export] wrote ${writeExportHostFiles(OUT_DIR).join(' and ')} for static hosts`)
} catch (error) {
  rmSync(OUT_DIR, { recursive: true, force: true })
  fail((error as Error).message)
}

const hints = addCompileHints('.next', path.join(OUT_DIR, '_next'))
console.log(`[export] compile hints: ${hints.marked.length} chunks marked`)

// Its own process, like the social cards after a build: reads the site data this build fetched.
const files = spawnSync(process.execPath, [path.join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(process.cwd(), 'scripts', 'build', 'export-files.ts'), OUT_DIR], {
  stdio: 'inherit',
  env: { ...env, ...drawCardsEnv(buildId), NEXT_PUBLIC_STATIC_EXPORT: '1', NEXT_PUBLIC_BASE_PATH: basePath }
})
if (files.status !== 0) {
  rmSync(OUT_DIR, { recursive: true, force: true })
  fail('writing the feeds, sitemap, cards and search index failed (above); out/ is removed rather than half-exported')
}
console.log(`[export] out/ is ready in ${((performance.now() - started) / 1000).toFixed(1)} s: serve it with any static file server`)
