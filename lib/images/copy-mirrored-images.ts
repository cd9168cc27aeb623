import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { mirroredFileName } from './image-store'
import { MIRROR_WIDTHS } from './process-image'

/** A kept image's address in a page, a page's data or a feed. */
const KEPT_REFERENCE = /\/api\/img\/([\da-f]{16})-\d+\.webp/g
/** Files of an export that can name an image. */
const TEXT_FILES = /\.(?:html|json|xml|txt)$/

async function* textFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* textFiles(file)
    else if (TEXT_FILES.test(entry.name)) yield file
  }
}

/**
 * A static export has no server to answer `/api/img/...`: the kept images its pages, data and feeds
 * name are copied into `<outDir>/api/img/` (every width, so a zoomed image is there too). An image named
 * but missing from the store is listed: the export is then incomplete, and says so.
 */
export async function copyMirroredImages(outDir: string, filesDir: string): Promise<{ copied: number; missing: string[] }> {
  const hashes = new Set<string>()
  for await (const file of textFiles(outDir)) {
    for (const match of (await readFile(file, 'utf8')).matchAll(KEPT_REFERENCE)) if (match[1]) hashes.add(match[1])
  }
  if (hashes.size === 0) return { copied: 0, missing: [] }
  const target = path.join(outDir, 'api', 'img')
  await mkdir(target, { recursive: true })
  let copied = 0
  const missing: string[] = []
  for (const hash of hashes) {
    for (const width of MIRROR_WIDTHS) {
      const name = mirroredFileName(hash, width)
      try {
        await copyFile(path.join(filesDir, name), path.join(target, name))
        copied++
      } catch {
        missing.push(name)
      }
    }
  }
  return { copied, missing }
}

/**
 * Every kept image beside the build's server output (`<distDir>/server/quire-images`), for a server
 * that does not have the build's cache folder: a container (the Dockerfile builds with the cache in
 * a build-time mount), a standalone folder copied elsewhere. Hard links where the two folders share
 * a disk, copies where they do not. The folder is made afresh: nothing of an earlier build stays.
 */
export function shipMirroredImages(filesDir: string, targetDir: string): number {
  rmSync(targetDir, { recursive: true, force: true })
  if (!existsSync(filesDir)) return 0
  const names = readdirSync(filesDir).filter((name) => name.endsWith('.webp'))
  mkdirSync(targetDir, { recursive: true })
  for (const name of names) {
    const from = path.join(filesDir, name)
    const to = path.join(targetDir, name)
    try {
      linkSync(from, to)
    } catch {
      copyFileSync(from, to)
    }
  }
  return names.length
}
