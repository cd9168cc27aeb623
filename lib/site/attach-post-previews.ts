import type { ImageUrlSettings } from '@/lib/urls/notion-image-url'
import { getPostPreview } from './get-post-preview'
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

/** Never a locked post's: its blocks exist only sealed under its password (lib/lock), and a preview would be them in the clear. */
function isLocked(post: SitePost): boolean {
  return post.lock || post.password !== ''
}

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
 * The list's posts, each with its opening as preview blocks when it has one. A post the site does not
 * list as open (unknown id, locked, password set) is passed through as it came, without a preview.
 */
export async function attachPostPreviews(site: SiteData, summaries: readonly PostSummary[], options: PreviewOptions): Promise<PostSummary[]> {
  const byId = new Map([...site.allPages, ...site.posts].map((post) => [post.id, post]))
  return Promise.all(
    summaries.map(async (summary) => {
      const post = byId.get(summary.id)
      if (!post || summary.lock || isLocked(post)) return summary
      const preview = await previewOf(site, post, options)
      return preview.length > 0 ? { ...summary, preview } : summary
    })
  )
}
