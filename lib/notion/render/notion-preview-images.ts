import type { Block, ExtendedRecordMap, PreviewImageMap } from 'notion-types'
import { DEFAULT_IMAGE_URL_SETTINGS, type ImageUrlSettings, notionImageUrl } from '../../urls/notion-image-url'
import { recordValue } from './record-value'

/** A light grey square, the stand-in an image shows until it has loaded (and again if it fails) when IMAGE_PLACEHOLDER is empty. */
export const IMAGE_PLACEHOLDER = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23e5e7eb"/%3E%3C/svg%3E'

/** The width an image is laid out at when Notion recorded only its aspect ratio. */
const DEFAULT_IMAGE_WIDTH = 800

interface ImageFormat {
  block_width?: number
  block_aspect_ratio?: number
}

/**
 * Preview entries for the image blocks whose size Notion recorded (width and aspect ratio), keyed
 * by the address react-notion-x will draw. With them it reserves each image's box before the
 * image arrives, so nothing below jumps when it does (layout shift), and shows the placeholder
 * first (`placeholder`, the site's IMAGE_PLACEHOLDER). Entries the record map already has (real
 * blurred previews, a kept image's) are kept, under the address drawn, built with `imageUrls`.
 */
export function notionPreviewImages(
  recordMap: ExtendedRecordMap,
  imageUrls: ImageUrlSettings = DEFAULT_IMAGE_URL_SETTINGS,
  placeholder = ''
): PreviewImageMap {
  const stand = placeholder || IMAGE_PLACEHOLDER
  const previews: PreviewImageMap = { ...recordMap.preview_images }
  for (const [id, record] of Object.entries(recordMap.block)) {
    const block = recordValue<Block>(record)
    if (!block || block.type !== 'image') continue
    const { block_width: width, block_aspect_ratio: ratio } = (block.format ?? {}) as ImageFormat
    const source = recordMap.signed_urls?.[id] ?? (block.properties as { source?: string[][] } | undefined)?.source?.[0]?.[0]
    if (!source) continue
    const src = notionImageUrl(source, block, imageUrls)
    if (!src || previews[src]) continue
    // A kept image (lib/images) comes with its real size and blurred preview, under its site path.
    const kept = recordMap.preview_images?.[source]
    if (kept) {
      previews[src] = kept
      continue
    }
    if (!ratio || !(ratio > 0)) continue
    const originalWidth = Math.round(width && width > 0 ? width : DEFAULT_IMAGE_WIDTH)
    previews[src] = { originalWidth, originalHeight: Math.round(originalWidth * ratio), dataURIBase64: stand }
  }
  return previews
}
