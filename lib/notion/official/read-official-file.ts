import type { OfficialCover, OfficialIcon } from './types'

/** A file the official API points at: its address, and when that address stops working. */
export interface OfficialFile {
  url: string
  /** Ms since the epoch: Notion-hosted files come as signed URLs that expire (after an hour). */
  expiresAt?: number
}

type Media = { type: 'external'; external: { url: string } } | { type: 'file'; file: { url: string; expiry_time: string } }

/** An external or Notion-hosted file (a media block's, a cover's) as an address and its expiry. */
export function readMedia(media: Media): OfficialFile {
  if (media.type === 'external') return { url: media.external.url }
  const expiresAt = Date.parse(media.file.expiry_time)
  return { url: media.file.url, ...(Number.isFinite(expiresAt) && { expiresAt }) }
}

/**
 * A page or callout icon as a record map holds it: the emoji itself, or the image's address. A
 * Notion icon from its own set (`type: icon`) has no address the API gives: none.
 */
export function readIcon(icon: OfficialIcon | null | undefined): OfficialFile | undefined {
  if (!icon) return undefined
  switch (icon.type) {
    case 'emoji':
      return { url: icon.emoji }
    case 'custom_emoji':
      return { url: icon.custom_emoji.url }
    case 'external':
    case 'file':
      return readMedia(icon)
    default:
      return undefined
  }
}

export function readCover(cover: OfficialCover | null | undefined): OfficialFile | undefined {
  return cover ? readMedia(cover) : undefined
}
