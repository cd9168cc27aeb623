import { createHash } from 'node:crypto'
import type { Block } from 'notion-types'
import { defaultMapImageUrl, getNotionFileUrl, getSignedFileUrl } from 'notion-utils'

/** Notion's origin: its image service (`/image/...`) and its stock covers and icons (`/images/`, `/icons/`). */
export const NOTION_IMAGE_ORIGIN = 'https://www.notion.so'

/** Where an image of a record map is fetched from, and what names the file whatever its signature. */
export interface ImageSource {
  /** The address fetched: a signed URL while it still works, Notion's image service, or the image host's own. */
  fetchUrl: string
  /**
   * The image's lasting name: a Notion file without its signature (the file's id is in its path, so
   * an edited image is a new name), or any other address as it is. The mirror keys what it stored by it.
   */
  identity: string
}

function parseHttp(value: string): URL | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** An S3-style signature (Notion's files, the official API's, the test server's): it expires, the file does not. */
function isSigned(url: URL): boolean {
  return url.searchParams.has('X-Amz-Signature') || url.searchParams.has('X-Amz-Credential')
}

function withoutQuery(url: URL): string {
  return `${url.origin}${url.pathname}`
}

/**
 * Where the image `value` of `block` is fetched from, or null when it is no image to keep a copy of:
 * text (an emoji icon), a data URL, or a file of the site itself (`/demo/cover.svg`), which is as
 * lasting as the site. Notion's own files are fetched through their signature in `signedUrls`
 * (notion-client adds them) or inline (the official API's), else through Notion's image service
 * at `imageOrigin` (Notion's; the test server's when the site reads Notion's API from it).
 */
export function imageSourceOf(
  value: string | undefined | null,
  block: Pick<Block, 'id' | 'type' | 'format' | 'properties' | 'parent_table'>,
  signedUrls?: Record<string, string>,
  imageOrigin: string = NOTION_IMAGE_ORIGIN
): ImageSource | null {
  const raw = (value ?? '').trim()
  if (!raw || raw.startsWith('data:') || raw.startsWith('blob:')) return null
  if (raw.startsWith('/images/') || raw.startsWith('/icons/')) return { fetchUrl: `${imageOrigin}${raw}`, identity: `${NOTION_IMAGE_ORIGIN}${raw}` }
  const notionFile = getNotionFileUrl(raw)
  const http = parseHttp(raw)
  if (!notionFile && !http) return null
  const identityUrl = http && (notionFile || isSigned(http)) ? withoutQuery(http) : raw
  const signed = getSignedFileUrl(raw, block as Block, signedUrls)
  if (signed && signed !== raw) return { fetchUrl: signed, identity: identityUrl }
  if (http && (!notionFile || isSigned(http))) return { fetchUrl: raw, identity: identityUrl }
  // An unsigned Notion file: Notion's image service signs it for a page shared to the web.
  const viaService = defaultMapImageUrl(raw, { ...block, parent_table: block.parent_table ?? 'block' } as Block)
  return viaService ? { fetchUrl: viaService.replace(NOTION_IMAGE_ORIGIN, imageOrigin), identity: identityUrl } : null
}

/** The file name an identity's record is kept under: short, and safe on every file system. */
export function identityKey(identity: string): string {
  return createHash('sha256').update(identity).digest('hex').slice(0, 32)
}
