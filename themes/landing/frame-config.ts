/**
 * The landing keys its frame reads on every page (header, footer, the footer's subscribe field), apart
 * from the home's: a post loads only these. Part of LANDING_CONFIG (config.ts), with the same overrides.
 */
export const LANDING_FRAME_CONFIG = {
  /** The header's text link. */
  LANDING_HEADER_BUTTON_1_TITLE: 'Read the docs',
  /** Where the header's text link goes. */
  LANDING_HEADER_BUTTON_1_URL: '/about',
  /** The header's dark button. */
  LANDING_HEADER_BUTTON_2_TITLE: 'Start free',
  /** Where the header's dark button goes. */
  LANDING_HEADER_BUTTON_2_URL: '/signup',
  /** The newsletter box and the footer's subscribe column. */
  LANDING_NEWSLETTER: true,
  /** The newsletter box's heading. */
  LANDING_NEWSLETTER_TITLE: 'Get a letter when something new ships',
  /** Said once an address is sent. */
  LANDING_NEWSLETTER_THANKS: 'Thanks! Look out for the first letter.',
  /** Where the newsletter form posts the address as JSON; empty: the form says it is not connected. */
  LANDING_NEWSLETTER_ACTION: '',
  /** The footer's subscribe column's heading. */
  LANDING_FOOTER_SUBSCRIBE_TITLE: 'Subscribe',
  /** The footer's link columns: JSON list of { title, links: [{ title, url }] }. */
  LANDING_FOOTER_LINKS: [
    { title: 'Product', links: [{ title: 'Features', url: '/#features' }, { title: 'Pricing', url: '/#pricing' }, { title: 'Blog', url: '/archive' }] },
    { title: 'Resources', links: [{ title: 'Categories', url: '/category' }, { title: 'Tags', url: '/tag' }, { title: 'Feed', url: '/rss/feed.xml' }] },
    { title: 'Company', links: [{ title: 'About', url: '/about' }, { title: 'Search', url: '/search' }] }
  ]
}

export type LandingFrameConfig = typeof LANDING_FRAME_CONFIG
