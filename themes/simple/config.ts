/**
 * The simple theme's own keys and their defaults: a classic single-author blog. Plain values with
 * no React; any key can be overridden by an environment variable or a Notion Config row of that name.
 */
const SIMPLE_CONFIG = {
  /** Show the black strip above the header (it also needs SIMPLE_TOP_BAR_CONTENT). */
  SIMPLE_TOP_BAR: true,
  /** The strip's text, plain, one line; empty hides the strip. */
  SIMPLE_TOP_BAR_CONTENT: '',
  /** The tagline under the author's name; a line break starts a new line. */
  SIMPLE_LOGO_DESCRIPTION: 'Notes on reading,\nwriting and making\nsmall things well.',
  /** Where the author's name in the header leads. */
  SIMPLE_AUTHOR_LINK: '/about',
  /** A cover beside each post in lists. */
  SIMPLE_POST_COVER_ENABLE: false,
  /** An AdSense in-feed slot after every third post of a list; only with ADSENSE_GOOGLE_ID set. */
  SIMPLE_POST_AD_ENABLE: false,
  /** A box of related posts under an article. */
  SIMPLE_ARTICLE_RECOMMEND_POSTS: true,
  /** Links in the menu bar to the built-in screens. */
  SIMPLE_MENU_CATEGORY: true,
  SIMPLE_MENU_TAG: true,
  SIMPLE_MENU_ARCHIVE: true,
  SIMPLE_MENU_SEARCH: true
}

export type SimpleConfig = typeof SIMPLE_CONFIG
export default SIMPLE_CONFIG
