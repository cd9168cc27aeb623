import type { Block } from 'notion-types'
import { defaultMapImageUrl } from 'notion-utils'
import { publicUrl } from '@/lib/deploy/static-export'
import { safeUrl } from '@/lib/ui/safe-url'

/** Notion serves its stock covers and icons from these paths on its own origin. */
const NOTION_ASSET_PATHS = ['/images/', '/icons/']

/** List thumbnails are requested at this width (spec §9: image compress width 800). */
export const THUMBNAIL_WIDTH = 800

/** Thumbnail quality and format for image hosts that resize on request (spec §7, §9). */
const THUMBNAIL_QUALITY = 50

function isNotionHostedReference(url: string): boolean {
  return url.startsWith('attachment:') || NOTION_ASSET_PATHS.some((prefix) => url.startsWith(prefix))
}

/** Text that is no address at all (an emoji, a word): no slash, colon or backslash in it. */
const PLAIN_TEXT = /^[^/:\\]*$/

/**
 * A page icon or cover as a URL the browser can load, or the input unchanged when it is an image
 * address already (a site path like `/avatar.png`, a data URL) or plain text (an emoji icon).
 * Notion-hosted files go through Notion's image proxy (`/image/{encoded}?table=block&id=...`),
 * which outlives the signed S3 URLs of a record map. With `width`, the proxy or an Unsplash URL is
 * asked for a smaller image. Any other address, one the URL rule (safeUrl) refuses for an image,
 * gives '': no icon, no cover.
 */
export function mapImageUrl(url: string | undefined | null, blockId: string, options: { width?: number } = {}): string {
  const value = (url ?? '').trim()
  if (!value) return ''
  const isUrl = /^https?:\/\//i.test(value)
  // A site path (`/demo/cover.svg`, a file of public/) is served under BASE_PATH when the site is.
  if (!isUrl && !isNotionHostedReference(value)) return safeUrl(value, 'image') ? publicUrl(value) : PLAIN_TEXT.test(value) ? value : ''
  let mapped: string
  try {
    mapped = defaultMapImageUrl(value, { id: blockId, parent_table: 'block' } as Block) ?? value
  } catch {
    return value
  }
  if (!options.width) return mapped
  try {
    const parsed = new URL(mapped)
    if (parsed.pathname.startsWith('/image/')) {
      parsed.searchParams.set('width', String(options.width))
      return parsed.toString()
    }
    if (parsed.hostname === 'images.unsplash.com') {
      parsed.searchParams.set('w', String(options.width))
      parsed.searchParams.set('q', String(THUMBNAIL_QUALITY))
      parsed.searchParams.set('fmt', 'webp')
      parsed.searchParams.set('fm', 'webp')
      return parsed.toString()
    }
  } catch {
    // not a URL the proxy knows; serve it as it is
  }
  return mapped
}
