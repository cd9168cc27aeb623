import path from 'node:path'
import { cacheDirSetting } from '@/lib/env'

/**
 * Where a build's worker processes meet: Next keeps `.next/cache` between builds, and cleans nothing
 * in it. QUIRE_CACHE_DIR moves it (and the page cache and kept images in it), for a build whose
 * pages must not be read from another build's (the test command's build through the official API).
 */
export const BUILD_CACHE_DIR = cacheDirSetting() ?? path.join('.next', 'cache', 'quire')

/** Where kept images live (lib/images): beside the page cache, kept between builds as it is. */
export const IMAGE_STORE_DIR = path.join(BUILD_CACHE_DIR, 'images')

/** The kept images' files, `<hash>-<width>.webp`, as `/api/img/<name>` serves them. */
export const KEPT_IMAGE_FILES_DIR = path.join(IMAGE_STORE_DIR, 'files')

/** The kept images a build ships in its own output (lib/images/copy-mirrored-images.ts), for servers without its cache. */
export function shippedImagesDir(distDir: string): string {
  return path.join(distDir, 'server', 'quire-images')
}
