import type { Block } from 'notion-types'
import type { SiteConfig } from '@/blog.config'
import { IMAGE_CONFIG } from '@/conf/image'
import { safeUrl } from './safe-url'
import { carriedSitePath } from './site-path-carrier'
import { publicUrl } from '@/lib/deploy/static-export'

/**
 * The settings an image's address is built from: where Notion's image service is (NOTION_HOST),
 * whether Notion's uploads go through it (IMG_URL_TYPE), and the width, quality and format asked of
 * hosts that resize on request. Only the environment sets them (ENVIRONMENT_ONLY_KEYS), so the
 * site data a build maps and every page's renderer, on the server and in the browser, build the
 * same addresses.
 */
export type ImageUrlSettings = Pick<SiteConfig, 'NOTION_HOST' | 'IMG_URL_TYPE' | 'IMAGE_COMPRESS_WIDTH' | 'IMAGE_QUALITY' | 'IMAGE_FORMAT'>

/** docs/behaviour.md §7, §9: Notion's own image service, compress width 800, quality 50, webp. */
export const DEFAULT_IMAGE_URL_SETTINGS: ImageUrlSettings = {
  NOTION_HOST: IMAGE_CONFIG.NOTION_HOST,
  IMG_URL_TYPE: IMAGE_CONFIG.IMG_URL_TYPE,
  IMAGE_COMPRESS_WIDTH: IMAGE_CONFIG.IMAGE_COMPRESS_WIDTH,
  IMAGE_QUALITY: IMAGE_CONFIG.IMAGE_QUALITY,
  IMAGE_FORMAT: IMAGE_CONFIG.IMAGE_FORMAT
}

/** The image settings of a resolved config. */
export function imageUrlSettingsOf(config: ImageUrlSettings): ImageUrlSettings {
  const { NOTION_HOST, IMG_URL_TYPE, IMAGE_COMPRESS_WIDTH, IMAGE_QUALITY, IMAGE_FORMAT } = config
  return { NOTION_HOST, IMG_URL_TYPE, IMAGE_COMPRESS_WIDTH, IMAGE_QUALITY, IMAGE_FORMAT }
}

/** NOTION_HOST without a trailing slash, the origin addresses are built on. */
export function notionOrigin(settings: ImageUrlSettings): string {
  return settings.NOTION_HOST.replace(/\/+$/, '')
}

/** Notion's stock covers and icons: served from notion.so as they are. */
const NOTION_STATIC_PREFIXES = ['/images/', '/icons/']

/** A path of Notion's stock covers and icons (`/icons/…`), which is not a path of this site. */
export function isNotionStockPath(value: string): boolean {
  return NOTION_STATIC_PREFIXES.some((prefix) => value.startsWith(prefix))
}

/** Where Notion keeps uploaded files; their URLs expire, the image service's do not. */
function isNotionHosted(url: string): boolean {
  return (
    url.startsWith('attachment:') ||
    url.includes('secure.notion-static.com') ||
    url.includes('prod-files-secure') ||
    /^https:\/\/file\.notion\.so\//.test(url)
  )
}

/** A signed S3 address without its signature: the image service signs for itself. */
function unsigned(url: string): string {
  if (!/amazonaws\.com/.test(url)) return url
  try {
    const parsed = new URL(url)
    return `${parsed.origin}${parsed.pathname}`
  } catch {
    return url
  }
}

/** Notion's image service for a file of block `blockId` (docs/behaviour.md §7). */
function viaImageService(url: string, blockId: string, hosted: boolean, settings: ImageUrlSettings): string {
  const base = `${notionOrigin(settings)}/image/${encodeURIComponent(unsigned(url))}?table=block&id=${encodeURIComponent(blockId)}`
  return hosted ? `${base}&width=${settings.IMAGE_COMPRESS_WIDTH}&cache=v2` : base
}

function isBookmarkImage(url: string, block: Block | undefined): boolean {
  if (block?.type !== 'bookmark') return false
  const format = block.format as { bookmark_icon?: string; bookmark_cover?: string } | undefined
  return url === format?.bookmark_cover || url === format?.bookmark_icon
}

/** An Unsplash image asked for at the compress width, quality and format (docs/behaviour.md §7, §9; `w` is imgix's own name for the width). */
export function compressedUnsplash(url: string, settings: ImageUrlSettings): string {
  const parsed = new URL(url)
  parsed.searchParams.set('q', String(settings.IMAGE_QUALITY))
  parsed.searchParams.set('width', String(settings.IMAGE_COMPRESS_WIDTH))
  parsed.searchParams.set('w', String(settings.IMAGE_COMPRESS_WIDTH))
  parsed.searchParams.set('fmt', settings.IMAGE_FORMAT)
  parsed.searchParams.set('fm', settings.IMAGE_FORMAT)
  return parsed.toString()
}

/**
 * The URL an image of a Notion block is loaded from (docs/behaviour.md §5, §7). Notion-hosted files go through
 * Notion's image service (at NOTION_HOST) with the compress width, or with IMG_URL_TYPE `amazon`
 * are loaded from their signed address as it is; a bookmark's cover and icon go through the
 * service as they are; Unsplash is asked for a small image. Everything else is used as it is: data
 * URLs, image hosts, and paths of this site (`/demo/cover.svg`, also when carried as an absolute URL,
 * see site-path-carrier), when the URL rule (safeUrl) allows it.
 */
export function notionImageUrl(url: string | undefined, block: Block, settings: ImageUrlSettings = DEFAULT_IMAGE_URL_SETTINGS): string | undefined {
  const mapped = imageAddress(url?.trim(), block, settings)
  // The URL rule has the last word: an address it refuses draws no image. A site path is served under BASE_PATH.
  const safe = safeUrl(mapped, 'image')
  return safe ? publicUrl(safe) : undefined
}

function imageAddress(value: string | undefined, block: Block, settings: ImageUrlSettings): string | undefined {
  if (!value) return undefined
  if (value.startsWith('data:')) return value
  const carried = carriedSitePath(value)
  if (carried !== null) return carried
  const origin = notionOrigin(settings)
  if (isNotionStockPath(value)) return `${origin}${value}`
  if (value.startsWith('/image/')) return `${origin}${value}`
  // A signed S3 address works as it is until it expires; an attachment: reference needs the service.
  if (isNotionHosted(value)) return settings.IMG_URL_TYPE === 'amazon' && /^https:\/\//.test(value) ? value : viaImageService(value, block.id, true, settings)
  if (isBookmarkImage(value, block) && /^https?:\/\//i.test(value)) return viaImageService(value, block.id, false, settings)
  if (value.startsWith('https://images.unsplash.com/')) {
    try {
      return compressedUnsplash(value, settings)
    } catch {
      return value
    }
  }
  return value
}
