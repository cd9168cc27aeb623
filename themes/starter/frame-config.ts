/**
 * The starter keys its frame reads on every page (header, footer), apart from the home's: a post
 * loads only these. Part of STARTER_CONFIG (config.ts), with the same overrides.
 */
export const STARTER_FRAME_CONFIG = {
  /** The logo beside the site title (an image path); the title alone when empty. */
  STARTER_LOGO: '/marketing/logo.svg',
  /** The hero section. */
  STARTER_HERO_ENABLE: true,
  /** The header's "Sign in" link. */
  STARTER_NAV_BUTTON_1_TEXT: 'Sign in',
  /** Where "Sign in" goes. */
  STARTER_NAV_BUTTON_1_URL: '/signin',
  /** The header's "Sign up" pill. */
  STARTER_NAV_BUTTON_2_TEXT: 'Sign up',
  /** Where "Sign up" goes. */
  STARTER_NAV_BUTTON_2_URL: '/signup',
  /** The footer's line under the logo. */
  STARTER_FOOTER_SLOGAN: 'Publishing from Notion, done with care.',
  /** The footer's link columns: JSON list of { title, links: [{ title, url }] }. */
  STARTER_FOOTER_LINK_GROUP: [
    { title: 'About', links: [{ title: 'Our story', url: '/about' }, { title: 'Features', url: '/#features' }, { title: 'Pricing', url: '/#pricing' }] },
    { title: 'Blog', links: [{ title: 'Archive', url: '/archive' }, { title: 'Categories', url: '/category' }, { title: 'Tags', url: '/tag' }] },
    { title: 'Help', links: [{ title: 'Search', url: '/search' }, { title: 'Feed', url: '/rss/feed.xml' }, { title: 'Contact', url: '/#contact' }] }
  ],
  /** The footer's latest-posts column title. */
  STARTER_FOOTER_BLOG_LATEST_TITLE: 'Latest posts',
  /** The footer's bottom links: JSON list of { title, url }. */
  STARTER_FOOTER_LEGAL_LINKS: [
    { title: 'Privacy policy', url: '/about' },
    { title: 'Terms of service', url: '/about' }
  ]
}

export type StarterFrameConfig = typeof STARTER_FRAME_CONFIG
