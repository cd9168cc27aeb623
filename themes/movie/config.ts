/**
 * The movie theme's own keys and their defaults (BRIEFS §10). Plain values with no React, so the
 * server can read env and Notion Config overrides for them.
 */
const MOVIE_CONFIG = {
  /** Header link to the archive. */
  MOVIE_MENU_ARCHIVE: true,
  /** Header link to the search page (the search icon is always there). */
  MOVIE_MENU_SEARCH: true,
  /** Header links to the category and tag indexes (the reference reads neither; off by default). */
  MOVIE_MENU_CATEGORY: false,
  MOVIE_MENU_TAG: false,
  /** Draws the site cover full screen behind the home page's header. */
  MOVIE_HOME_BACKGROUND: false,
  /** A row of poster tiles of related posts under each article. */
  MOVIE_ARTICLE_RECOMMEND: true,
  /** Gathers an article's captioned videos into a player at its top, the captions as its episode list. */
  MOVIE_VIDEO_COMBINE: true,
  /** Shows the episode list even when there is only one video. */
  MOVIE_VIDEO_COMBINE_SHOW_PAGE_FORCE: false,
  /** Leads an article without captioned videos with its `ext.video` when it has one (the cover as its poster; never the cover alone). */
  MOVIE_POST_LEAD_MEDIA: true,
  /** Tag chips on the posters. */
  MOVIE_POST_LIST_TAG: true,
  /** One line of summary on the posters. */
  MOVIE_POST_LIST_SUMMARY: true
}

export type MovieConfig = typeof MOVIE_CONFIG
export default MOVIE_CONFIG
