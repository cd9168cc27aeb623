import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { CardImages, DrawnCard } from './draw-social-card'
import { type CardImageResult, loadCardImage } from './load-card-image'
import { siteAssetVersion } from './site-asset-version'
import { socialCardKey } from './social-card-key'
import type { SocialCardSpec } from './social-card-spec'

/** Cards kept in memory besides the files: the last few served, and those that could not be stored. */
const KEPT_IN_MEMORY = 32

export interface SocialCardStoreOptions {
  /** Where cards are kept as `{key}.png` (`.next/cache/quire/cards`), between builds and restarts alike. */
  dir: string
  /** The site's public folder, for covers and icons given as site paths. */
  publicDir: string
  /** Where the site's kept images are (lib/images): a cover at `/api/img/<name>` is read from there. */
  mirroredImagesDir?: string
  draw: (spec: SocialCardSpec, images: CardImages) => Promise<DrawnCard>
  loadImage?: (ref: string) => Promise<CardImageResult>
  log?: (message: string) => void
}

export interface SocialCardStore {
  /** The key of a spec's card: its spec and the versions of the site files it draws. */
  keyOf(spec: SocialCardSpec): string
  /** The card's PNG when it has been drawn, else null. */
  read(key: string): Promise<Buffer | null>
  /** The card's PNG, drawn now unless it exists. Concurrent calls for one card draw it once. */
  ensure(spec: SocialCardSpec): Promise<Buffer>
  /** Draws the card unless it exists, for callers that need not wait; settles once it exists or its drawing failed (logged). */
  prime(spec: SocialCardSpec): Promise<void>
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Social cards as files named by their key: a card is drawn the first time it is asked for and
 * then read, so an unchanged post never draws its card again (across builds and restarts too, as
 * the folder lives in `.next/cache`). A card drawn without its cover or icon (the host failed) is
 * kept in memory only, so a later process tries again; so is every card where the folder cannot be
 * written (a read-only deployment), which is said once.
 */
export function createSocialCardStore(options: SocialCardStoreOptions): SocialCardStore {
  const log = options.log ?? ((message: string) => console.warn(`[quire] ${message}`))
  const loadImage = options.loadImage ?? ((ref: string) => loadCardImage(ref, { publicDir: options.publicDir, ...(options.mirroredImagesDir && { mirroredImagesDir: options.mirroredImagesDir }) }))
  const memory = new Map<string, Buffer>()
  const inFlight = new Map<string, Promise<Buffer>>()
  /** Keys whose file is known to exist, so priming a page's card every regeneration costs no file access. */
  const stored = new Set<string>()
  let unwritable = false

  const remember = (key: string, png: Buffer) => {
    memory.delete(key)
    memory.set(key, png)
    if (memory.size > KEPT_IN_MEMORY) memory.delete(memory.keys().next().value as string)
  }
  const fileOf = (key: string) => path.join(options.dir, `${key}.png`)

  const read = async (key: string): Promise<Buffer | null> => {
    const kept = memory.get(key)
    if (kept) return kept
    try {
      return await readFile(fileOf(key))
    } catch (error) {
      // No file, or no folder where the folder should be: not drawn yet.
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ENOTDIR') return null
      throw error
    }
  }

  const image = async (spec: SocialCardSpec, which: 'icon' | 'cover'): Promise<{ dataUrl: string | null; failed: boolean }> => {
    const ref = spec[which]
    if (!ref) return { dataUrl: null, failed: false }
    const result = await loadImage(ref)
    if ('dataUrl' in result) return { dataUrl: result.dataUrl, failed: false }
    log(`social card of "${spec.title}": its ${which} ${ref.slice(0, 200)} is left out: ${result.error}`)
    return { dataUrl: null, failed: true }
  }

  const drawAndKeep = async (key: string, spec: SocialCardSpec): Promise<Buffer> => {
    const [icon, cover] = await Promise.all([image(spec, 'icon'), image(spec, 'cover')])
    const { png, missing } = await options.draw(spec, { icon: icon.dataUrl, cover: cover.dataUrl })
    if (missing.length > 0) log(`social card of "${spec.title}": the bundled font has no glyph for ${missing.map((char) => `"${char}"`).join(' ')}, left out`)
    remember(key, png)
    if (icon.failed || cover.failed || unwritable) return png
    try {
      await mkdir(options.dir, { recursive: true })
      // Through a temporary file and a rename: a reader never sees half a card.
      const temporary = `${fileOf(key)}.${process.pid}.tmp`
      await writeFile(temporary, png)
      await rename(temporary, fileOf(key))
      stored.add(key)
    } catch (error) {
      unwritable = true
      log(`cannot keep social cards in ${options.dir}, so they are drawn again after a restart: ${describe(error)}`)
    }
    return png
  }

  const keyOf = (spec: SocialCardSpec) =>
    socialCardKey(spec, {
      ...(spec.icon && { icon: siteAssetVersion(spec.icon, options.publicDir) }),
      ...(spec.cover && { cover: siteAssetVersion(spec.cover, options.publicDir) })
    })

  const ensure = async (spec: SocialCardSpec): Promise<Buffer> => {
    const key = keyOf(spec)
    const existing = await read(key)
    if (existing) return existing
    let pending = inFlight.get(key)
    if (!pending) {
      pending = drawAndKeep(key, spec).finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    return pending
  }

  const prime = async (spec: SocialCardSpec): Promise<void> => {
    const key = keyOf(spec)
    if (stored.has(key) || memory.has(key)) return
    const drawing = inFlight.get(key)
    if (drawing) {
      await drawing.then(
        () => undefined,
        () => undefined
      )
      return
    }
    try {
      await access(fileOf(key))
      stored.add(key)
    } catch {
      await ensure(spec).then(
        () => undefined,
        (error: unknown) => log(`cannot draw the social card of "${spec.title}": ${describe(error)}`)
      )
    }
  }

  return { keyOf, read, ensure, prime }
}
