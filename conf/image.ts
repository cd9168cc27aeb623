/** Image proxying, sizes and zoom (docs/behaviour.md §7 and §9). */
import { defineConfig } from '@/conf/define-config'

/** Output formats the image hosts we rewrite for can serve. */
export const IMAGE_FORMATS = ['webp', 'avif', 'jpg', 'png'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

/** Which host serves Notion-uploaded images: Notion's /image proxy, or the signed S3 URL as is. */
export const IMG_URL_TYPES = ['Notion', 'amazon'] as const
export type ImgUrlType = (typeof IMG_URL_TYPES)[number]


export const IMAGE_CONFIG = defineConfig({
  /** Origin of Notion's image service (/image/{url}), which serves Notion's uploads, stock covers and bookmark pictures: a proxy of notion.so you run, say. The site's own copies (IMAGE_MIRROR) are fetched through it too. */
  NOTION_HOST: 'https://www.notion.so',
  /** `Notion` shows images uploaded to Notion through its image service; `amazon` at their signed S3 address as it is, which expires an hour after the page was read. Not used for images the site keeps (IMAGE_MIRROR). */
  IMG_URL_TYPE: 'Notion' as ImgUrlType,
  /** Let the site fetch images and covers (its kept copies, social cards) from private, loopback and link-local addresses; off, such an address is refused (a test server on 127.0.0.1 needs it on). Environment only. */
  IMAGE_ALLOW_PRIVATE_HOSTS: false,
  /** Width Notion's image service and Unsplash are asked for in lists and posts, in px (the site's own copies are 800 px). */
  IMAGE_COMPRESS_WIDTH: 800,
  /** Width a zoomed image is asked for where its host resizes on request (Notion's image service, Unsplash), in px; an image the site keeps opens its 1,200 px copy. */
  IMAGE_ZOOM_IN_WIDTH: 1200,
  /** Quality asked of Unsplash, 1-100; 50 keeps pages light with little visible loss. */
  IMAGE_QUALITY: 50,
  /** Format asked of Unsplash. */
  IMAGE_FORMAT: 'webp' as ImageFormat,
  /** Lazy images start loading this far before they scroll into view (an IntersectionObserver rootMargin). */
  IMAGE_LAZY_ROOT_MARGIN: '50px',
  /** Shown in a post image's box before the image loads and when it fails, where the site has no blurred preview of it (a data:image/ URL or an image address); empty shows a light grey square. */
  IMAGE_PLACEHOLDER: '',
  /** Scrolling more than this many px closes a zoomed image. */
  ZOOM_SCROLL_OFFSET: 40,
  /** Space around a zoomed image, in px. */
  ZOOM_MARGIN: 0
})
