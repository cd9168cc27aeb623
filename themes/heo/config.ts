/**
 * The heo theme's own keys and their defaults (after Heo, zhheo.com's blog design). Plain values
 * with no React, so the server reads env overrides for them; any key can be overridden by an
 * environment variable or a Notion Config row of the same name. Texts are site content: change
 * them to the site's language.
 */
const HEO_CONFIG = {
  /** Two columns of vertical post cards on very wide screens (2xl), one row card a line below. */
  HEO_HOME_POST_TWO_COLS: true,
  /** The rounded bar above the home hero that rolls through these notices every 3 s (empty: no bar). */
  HEO_NOTICE_BAR: [
    { title: 'Welcome to the heo theme of Quire', url: '/about' },
    { title: 'Every post here is written in Notion', url: '/archive' }
  ] as readonly { title: string; url: string }[],
  /** The bold label at the start of the notice bar. */
  HEO_NOTICE_LABEL: 'Now',
  /** Swap the hero's two blocks (recommended posts on the left). */
  HEO_HERO_REVERSE: false,
  /** Put the sidebar on the left of the content. */
  HEO_HERO_BODY_REVERSE: false,
  /** The banner card's first title line. */
  HEO_HERO_TITLE_1: 'Writing in Notion',
  /** The banner card's second title line. */
  HEO_HERO_TITLE_2: 'published with Quire',
  /** The banner card's small third line. */
  HEO_HERO_TITLE_3: 'QUIRE.DEMO',
  /** The today card's small line. */
  HEO_HERO_TITLE_4: 'New here',
  /** The today card's large line. */
  HEO_HERO_TITLE_5: 'Start with the welcome post',
  /** Where the today card leads. */
  HEO_HERO_TITLE_LINK: '/article/welcome-to-quire',
  /** The label that covers the banner card on hover: the card opens a random post. */
  HEO_HERO_COVER_TITLE: 'Random stroll',
  /** The three gradient shortcuts under the banner card (blue, red-to-yellow, teal). */
  HEO_HERO_CATEGORIES: [
    { title: 'Recommended', url: '/tag/Recommend' },
    { title: 'Guides', url: '/category/Guides' },
    { title: 'Engineering', url: '/category/Engineering' }
  ] as readonly { title: string; url: string }[],
  /** The tag that picks the hero's six recommended posts (empty, or no post with it: the latest). */
  HEO_HERO_RECOMMEND_POST_TAG: 'Recommend',
  /** Order the recommended posts by last edit, not by date. */
  HEO_HERO_RECOMMEND_POST_SORT_BY_UPDATE_TIME: false,
  /** The skill tiles that scroll across the banner card: a short name and a colour each. */
  HEO_GROUP_ICONS: [
    { title: 'Notion', color: '#2f3437' },
    { title: 'Next.js', color: '#111111' },
    { title: 'React', color: '#087ea4' },
    { title: 'TypeScript', color: '#3178c6' },
    { title: 'Tailwind', color: '#0e7490' },
    { title: 'Markdown', color: '#5b21b6' },
    { title: 'RSS', color: '#c2410c' },
    { title: 'SVG', color: '#b45309' },
    { title: 'Node', color: '#3f7d20' },
    { title: 'Git', color: '#c2410c' },
    { title: 'CSS', color: '#1d4ed8' },
    { title: 'HTML', color: '#b91c1c' },
    { title: 'Jest', color: '#86198f' },
    { title: 'Vercel', color: '#171717' }
  ] as readonly { title: string; color: string }[],
  /** The author card's greetings: a click on the pill shows the next. */
  HEO_INFOCARD_GREETINGS: ['Hello there 👋', 'Glad you came by', 'Writing in Notion', 'Tea, then code', 'Have a good read'] as readonly string[],
  /** The author card's first round button. */
  HEO_INFO_CARD_URL1: '/about',
  /** The author card's second round button. */
  HEO_INFO_CARD_URL2: '/archive',
  /** The author card's pill. */
  HEO_INFO_CARD_URL3: '/about',
  /** The author card's pill text. */
  HEO_INFO_CARD_TEXT3: 'Learn more',
  /** The flip card of the sidebar. */
  HEO_SOCIAL_CARD: true,
  /** The flip card's heading. */
  HEO_SOCIAL_CARD_TITLE_1: 'Reading room',
  /** The flip card's subheading. */
  HEO_SOCIAL_CARD_TITLE_2: 'Follow new posts as they come out',
  /** The flip card's back side. */
  HEO_SOCIAL_CARD_TITLE_3: 'Subscribe to the feed',
  /** Where the flip card leads. */
  HEO_SOCIAL_CARD_URL: '/rss/feed.xml',
  /** Home in the menu. */
  HEO_MENU_INDEX: true,
  /** Categories in the mobile menu. */
  HEO_MENU_CATEGORY: true,
  /** Tags in the mobile menu. */
  HEO_MENU_TAG: true,
  /** Archive in the menu. */
  HEO_MENU_ARCHIVE: true,
  /** Search in the menu, and the header's search button. */
  HEO_MENU_SEARCH: true,
  /** Covers on post cards. */
  HEO_POST_LIST_COVER: true,
  /** The whole card grows a little on hover. */
  HEO_POST_LIST_COVER_HOVER_ENLARGE: false,
  /** A post without a cover shows the site's cover on its card. */
  HEO_POST_LIST_COVER_DEFAULT: true,
  /** Summaries on post cards. */
  HEO_POST_LIST_SUMMARY: true,
  /** Post cards show the opening of the post drawn as blocks instead of its summary, with the site's POST_LIST_PREVIEW on. */
  HEO_POST_LIST_PREVIEW: false,
  /** Previous / next under a post (phones), the sliding "next post" card (wide screens). */
  HEO_ARTICLE_ADJACENT: true,
  /** The copyright box under a post. */
  HEO_ARTICLE_COPYRIGHT: true,
  /** Related posts as image tiles under a post. */
  HEO_ARTICLE_RECOMMEND: true
}

export type HeoConfig = typeof HEO_CONFIG
export default HEO_CONFIG
