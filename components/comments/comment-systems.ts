import type { SiteConfig } from '@/lib/config'
import type { PostDetail } from '@/lib/site/types'

/** The id of a post's comment area: `?target=comment` and the jump-to-comments buttons scroll to it. */
export const COMMENTS_ID = 'comments'

/** Comment systems in the order their tabs appear. */
export const COMMENT_SYSTEMS = ['giscus', 'utterances', 'gitalk', 'cusdis', 'twikoo', 'waline', 'valine', 'artalk', 'webmention'] as const
export type CommentSystem = (typeof COMMENT_SYSTEMS)[number]

type CommentConfig = Pick<
  SiteConfig,
  | 'COMMENT_GISCUS_REPO'
  | 'COMMENT_GISCUS_REPO_ID'
  | 'COMMENT_GISCUS_CATEGORY_ID'
  | 'COMMENT_UTTERRANCES_REPO'
  | 'COMMENT_GITALK_REPO'
  | 'COMMENT_GITALK_OWNER'
  | 'COMMENT_GITALK_CLIENT_ID'
  | 'COMMENT_CUSDIS_APP_ID'
  | 'COMMENT_TWIKOO_ENV_ID'
  | 'COMMENT_WALINE_SERVER_URL'
  | 'COMMENT_VALINE_APP_ID'
  | 'COMMENT_VALINE_APP_KEY'
  | 'COMMENT_ARTALK_SERVER'
  | 'COMMENT_WEBMENTION_ENABLE'
  | 'COMMENT_WEBMENTION_HOSTNAME'
>

/** What each system needs before it can work: its server address or repository settings. */
const REQUIRED: Record<CommentSystem, (config: CommentConfig) => boolean> = {
  giscus: (c) => Boolean(c.COMMENT_GISCUS_REPO && c.COMMENT_GISCUS_REPO_ID && c.COMMENT_GISCUS_CATEGORY_ID),
  utterances: (c) => Boolean(c.COMMENT_UTTERRANCES_REPO),
  gitalk: (c) => Boolean(c.COMMENT_GITALK_REPO && c.COMMENT_GITALK_OWNER && c.COMMENT_GITALK_CLIENT_ID),
  cusdis: (c) => Boolean(c.COMMENT_CUSDIS_APP_ID),
  twikoo: (c) => Boolean(c.COMMENT_TWIKOO_ENV_ID),
  waline: (c) => Boolean(c.COMMENT_WALINE_SERVER_URL),
  valine: (c) => Boolean(c.COMMENT_VALINE_APP_ID && c.COMMENT_VALINE_APP_KEY),
  artalk: (c) => Boolean(c.COMMENT_ARTALK_SERVER),
  webmention: (c) => Boolean(c.COMMENT_WEBMENTION_ENABLE && c.COMMENT_WEBMENTION_HOSTNAME)
}

/** The comment systems whose settings are complete, in tab order. */
export function configuredCommentSystems(config: CommentConfig): CommentSystem[] {
  return COMMENT_SYSTEMS.filter((system) => REQUIRED[system](config))
}

/**
 * Whether a post gets a comment area (docs/behaviour.md §4): some system is configured, the reader is not a
 * search-engine bot, and the post's front matter does not say `comment: Hide`.
 */
export function showComments(input: { systems: readonly CommentSystem[]; frontMatterComment: string; userAgent: string | null | undefined }, isBot: (ua: string | null | undefined) => boolean): boolean {
  if (input.systems.length === 0) return false
  if (input.frontMatterComment.trim().toLowerCase() === 'hide') return false
  return !isBot(input.userAgent)
}

/** What each comment system's widget takes: the post it comments on. */
export interface CommentWidgetProps {
  post: Pick<PostDetail, 'id' | 'title' | 'href'>
}
