import type { SiteConfig } from '@/lib/config'

/** The comment systems that can list their latest comments, and how each is reached. */
export type RecentCommentSource = { kind: 'waline'; serverUrl: string } | { kind: 'twikoo'; envId: string; scriptUrl: string }

/**
 * Which system the recent-comments card asks, or null when none that can list comments is set up:
 * Waline (with COMMENT_WALINE_RECENT on) first, then Twikoo.
 */
export function recentCommentSource(
  config: Pick<SiteConfig, 'COMMENT_WALINE_SERVER_URL' | 'COMMENT_WALINE_RECENT' | 'COMMENT_TWIKOO_ENV_ID' | 'COMMENT_TWIKOO_CDN_URL'>
): RecentCommentSource | null {
  if (config.COMMENT_WALINE_SERVER_URL && config.COMMENT_WALINE_RECENT) return { kind: 'waline', serverUrl: config.COMMENT_WALINE_SERVER_URL.replace(/\/+$/, '') }
  if (config.COMMENT_TWIKOO_ENV_ID) return { kind: 'twikoo', envId: config.COMMENT_TWIKOO_ENV_ID, scriptUrl: config.COMMENT_TWIKOO_CDN_URL }
  return null
}
