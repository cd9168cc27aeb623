import type { Block } from 'notion-types'
import { safeUrl } from './safe-url'
import { publicUrl } from '@/lib/deploy/static-export'

/** Notion's origin, home of its image service and its stock covers and icons. */
export const NOTION_ORIGIN = 'https://www.notion.so'

/** Spec §9: images are asked for at this width (compress width 800), quality 50, as webp. */
export const IMAGE_COMPRESS_WIDTH = 800
export const IMAGE_QUALITY = 50
export const IMAGE_FORMAT = 'webp'

/** Notion's stock covers and icons: served from notion.so as they are. */
const NOTION_STATIC_PREFIXES = ['/images/', '/icons/']

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

/** Notion's image service for a file of block `blockId` (spec §7). */
function viaImageService(url: string, blockId: string, hosted: boolean): string {
  const base = `${NOTION_ORIGIN}/image/${encodeURIComponent(unsigned(url))}?table=block&id=${encodeURIComponent(blockId)}`
  return hosted ? `${base}&width=${IMAGE_COMPRESS_WIDTH}&cache=v2` : base
}

function isBookmarkImage(url: string, block: Block | undefined): boolean {
  if (block?.type !== 'bookmark') return false
  const format = block.format as { bookmark_icon?: string; bookmark_cover?: string } | undefined
  return url === format?.bookmark_cover || url === format?.bookmark_icon
}

/** An Unsplash image asked for at the compress width, quality and format (spec §7, §9). */
function compressedUnsplash(url: string): string {
  const parsed = new URL(url)
  parsed.searchParams.set('q', String(IMAGE_QUALITY))
  parsed.searchParams.set('width', String(IMAGE_COMPRESS_WIDTH))
  parsed.searchParams.set('fmt', IMAGE_FORMAT)
  parsed.searchParams.set('fm', IMAGE_FORMAT)
  return parsed.toString()
}

/**
 * The URL an image of a Notion block is loaded from (spec §5, §7). Notion-hosted files go through
 * Notion's image service with the compress width; a bookmark's cover and icon go through it
 * as they are; Unsplash is asked for a small webp. Everything else is used as it is: data URLs,
 * image hosts, and paths of this site (`/demo/cover.svg`), when the URL rule (safeUrl) allows it.
 */
export function notionImageUrl(url: string | undefined, block: Block): string | undefined {
  const mapped = imageAddress(url?.trim(), block)
  // The URL rule has the last word: an address it refuses draws no image. A site path is served under BASE_PATH.
  const safe = safeUrl(mapped, 'image')
  return safe ? publicUrl(safe) : undefined
}

function imageAddress(value: string | undefined, block: Block): string | undefined {
  if (!value) return undefined
  if (value.startsWith('data:')) return value
  if (NOTION_STATIC_PREFIXES.some((prefix) => value.startsWith(prefix))) return `${NOTION_ORIGIN}${value}`
  if (value.startsWith('/image/')) return `${NOTION_ORIGIN}${value}`
  if (isNotionHosted(value)) return viaImageService(value, block.id, true)
  if (isBookmarkImage(value, block) && /^https?:\/\//i.test(value)) return viaImageService(value, block.id, false)
  if (value.startsWith('https://images.unsplash.com/')) {
    try {
      return compressedUnsplash(value)
    } catch {
      return value
    }
  }
  return value
}
