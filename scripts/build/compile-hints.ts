import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * V8's explicit compile hint (Chrome 136+): at the very top of a script it asks V8 to compile
 * every function in it eagerly, on the background thread that parses the script as it streams
 * in. Without it, each function is compiled on the main thread when first called, which on a
 * page load means while the page starts and hydrates: long tasks a visitor feels as a page that
 * does not answer (Lighthouse's Total Blocking Time). Browsers without it read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Chunks outside the pages' first load are marked too when at most this big: themes, layouts and
 * the shared parts that hydrate server HTML, nearly all of whose code runs when they arrive.
 * Bigger ones are libraries loaded for one kind of block (pdf.js, KaTeX), of which a page calls
 * a fraction; compiling all of them would cost memory and background time for nothing.
 */
export const LAZY_CHUNK_MAX_BYTES = 128 * 1024

interface BuildManifest {
  rootMainFiles?: string[]
  polyfillFiles?: string[]
  pages?: Record<string, string[]>
}

/** The JS files a page's first load runs, as Next's build manifest lists them (relative to the dist dir). */
function firstLoadFiles(distDir: string): Set<string> {
  const file = path.join(distDir, 'build-manifest.json')
  if (!existsSync(file)) throw new Error(`compile hints: ${file} is missing; run next build first`)
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BuildManifest
  const listed = [...(manifest.rootMainFiles ?? []), ...(manifest.polyfillFiles ?? []), ...Object.values(manifest.pages ?? {}).flat()]
  return new Set(listed.filter((name) => name.endsWith('.js')).map((name) => path.normalize(name)))
}

export interface CompileHintsResult {
  marked: string[]
  skipped: string[]
}

/**
 * Puts COMPILE_HINT on top of the built chunks a page runs as it loads (see LAZY_CHUNK_MAX_BYTES).
 * Run after `next build` (scripts/build/build.ts does); running it again changes nothing. A static
 * export's copies of the chunks are in `out/_next` (`staticRoot`), its manifests still in the dist dir.
 */
export function addCompileHints(distDir: string, staticRoot: string = distDir): CompileHintsResult {
  const firstLoad = firstLoadFiles(distDir)
  const chunksDir = path.join(staticRoot, 'static', 'chunks')
  const result: CompileHintsResult = { marked: [], skipped: [] }
  for (const name of readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js')) continue
    const file = path.join(chunksDir, name)
    const relative = path.normalize(path.join('static', 'chunks', name))
    if (!firstLoad.has(relative) && statSync(file).size > LAZY_CHUNK_MAX_BYTES) {
      result.skipped.push(relative)
      continue
    }
    const code = readFileSync(file, 'utf8')
    if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + code)
    result.marked.push(relative)
  }
  return result
}
