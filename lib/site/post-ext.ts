import { safeUrl } from '../urls/safe-url'

/**
 * What a post's `ext` front matter (free JSON from Notion) says about the media it carries: the
 * address of a game to play in a frame, a preview or lead video, and whether to offer the game's
 * own page. Addresses pass the frame rule of safeUrl: only http(s) or a site path is ever embedded,
 * anything else (`javascript:`, `data:`, `//host`, a bare word) reads as absent.
 */
export interface PostMedia {
  /** The page to embed as the post's game; null when absent or refused. */
  game: string | null
  /** A video to lead the post with, or to preview the game; null when absent or refused. */
  video: string | null
  /** The reference's `new_window`: also offer a link to the game's own page. */
  newWindow: boolean
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null
}

/** Reads `href`, `video` and `new_window` from a post's `ext`, keeping only addresses that may be embedded. */
export function postMedia(ext: Readonly<Record<string, unknown>> | null | undefined): PostMedia {
  const source = ext ?? {}
  return {
    game: safeUrl(text(source.href), 'frame'),
    video: safeUrl(text(source.video), 'frame'),
    newWindow: source.new_window === true || source.new_window === 'true'
  }
}
