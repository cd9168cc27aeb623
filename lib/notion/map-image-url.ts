import type { Block } from 'notion-types'
import { defaultMapImageUrl } from 'notion-utils'
import { publicUrl } from '@/lib/deploy/static-export'
import { compressedUnsplash, DEFAULT_IMAGE_URL_SETTINGS, type ImageUrlSettings, notionOrigin } from '@/lib/urls/notion-image-url'
import { safeUrl } from '@/lib/urls/safe-url'

/** Notion serves its stock covers and icons from these paths on its own origin. */
const NOTION_ASSET_PATHS = ['/images/', '/icons/']

/** Where notion-utils builds Notion's image service addresses; NOTION_HOST replaces it. */
const NOTION_UTILS_ORIGIN = 'https://www.notion.so'

function isNotionHostedReference(url: string): boolean {
  return url.startsWith('attachment:') || NOTION_ASSET_PATHS.some((prefix) => url.startsWith(prefix))
}

/** Text that is no address at all (an emoji, a word): no slash, colon or backslash in it. */
const PLAIN_TEXT = /^[^/:\\]*$/

/**
 * A page icon or cover as a URL the browser can load, or the input unchanged when it is an image
 * address already (a site path like `/avatar.png`, a data URL) or plain text (an emoji icon).
 * Notion-hosted files go through Notion's image proxy (`/image/{encoded}?table=block&id=...`),
 * which outlives the signed S3 URLs of a record map, at NOTION_HOST. A `thumbnail` asks the
 * service or Unsplash for a smaller image (IMAGE_COMPRESS_WIDTH, IMAGE_QUALITY, IMAGE_FORMAT). Any
 * other address, one the URL rule (safeUrl) refuses for an image, gives '': no icon, no cover.
 */
export function mapImageUrl(
  url: string | undefined | null,
  blockId: string,
  options: { thumbnail?: boolean; settings?: ImageUrlSettings } = {}
): string {
  const settings = options.settings ?? DEFAULT_IMAGE_URL_SETTINGS
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
  if (mapped.startsWith(`${NOTION_UTILS_ORIGIN}/`)) mapped = `${notionOrigin(settings)}${mapped.slice(NOTION_UTILS_ORIGIN.length)}`
  if (!options.thumbnail) return mapped
  try {
    const parsed = new URL(mapped)
    if (parsed.pathname.startsWith('/image/')) {
      parsed.searchParams.set('width', String(settings.IMAGE_COMPRESS_WIDTH))
      return parsed.toString()
    }
    if (parsed.hostname === 'images.unsplash.com') return compressedUnsplash(mapped, settings)
  } catch {
    // not a URL the proxy knows; serve it as it is
  }
  return mapped
}
