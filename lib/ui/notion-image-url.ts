import type { Block } from 'notion-types'
import { defaultMapImageUrl } from 'notion-utils'

/** Notion's own static paths, which live on notion.so rather than on this site. */
const NOTION_STATIC_PREFIXES = ['/images/', '/icons/', '/image/']

/**
 * The URL an image block shows. A site path (`/demo/cover.svg`) is served by this site as-is;
 * everything else goes through react-notion-x's default (Notion-hosted files to notion.so/image).
 */
export function notionImageUrl(url: string | undefined, block: Block): string | undefined {
  if (!url) return undefined
  if (url.startsWith('/') && !url.startsWith('//') && !NOTION_STATIC_PREFIXES.some((prefix) => url.startsWith(prefix))) {
    return url
  }
  return defaultMapImageUrl(url, block)
}
