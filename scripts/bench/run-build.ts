import { execFile, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { shipMirroredImages } from '@/lib/images/copy-mirrored-images'
import { KEPT_IMAGE_FILES_DIR, shippedImagesDir } from '@/lib/site/cache-dir'
import { addCompileHints } from '../build/compile-hints'
import { drawCardsArgs, drawCardsEnv, newBuildId } from '../build/draw-cards-args'

/** How often the build's memory is sampled: often enough to catch a worker's peak. */
const SAMPLE_MS = 250

export interface BuildResult {
  ok: boolean
  wallMs: number
  /** Peak of the summed resident memory of the build and every process it started. */
  peakRssBytes: number
  /** What made up that peak, process by process (`next build 612 MiB + node worker 430 MiB`), largest first. */
  peakBreakdown: string
  /** The last lines of its output, for the report when it fails. */
  tail: string
}

/** The `ps` table of every process: pid, parent pid, resident KiB, command line. Asynchronous, see `runBuild`. */
function psTable(): Promise<string> {
  return new Promise((resolve) => {
    execFile('ps', ['-e', '-o', 'pid=,ppid=,rss=,args='], { encoding: 'utf8', maxBuffer: 8 * 1024 * 1024 }, (error, stdout) => resolve(error ? '' : stdout))
  })
}

/** A process's command line as a short label: the script it runs (`next build`, `jest-worker/processChild.js`), not its path. */
function processLabel(args: string): string {
  const words = args.split(/\s+/).filter((word) => !word.startsWith('-'))
  const script = words.slice(1).find((word) => /\.(m?js|ts)$|\/next$/.test(word)) ?? words[0] ?? '?'
  const name = script.split('/').slice(-2).join('/')
  return /\/next$/.test(script) ? `next ${words[words.indexOf(script) + 1] ?? ''}`.trim() : name
}

/** Summed resident memory of `root` and every descendant, read from a `ps` table. */
function treeRss(table: string, root: number): { total: number; parts: Array<[string, number]> } {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  const labels = new Map<number, string>()
  for (const line of table.trim().split('\n')) {
    const match = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line)
    if (!match) continue
    const [pid, ppid, kb] = [Number(match[1]), Number(match[2]), Number(match[3])]
    rss.set(pid, kb * 1024)
    labels.set(pid, processLabel(match[4] ?? ''))
    children.set(ppid, [...(children.get(ppid) ?? []), pid])
  }
  let total = 0
  const parts: Array<[string, number]> = []
  const stack = [root]
  while (stack.length > 0) {
    const pid = stack.pop() as number
    const bytes = rss.get(pid) ?? 0
    total += bytes
    if (pid !== root && bytes > 0) parts.push([labels.get(pid) ?? String(pid), bytes])
    stack.push(...(children.get(pid) ?? []))
  }
  return { total, parts: parts.sort((a, b) => b[1] - a[1]) }
}

/** `next build` and the cards drawn at build in `siteDir` with `env`, timed and its memory sampled. */
export function runBuild(siteDir: string, env: Record<string, string>): Promise<BuildResult> {
  const started = Date.now()
  // `next build`, then the social cards `npm run build` draws (scripts/build/build.ts), timed and sampled as one.
  const quote = (arg: string) => `'${arg.replaceAll("'", "'\\''")}'`
  const nextBuild = [process.execPath, path.join(siteDir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'].map(quote).join(' ')
  const buildId = env.QUIRE_BUILD_ID ?? newBuildId()
  const cardsEnv = Object.entries(drawCardsEnv(buildId)).map(([key, value]) => `${key}=${quote(value)}`)
  const drawCards = ['env', ...cardsEnv].join(' ') + ' ' + [process.execPath, ...drawCardsArgs(siteDir)].map(quote).join(' ')
  const child = spawn('sh', ['-c', `${nextBuild} && ${drawCards}`], {
    cwd: siteDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, QUIRE_BUILD_ID: buildId },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let peak = 0
  let peakParts: Array<[string, number]> = []
  // Never a blocking `ps`: the test server answering the build runs in this process, and on a busy
  // machine a synchronous call every 250 ms stalled its answers and slowed the very sync being timed.
  let sampling = false
  const sampler = setInterval(() => {
    if (!child.pid || sampling) return
    const pid = child.pid
    sampling = true
    void psTable().then((table) => {
      sampling = false
      const sample = treeRss(table, pid)
      if (sample.total > peak) {
        peak = sample.total
        peakParts = sample.parts
      }
    })
  }, SAMPLE_MS)
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearInterval(sampler)
      // What `npm run build` adds after `next build` (scripts/build/build.ts), so the pages measured are the ones a site ships.
      const distDir = path.join(siteDir, env.QUIRE_DIST_DIR ?? '.next')
      if (code === 0) {
        addCompileHints(distDir)
        shipMirroredImages(path.join(siteDir, KEPT_IMAGE_FILES_DIR), shippedImagesDir(distDir))
      }
      const peakBreakdown = peakParts
        .filter(([, bytes]) => bytes >= 10 * 1024 * 1024)
        .map(([label, bytes]) => `${label} ${Math.round(bytes / (1024 * 1024))} MiB`)
        .join(' + ')
      resolve({ ok: code === 0, wallMs: Date.now() - started, peakRssBytes: peak, peakBreakdown, tail: output.split('\n').slice(-25).join('\n') })
    })
  })
}

/** Bytes under `dir`, leaving out the folders named in `skip` (relative to `dir`). */
export function folderBytes(dir: string, skip: string[] = []): number {
  let total = 0
  const walk = (current: string, relative: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name
      if (skip.includes(rel)) continue
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) walk(full, rel)
      else if (entry.isFile()) total += statSync(full).size
    }
  }
  walk(dir, '')
  return total
}

/** Where the site copy notes which lockfile its node_modules were linked from. */
const LINKED_LOCK = '.quire-bench-linked-lock'

/** The project's installed-package record (`npm ci` writes it), or '' when there is none. */
function installedRecord(projectDir: string): string {
  for (const file of [path.join('node_modules', '.package-lock.json'), 'package-lock.json']) {
    try {
      return readFileSync(path.join(projectDir, file), 'utf8')
    } catch {
      // Not there: try the next.
    }
  }
  return ''
}

/**
 * A copy of the project to build in, so the bench never touches the working tree's `.next`:
 * sources copied, node_modules hard-linked (Turbopack will not follow a symlink out of the project).
 * The links are made again whenever the project's installed packages changed since they were made
 * (a package added since the last bench would otherwise be missing from the copy).
 */
export function prepareSiteCopy(projectDir: string, siteDir: string): void {
  mkdirSync(siteDir, { recursive: true })
  for (const entry of readdirSync(siteDir)) {
    if (entry !== '.next' && entry !== 'node_modules') rmSync(path.join(siteDir, entry), { recursive: true, force: true })
  }
  execFileSync('sh', ['-c', `tar -C "${projectDir}" --exclude=./.next --exclude=./node_modules --exclude=./.bench --exclude=./.git --exclude=./test-results -cf - . | tar -C "${siteDir}" -xf -`])
  const installed = installedRecord(projectDir)
  const stamp = path.join(siteDir, 'node_modules', LINKED_LOCK)
  let linkedFrom: string | undefined
  try {
    statSync(path.join(siteDir, 'node_modules', 'next', 'package.json'))
    linkedFrom = readFileSync(stamp, 'utf8')
  } catch {
    linkedFrom = undefined
  }
  if (linkedFrom === installed) return
  rmSync(path.join(siteDir, 'node_modules'), { recursive: true, force: true })
  try {
    execFileSync('cp', ['-al', path.join(projectDir, 'node_modules'), path.join(siteDir, 'node_modules')])
  } catch {
    // Another filesystem: hard links cannot cross it, a copy can.
    rmSync(path.join(siteDir, 'node_modules'), { recursive: true, force: true })
    execFileSync('cp', ['-a', path.join(projectDir, 'node_modules'), path.join(siteDir, 'node_modules')])
  }
  // A new file in the copy's own folder: the project's node_modules never sees it.
  writeFileSync(stamp, installed)
}
