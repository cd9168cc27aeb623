import type { ExtendedRecordMap } from 'notion-types'
import { countWords } from './count-words'
import { getPostText } from './get-post-text'
import { getTableOfContents } from './get-table-of-contents'
import { isLockedPost } from './is-locked-post'
import { toPostSummary } from './to-post-summary'
import { trimRecordMap } from './trim-record-map'
import type { PostDetail, SitePost } from './types'

/**
 * What a post's own page shows: its summary fields, outline, ext, front matter and its own blocks.
 * A locked post gets neither blocks nor outline here (they would reveal the content): they travel
 * only sealed under the password (lib/lock/seal-post.ts), and the password itself never appears.
 */
export function mapPostDetail(post: SitePost, pageRecordMap: ExtendedRecordMap | null): PostDetail {
  const locked = isLockedPost(post)
  const usable = !locked && pageRecordMap && typeof pageRecordMap === 'object' && pageRecordMap.block ? pageRecordMap : null
  return {
    ...toPostSummary(post),
    lock: locked,
    toc: usable ? getTableOfContents(usable, post.id) : [],
    wordCount: usable ? countWords(getPostText(usable, post.id)) : 0,
    ext: structuredClone(post.ext),
    comment: post.comment,
    recordMap: usable ? trimRecordMap(usable, post.id) : null
  }
}
