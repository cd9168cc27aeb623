/** Delays and throttles of docs/behaviour.md §9: tuned for feel, kept together so they can be tuned together. */
import { defineConfig } from '@/conf/define-config'

export const TIMING_CONFIG = defineConfig({
  /** Search waits this long after the last keystroke, in ms, so Notion is asked once per pause. */
  SEARCH_DEBOUNCE_MS: 1000,
  /** Scroll-spy of the active heading runs at most this often, in ms. */
  SCROLL_SPY_THROTTLE_MS: 100,
  /** The infinite list checks for the bottom at most this often, in ms. */
  LIST_SCROLL_THROTTLE_MS: 500,
  /** The table of contents updates at most this often while scrolling, in ms. */
  TOC_SCROLL_THROTTLE_MS: 200,
  /** Delay before scrolling to a URL hash, in ms, so the article has laid out. */
  HASH_SCROLL_DELAY_MS: 180,
  /** Open and close animation of collapsible menus, in ms. */
  COLLAPSE_DURATION_MS: 300,
  /** Delay before scrolling to the comments from a comment link, in ms. */
  COMMENT_SCROLL_DELAY_MS: 1000,
  /** A post that has not appeared after this many seconds sends the visitor to /404. */
  POST_REDIRECT_404_SECONDS: 30
})
