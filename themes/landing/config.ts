import { LANDING_FRAME_CONFIG } from './frame-config'

/**
 * The landing theme's own keys: a product page (after Cruip's "Simple Light"), with the site's
 * posts as its blog on pages of their own. Every text, plan and quote is a key with an English default about Quire
 * itself; override any of them with an environment variable or a Notion Config row of the same
 * name. List keys take JSON: a list of objects of the default's shape (a field left out is empty).
 */
const LANDING_CONFIG = {
  ...LANDING_FRAME_CONFIG,
  /** The hero's headline, written in the blue-to-teal gradient. */
  LANDING_HERO_TITLE_1: 'Publish from Notion',
  /** The hero's lead paragraph. */
  LANDING_HERO_P_1: 'Quire turns the pages you already write in Notion into a fast, searchable website, with themes, dark mode and seven languages. No build step to learn, nothing to copy and paste.',
  /** The hero's first (blue) button. */
  LANDING_HERO_BUTTON_1_TEXT: 'Start free',
  /** Where the hero's first button goes. */
  LANDING_HERO_BUTTON_1_LINK: '/signup',
  /** The hero's second (dark) button. */
  LANDING_HERO_BUTTON_2_TEXT: 'Read the blog',
  /** Where the hero's second button goes. */
  LANDING_HERO_BUTTON_2_LINK: '/archive',
  /** The picture under the hero. */
  LANDING_HERO_VIDEO_IMAGE: '/marketing/product.svg',
  /** The picture's description for screen readers. */
  LANDING_HERO_VIDEO_IMAGE_ALT: 'A Notion page on the left and the site Quire makes of it on the right',
  /** The video the play pill opens (an embed address or a video file); no pill when empty. */
  LANDING_HERO_VIDEO_IFRAME: '/marketing/tour.html',
  /** The play pill's label, also the video's name. */
  LANDING_HERO_VIDEO_TIPS: 'Watch the tour (1 min)',
  /** The features band's heading. */
  LANDING_FEATURES_HEADER_1: 'Everything a site needs, nothing you have to maintain',
  /** The features band's paragraph. */
  LANDING_FEATURES_HEADER_1_P: 'Your workspace stays the single place where you write. Quire reads it, draws it and keeps it in step.',
  /** The heading over the feature buttons. */
  LANDING_FEATURES_HEADER_2: 'Write once, publish everywhere',
  /** The paragraph over the feature buttons. */
  LANDING_FEATURES_HEADER_2_P: 'Choose a step to see it.',
  /** The feature buttons beside the picture: JSON list of { title, text, icon, image }. */
  LANDING_FEATURES_TABS: [
    { title: 'Write where you think', text: 'Headings, code, tables and images: every Notion block is drawn on the site.', icon: 'feather', image: '/marketing/feature-1.svg' },
    { title: 'Watch it grow', text: 'Page views and visitors counted without tracking anyone.', icon: 'chart', image: '/marketing/feature-2.svg' },
    { title: 'Publish with confidence', text: 'Locked posts, drafts that stay hidden, and pages that update in seconds.', icon: 'shield', image: '/marketing/feature-3.svg' }
  ],
  /** The six-card section's heading. */
  LANDING_FEATURES_BLOCK_HEADER: 'Built for writers, tuned for readers',
  /** The six-card section's paragraph. */
  LANDING_FEATURES_BLOCK_P: 'The parts every good site has, switched on from one settings row.',
  /** The six cards: JSON list of { title, text }. */
  LANDING_FEATURES_BLOCKS: [
    { title: 'Eighteen themes', text: 'From a reading column to a product page, switched with one setting.' },
    { title: 'Fast first paint', text: 'Small pages, lazy parts and images sized for the screen.' },
    { title: 'Search built in', text: 'Readers find any post by its words, tags or category.' },
    { title: 'Seven languages', text: 'Every label of the site speaks the reader’s language.' },
    { title: 'Comments your way', text: 'Plug in the comment system you already use, or none.' },
    { title: 'Feeds and cards', text: 'RSS, JSON Feed and social cards made for every post.' }
  ],
  /** The testimonials' heading. */
  LANDING_TESTIMONIALS_HEADER: 'Writers moved their sites in an afternoon',
  /** The testimonials' paragraph. */
  LANDING_TESTIMONIALS_P: 'Teachers, studios and small teams publish with Quire.',
  /** The quotes: JSON list of { quote, name, role, avatar, url, handle }. */
  LANDING_TESTIMONIALS: [
    {
      quote: 'I stopped exporting drafts. I finish a page in Notion, and a minute later it is on the site, looking better than I could have made it.',
      name: 'Mara Ellison',
      role: 'Writes a weekly letter on urban gardens',
      avatar: '/marketing/person-1.svg',
      url: '/about',
      handle: '@mara'
    }
  ],
  /** The pricing section's title. */
  LANDING_PRICING_TITLE: 'Simple plans',
  /** The pricing section's subtitle. */
  LANDING_PRICING_P: 'These plans are an example: Quire itself is open source and free to host yourself.',
  /** The plans: JSON list of { name, price, currency, period, features, button, url, tag }; a tagged plan is raised. */
  LANDING_PRICING_PLANS: [
    { name: 'Personal', price: '0', currency: '$', period: '/month', features: ['One site', 'All themes', 'Community help'], button: 'Start free', url: '/signup', tag: '' },
    { name: 'Studio', price: '9', currency: '$', period: '/month', features: ['Five sites', 'Custom domain', 'Visitor counts', 'Email help'], button: 'Choose Studio', url: '/signup', tag: 'Popular' },
    { name: 'Team', price: '29', currency: '$', period: '/month', features: ['Unlimited sites', 'Shared workspaces', 'Priority help'], button: 'Talk to us', url: '/about', tag: '' }
  ],
  /** The newsletter box's text. */
  LANDING_NEWSLETTER_TEXT: 'One short email a month about new themes and features. Leave whenever you like.',
  /**
   * Whether the home page ends with the blog's latest posts, as a grid above the newsletter. Off,
   * as in the reference's landing: the home is the product page alone, and the blog lives on its
   * own pages (the hero's second button, the menu's archive, categories and tags, page 2 on).
   */
  LANDING_HOME_BLOG: false,
  /** The blog section's heading on the home page, and the blog's own pages' title. */
  LANDING_BLOG_TITLE: 'From the blog',
  /** The blog section's paragraph. */
  LANDING_BLOG_TEXT: 'Notes on writing, publishing and building Quire.'
}

export type LandingConfig = typeof LANDING_CONFIG
export default LANDING_CONFIG
