/**
 * The magzine theme's own keys and their defaults. Plain values with no React, so the config layer
 * reads env overrides for them on the server; any key can be overridden by an environment variable
 * or a Notion Config row of the same name (text keys are site content: write them in its language).
 */
const MAGZINE_CONFIG = {
  /** The black promo box beside the lead story and the black banner under each article. */
  MAGZINE_HOME_BANNER_ENABLE: true,
  /** The mint button in the promo box. */
  MAGZINE_HOME_BUTTON: true,
  /** Where the promo button goes. */
  MAGZINE_HOME_BUTTON_URL: '/about',
  /** The promo button's label. */
  MAGZINE_HOME_BUTTON_TEXT: 'Learn more',
  /** The promo box's title. */
  MAGZINE_HOME_TITLE: 'Notes worth keeping',
  /** The promo box's line under the title. */
  MAGZINE_HOME_DESCRIPTION: 'Guides, essays and field notes on writing in Notion and publishing on the web.',
  /** The small print under the promo button. */
  MAGZINE_HOME_TIPS: 'New stories most weeks.',
  /** Categories without a band on the home, comma separated. */
  MAGZINE_HOME_HIDDEN_CATEGORY: '',
  /** The tag that puts a post in the recommended band (the latest posts when none has it). */
  MAGZINE_RECOMMEND_POST_TAG: 'Recommended',
  /** How many posts the recommended band shows. */
  MAGZINE_RECOMMEND_POST_COUNT: 4,
  /** The recommended band's heading. */
  MAGZINE_RECOMMEND_POST_TITLE: 'Recommended reading',
  /** Recommended posts by last edit, newest first, instead of the site's order. */
  MAGZINE_RECOMMEND_POST_SORT_BY_UPDATE_TIME: false,
  /** Covers on the story cards. */
  MAGZINE_POST_LIST_COVER: true,
  /** The summary on the lead story and the wide cards. */
  MAGZINE_POST_LIST_PREVIEW: true,
  /** The category on cards. */
  MAGZINE_POST_LIST_CATEGORY: true,
  /** Tag chips on the lead story. */
  MAGZINE_POST_LIST_TAG: true,
  /** The category above an article's title. */
  MAGZINE_POST_DETAIL_CATEGORY: true,
  /** Tag chips above an article's title and under its body. */
  MAGZINE_POST_DETAIL_TAG: true,
  /** The flip card in an article's side column: an invitation (a community, a feed) that turns over to its link. */
  MAGZINE_SOCIAL_CARD: true,
  /** The flip card's heading. */
  MAGZINE_SOCIAL_CARD_TITLE_1: 'Reader circle',
  /** The line under the heading. */
  MAGZINE_SOCIAL_CARD_TITLE_2: 'Talk about the stories with other readers',
  /** The card's back, shown as it turns: what the link does. */
  MAGZINE_SOCIAL_CARD_TITLE_3: 'Join the discussion',
  /** The small prompt on the card's face that invites a touch. */
  MAGZINE_SOCIAL_CARD_HINT: 'Touch me',
  /** Where the flip card leads. */
  MAGZINE_SOCIAL_CARD_URL: '/about',
  /** The footer's link columns: each a group name and its links. */
  MAGZINE_FOOTER_LINKS: [
    { name: 'Read', menus: [{ title: 'Archive', href: '/archive' }, { title: 'Categories', href: '/category' }, { title: 'Tags', href: '/tag' }] },
    { name: 'Follow', menus: [{ title: 'RSS', href: '/rss/feed.xml' }, { title: 'JSON Feed', href: '/rss/feed.json' }] },
    { name: 'Site', menus: [{ title: 'About', href: '/about' }, { title: 'Search', href: '/search' }] }
  ] as readonly { name: string; menus: readonly { title: string; href: string }[] }[],
  /** Menu links to the category index, the tag index, the archive and search. */
  MAGZINE_MENU_CATEGORY: true,
  MAGZINE_MENU_TAG: true,
  MAGZINE_MENU_ARCHIVE: true,
  MAGZINE_MENU_SEARCH: true
}

export type MagzineConfig = typeof MAGZINE_CONFIG
export default MAGZINE_CONFIG
