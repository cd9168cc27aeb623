import type { ImageUrlSettings } from '@/lib/urls/notion-image-url'
import { getPostPreview } from './get-post-preview'
import { isLockedPost } from './is-locked-post'
import { toPostSummary } from './to-post-summary'
import type { PostDetail, PostSummary, PreviewBlock, SiteData, SitePost } from './types'

/** Reads a post's own blocks: the loader's getPostDetail, which answers from the pages the sync holds. */
export type LoadPostBlocks = (post: SitePost) => Promise<Pick<PostDetail, 'lock' | 'recordMap'>>

export interface PreviewOptions {
  lines: number
  imageUrls?: ImageUrlSettings
  loadBlocks: LoadPostBlocks
  log?: (message: string) => void
}

/** One preview per post, lines and site-data version: a post shows on its category's, its tags' and the home's pages. */
const previews = new WeakMap<SiteData, Map<string, Promise<PreviewBlock[]>>>()

const warn = (message: string) => console.warn(`[quire] ${message}`)

function previewOf(site: SiteData, post: SitePost, options: PreviewOptions): Promise<PreviewBlock[]> {
  let byPost = previews.get(site)
  if (!byPost) previews.set(site, (byPost = new Map()))
  const key = `${post.id}:${options.lines}`
  let preview = byPost.get(key)
  if (!preview) {
    preview = options.loadBlocks(post).then(
      (detail) => (detail.lock || !detail.recordMap ? [] : getPostPreview(detail.recordMap, post.id, options.lines, options.imageUrls)),
      (error: unknown) => {
        // A page that cannot be read keeps its summary: the list still builds.
        ;(options.log ?? warn)(`no preview for "${post.title}" (${post.id}): ${error instanceof Error ? error.message : String(error)}`)
        return []
      }
    )
    byPost.set(key, preview)
  }
  return preview
}

/**
 * A list page's posts as its cards carry them, each with its opening as preview blocks when it has
 * one. Never a locked post's (isLockedPost): its blocks exist only sealed under its password
 * (lib/lock), and a preview would be them in the clear.
 */
export async function attachPostPreviews(site: SiteData, posts: readonly SitePost[], options: PreviewOptions): Promise<PostSummary[]> {
  return Promise.all(
    posts.map(async (post) => {
      const summary = toPostSummary(post)
      if (isLockedPost(post)) return summary
      const preview = await previewOf(site, post, options)
      return preview.length > 0 ? { ...summary, preview } : summary
    })
  )
}
