import { readPostTexts } from './get-search-text-index'
import type { StaticSearchIndex } from './static-search-index'
import { toPostSummary } from './to-post-summary'
import type { SiteData } from './types'

/** A site's search index for a static export, read from the page cache the build just filled. */
export async function buildStaticSearchIndex(site: SiteData, readTexts: typeof readPostTexts = readPostTexts): Promise<StaticSearchIndex> {
  const texts = await readTexts(site)
  return { posts: site.posts.map(toPostSummary), texts: Object.fromEntries(texts) }
}
