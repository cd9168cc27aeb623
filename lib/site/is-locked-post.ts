import type { SitePost } from './types'

/**
 * Whether a post is behind its password: its blocks, outline, sub-pages and preview then exist
 * only sealed under it (lib/lock/seal-post.ts). A password set on a row locks the post even when
 * the row's own lock flag says otherwise.
 */
export function isLockedPost(post: Pick<SitePost, 'lock' | 'password'>): boolean {
  return post.lock || post.password !== ''
}
