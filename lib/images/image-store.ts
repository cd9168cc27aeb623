import { access, mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { writeAtomically } from '@/lib/site/write-atomically'
import { identityKey } from './image-source'
import { MIRROR_WIDTHS, type MirrorWidth, type ProcessedImage } from './process-image'

/** An image the site keeps: its files are `<hash>-<width>.webp` for every width of MIRROR_WIDTHS. */
export interface MirroredImage {
  hash: string
  width: number
  height: number
  /** A tiny blurred webp, as a data URL. */
  preview: string
}

/** An image that could not be fetched or read, and when: it is tried again after a while, not on every page. */
export interface FailedImage {
  failed: string
  at: number
}

export type ImageRecord = MirroredImage | FailedImage

export function isKept(record: ImageRecord | undefined): record is MirroredImage {
  return Boolean(record && 'hash' in record)
}

/** A kept file's name as the site serves it: `/api/img/<name>`. */
const FILE_NAME = /^([\da-f]{16})-(\d+)\.webp$/

export function mirroredFileName(hash: string, width: MirrorWidth): string {
  return `${hash}-${width}.webp`
}

/** The file name of a request, or null when it names no file the store could hold (`../x`, `a.png`). */
export function parseMirroredFileName(name: string): { hash: string; width: MirrorWidth } | null {
  const match = FILE_NAME.exec(name)
  const width = Number(match?.[2])
  if (!match?.[1] || !(MIRROR_WIDTHS as readonly number[]).includes(width)) return null
  return { hash: match[1], width: width as MirrorWidth }
}

/**
 * The folder images are kept in, beside the page cache (`.next/cache/quire/images`, kept between
 * builds): `files/<hash>-<width>.webp`, and `records/<key>.json` saying which hash an image's
 * address (its identity, see image-source.ts) holds. Writes are atomic: build workers share it.
 */
export interface ImageStore {
  readonly dir: string
  readonly filesDir: string
  readRecord(identity: string): Promise<ImageRecord | undefined>
  writeRecord(identity: string, record: ImageRecord): Promise<void>
  /** Writes a processed image's files (unless another address already brought the same bytes) and gives its record. */
  writeFiles(image: ProcessedImage): Promise<MirroredImage>
  /** Whether every file of a kept image is on disk (a cache folder half restored by a host is not). */
  hasFiles(hash: string): Promise<boolean>
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false
  )
}

function parseRecord(text: string): ImageRecord | undefined {
  try {
    const value = JSON.parse(text) as Partial<MirroredImage & FailedImage>
    if (typeof value.hash === 'string' && /^[\da-f]{16}$/.test(value.hash) && Number(value.width) > 0 && Number(value.height) > 0 && typeof value.preview === 'string') {
      return { hash: value.hash, width: Number(value.width), height: Number(value.height), preview: value.preview }
    }
    if (typeof value.failed === 'string' && typeof value.at === 'number') return { failed: value.failed, at: value.at }
  } catch {
    // a torn or hand-edited record: the image is fetched again
  }
  return undefined
}

export function createImageStore(dir: string): ImageStore {
  const root = path.resolve(dir)
  const filesDir = path.join(root, 'files')
  const recordsDir = path.join(root, 'records')
  const recordFile = (identity: string) => path.join(recordsDir, `${identityKey(identity)}.json`)
  return {
    dir: root,
    filesDir,

    async readRecord(identity) {
      const text = await readFile(recordFile(identity), 'utf8').catch(() => undefined)
      return text === undefined ? undefined : parseRecord(text)
    },

    async writeRecord(identity, record) {
      await mkdir(recordsDir, { recursive: true })
      await writeAtomically(recordFile(identity), JSON.stringify(record))
    },

    async writeFiles(image) {
      await mkdir(filesDir, { recursive: true })
      for (const file of image.files) {
        const target = path.join(filesDir, mirroredFileName(image.hash, file.width))
        if (!(await exists(target))) await writeAtomically(target, file.bytes)
      }
      return { hash: image.hash, width: image.width, height: image.height, preview: image.preview }
    },

    async hasFiles(hash) {
      const found = await Promise.all(MIRROR_WIDTHS.map((width) => exists(path.join(filesDir, mirroredFileName(hash, width)))))
      return found.every(Boolean)
    }
  }
}
