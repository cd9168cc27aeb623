import path from 'node:path'
import { IMAGE_CONFIG } from '@/conf/image'
import { readEnvOverrides } from '@/lib/config/read-env-overrides'
import { createRequestLimiter } from '@/lib/notion/create-request-limiter'
import { limiterOf, notionSourceKind, paceOf } from '@/lib/notion/get-source'
import { IMAGE_STORE_DIR } from '@/lib/site/cache-dir'
import { createImageMirror, type ImageMirror } from './create-image-mirror'
import { createImageFetcher } from './fetch-image'
import { createImageStore } from './image-store'
import { NOTION_IMAGE_ORIGIN } from './image-source'
import { type Env, processEnv } from '@/lib/env'


const ON = new Set(['on', 'true', '1', 'yes'])
const OFF = new Set(['off', 'false', '0', 'no'])

/**
 * IMAGE_MIRROR: `on` keeps a copy of every image (lib/images), `off` shows images from Notion's
 * image service and their hosts, as Quire did before. Unset, it is on for a workspace read from
 * Notion and off for a snapshot folder (the demo, a recording), whose images are the site's own files
 * or were recorded long ago. Any other value is an error naming it.
 */
export function imageMirrorEnabled(env: Env = processEnv()): boolean {
  const raw = env.IMAGE_MIRROR?.trim().toLowerCase()
  if (!raw) return notionSourceKind(env) !== 'snapshot'
  if (ON.has(raw)) return true
  if (OFF.has(raw)) return false
  throw new Error(`IMAGE_MIRROR must be on or off, got "${env.IMAGE_MIRROR}"`)
}

/**
 * Where Notion's image service is asked: NOTION_HOST (a proxy of notion.so an owner runs, say),
 * else notion.so. It sits beside Notion's web API, so a site reading that API from another server
 * (NOTION_API_BASE_URL, the test server) asks that server's origin for images too.
 */
export function imageOriginOf(env: Env): string {
  const base = env.NOTION_API_BASE_URL?.trim()
  if (!base || notionSourceKind(env) !== 'live') {
    const host = readEnvOverrides(env, { NOTION_HOST: IMAGE_CONFIG.NOTION_HOST }).NOTION_HOST
    return typeof host === 'string' ? host.replace(/\/+$/, '') : NOTION_IMAGE_ORIGIN
  }
  try {
    return new URL(base).origin
  } catch {
    throw new Error(`NOTION_API_BASE_URL must be a URL, got "${base}"`)
  }
}

const MIRROR = Symbol.for('quire.imageMirror')

/** The process's image mirror (one, on globalThis: Next may load this module once per route), or null when IMAGE_MIRROR is off. */
export function getImageMirror(env: Env = processEnv()): ImageMirror | null {
  if (!imageMirrorEnabled(env)) return null
  const holder = globalThis as typeof globalThis & { [MIRROR]?: ImageMirror }
  if (!holder[MIRROR]) {
    const log = (message: string) => console.warn(`[quire] images: ${message}`)
    const limiter = createRequestLimiter({ ...limiterOf(paceOf(env)), log })
    holder[MIRROR] = createImageMirror({
      store: createImageStore(path.resolve(/*turbopackIgnore: true*/ process.cwd(), IMAGE_STORE_DIR)),
      fetchImage: createImageFetcher({ limiter }),
      log,
      imageOrigin: imageOriginOf(env)
    })
  }
  return holder[MIRROR]
}
