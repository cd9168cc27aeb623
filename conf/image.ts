/** Image proxying, sizes and zoom (spec §7 and §9). */
import { defineConfig } from '@/lib/config/define-config'

/** Output formats the image hosts we rewrite for can serve. */
export const IMAGE_FORMATS = ['webp', 'avif', 'jpg', 'png'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

/** Which host serves Notion-uploaded images: Notion's /image proxy, or the signed S3 URL as is. */
export const IMG_URL_TYPES = ['Notion', 'amazon'] as const
export type ImgUrlType = (typeof IMG_URL_TYPES)[number]

/** A 1x1 transparent GIF: shows before an image loads and after one fails, with no request. */
const TRANSPARENT_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

export const IMAGE_CONFIG = defineConfig({
  /** Host whose /image/{url} proxy resizes Notion-hosted and bookmark images. */
  NOTION_HOST: 'https://www.notion.so',
  /** Serve uploaded images through Notion's proxy or straight from S3. */
  IMG_URL_TYPE: 'Notion' as ImgUrlType,
  /** Width images are requested at in lists and articles, in px. */
  IMAGE_COMPRESS_WIDTH: 800,
  /** Width a zoomed image is asked for where its host resizes on request (Notion's image service, Unsplash), in px; an image the site keeps opens its 1,200 px copy. */
  IMAGE_ZOOM_IN_WIDTH: 1200,
  /** Quality asked of image hosts, 1-100; 50 keeps pages light with little visible loss. */
  IMAGE_QUALITY: 50,
  /** Format asked of image hosts. */
  IMAGE_FORMAT: 'webp' as ImageFormat,
  /** Lazy images start loading this far before they scroll into view (an IntersectionObserver rootMargin). */
  IMAGE_LAZY_ROOT_MARGIN: '50px',
  /** Placeholder shown before an image loads and when it fails. */
  IMAGE_PLACEHOLDER: TRANSPARENT_PIXEL,
  /** Scrolling more than this many px closes a zoomed image. */
  ZOOM_SCROLL_OFFSET: 40,
  /** Space around a zoomed image, in px. */
  ZOOM_MARGIN: 0
})
