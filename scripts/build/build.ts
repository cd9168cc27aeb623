/**
 * `npm run build`: `next build`, then the compile hints on the built chunks (compile-hints.ts), then
 * the social cards of the site and its newest pages (`SOCIAL_CARDS_AT_BUILD`, draw-cards.ts).
 * Takes the same environment as `next build`, QUIRE_DIST_DIR included.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { shipMirroredImages } from '@/lib/images/copy-mirrored-images'
import { cardsAtBuild } from '@/lib/seo/site-cards-by-key'
import { KEPT_IMAGE_FILES_DIR, shippedImagesDir } from '@/lib/site/cache-dir'
import { addCompileHints } from './compile-hints'
import { drawCardsArgs, drawCardsEnv, newBuildId } from './draw-cards-args'

// A malformed count stops the build before it starts, not after minutes of it.
const cardLimit = cardsAtBuild(process.env)
const buildId = process.env.QUIRE_BUILD_ID?.trim() || newBuildId()

const build = spawnSync(process.execPath, [path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, QUIRE_BUILD_ID: buildId }
})
if (build.status !== 0) process.exit(build.status ?? 1)

const distDir = path.resolve(process.env.QUIRE_DIST_DIR || '.next')
const { marked, skipped } = addCompileHints(distDir)
console.log(`compile hints: ${marked.length} chunks marked for eager compilation, ${skipped.length} large on-demand chunks left lazy`)

// The kept images travel with the build, for a server started without its cache (a container).
const shipped = shipMirroredImages(path.resolve(KEPT_IMAGE_FILES_DIR), shippedImagesDir(distDir))
if (shipped > 0) console.log(`kept images: ${shipped} files in ${path.relative(process.cwd(), shippedImagesDir(distDir))}`)

if (cardLimit > 0) {
  // A card that cannot be drawn now is drawn by the server on its first request: say so, do not fail the build.
  const cards = spawnSync(process.execPath, drawCardsArgs(process.cwd()), { stdio: 'inherit', env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...drawCardsEnv(buildId) } })
  if (cards.status !== 0) console.warn('[quire] social cards were not drawn at build; the server draws each on its first request')
}
