import path from 'node:path'
import { KEPT_IMAGE_FILES_DIR } from '@/lib/site/cache-dir'
import { createSocialCardStore, type SocialCardStore } from './social-card-store'

/** Beside the page cache (`.next/cache/quire/pages`): hosts keep `.next/cache` between builds, and `next start` reads it. */
const CARD_DIR = path.join('.next', 'cache', 'quire', 'cards')

/** On globalThis: Next may evaluate this module once per route bundle, and they must share one store. */
const STORE = Symbol.for('quire.socialCards')

/** The site's card store: `.next/cache/quire/cards`, drawing with the fonts and public folder of the project it runs in. */
export function socialCards(): SocialCardStore {
  const holder = globalThis as typeof globalThis & { [STORE]?: SocialCardStore }
  if (!holder[STORE]) {
    const root = process.cwd()
    holder[STORE] = createSocialCardStore({
      dir: path.resolve(/*turbopackIgnore: true*/ root, CARD_DIR),
      publicDir: path.resolve(/*turbopackIgnore: true*/ root, 'public'),
      mirroredImagesDir: path.resolve(/*turbopackIgnore: true*/ root, KEPT_IMAGE_FILES_DIR),
      // Loaded on the first card drawn: next/og is 2 MB of code a page that only names its card never runs.
      draw: async (spec, images) => (await import('./draw-social-card')).drawSocialCard(spec, images, root)
    })
  }
  return holder[STORE]
}
