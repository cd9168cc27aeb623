import { type ImageSource, NOTION_IMAGE_ORIGIN } from './image-source'
import { type ImageStore, isKept, type MirroredImage } from './image-store'
import { processImage } from './process-image'

/** An image that failed is tried again after this long (a later build, or a server a while later), not on every page. */
export const RETRY_FAILED_AFTER_MS = 10 * 60 * 1000

export interface ImageMirrorOptions {
  store: ImageStore
  /** The image's bytes; throws naming the cause (an HTTP status, a time-out). */
  fetchImage: (url: string) => Promise<Buffer>
  log: (message: string) => void
  now?: () => number
  /** Where Notion's image service and stock covers are asked for (default https://www.notion.so). */
  imageOrigin?: string
}

/** Keeps a copy of every image it is given, once per image: see keep(). */
export interface ImageMirror {
  /** Where Notion's image service is: a Notion file without a signature is fetched through it. */
  readonly imageOrigin: string
  /**
   * The kept copy of `source`: read from the store when an earlier build or process kept it, else
   * fetched, resized and stored now. Null when it cannot be had (logged once, naming `context`, the
   * page it belongs to): the page then shows the image from its own address, as without the mirror.
   */
  keep(source: ImageSource, context: string): Promise<MirroredImage | null>
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export function createImageMirror(options: ImageMirrorOptions): ImageMirror {
  const { store, log } = options
  const now = options.now ?? Date.now
  /** This process's answers by identity: a site's avatar is on every page, and is looked up once. */
  const known = new Map<string, { at: number; result: Promise<MirroredImage | null> }>()

  const fetchAndStore = async (source: ImageSource, context: string): Promise<MirroredImage | null> => {
    try {
      const kept = await store.writeFiles(await processImage(await options.fetchImage(source.fetchUrl)))
      await store.writeRecord(source.identity, kept)
      return kept
    } catch (error) {
      const reason = describe(error)
      log(`image ${source.identity} of ${context} cannot be kept, it is shown from its own address: ${reason}`)
      await store.writeRecord(source.identity, { failed: reason, at: now() }).catch(() => undefined)
      return null
    }
  }

  const resolve = async (source: ImageSource, context: string): Promise<MirroredImage | null> => {
    const record = await store.readRecord(source.identity)
    if (isKept(record) && (await store.hasFiles(record.hash))) return record
    if (record && !isKept(record) && now() - record.at < RETRY_FAILED_AFTER_MS) return null
    return fetchAndStore(source, context)
  }

  const keepNow = (source: ImageSource, context: string): Promise<MirroredImage | null> => {
    const result = resolve(source, context)
    known.set(source.identity, { at: now(), result })
    return result
  }

  return {
    imageOrigin: options.imageOrigin ?? NOTION_IMAGE_ORIGIN,
    async keep(source, context) {
      const entry = known.get(source.identity)
      if (!entry) return keepNow(source, context)
      const kept = await entry.result
      // A kept copy is known for the life of the process; a failure for RETRY_FAILED_AFTER_MS.
      return kept || now() - entry.at < RETRY_FAILED_AFTER_MS ? kept : keepNow(source, context)
    }
  }
}
