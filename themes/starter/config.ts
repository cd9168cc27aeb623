import { STARTER_FRAME_CONFIG } from './frame-config'

/**
 * The starter theme's own keys: a SaaS starter site (after TailGrids' "Play"), with the site's
 * posts as its blog. Each home section has an on/off key; every text, plan, question, person and
 * logo is a key with an English default about Quire itself, overridable by an environment variable
 * or a Notion Config row of the same name. List keys take JSON: a list of objects of the default's
 * shape (a field left out is empty).
 */
const STARTER_CONFIG = {
  ...STARTER_FRAME_CONFIG,
  /** The hero's title. */
  STARTER_HERO_TITLE_1: 'Your Notion pages, published as a site that feels built for them',
  /** The hero's lead paragraph. */
  STARTER_HERO_TITLE_2: 'Quire reads your workspace and draws a fast site from it: themes, search, dark mode and seven languages, with nothing to deploy by hand.',
  /** The hero's white button. */
  STARTER_HERO_BUTTON_1_TEXT: 'Get started',
  /** Where the white button goes. */
  STARTER_HERO_BUTTON_1_URL: '/signup',
  /** The hero's translucent button. */
  STARTER_HERO_BUTTON_2_TEXT: 'Read the blog',
  /** Where the translucent button goes. */
  STARTER_HERO_BUTTON_2_URL: '/archive',
  /** The product picture under the hero. */
  STARTER_HERO_PREVIEW_IMAGE: '/marketing/product.svg',
  /** The product picture's description for screen readers. */
  STARTER_HERO_PREVIEW_IMAGE_ALT: 'A Notion page beside the site Quire draws from it',
  /** The partner logos under the hero. */
  STARTER_BRANDS_ENABLE: true,
  /** The logos' accessible name. */
  STARTER_BRANDS_TITLE: 'Teams publishing with Quire',
  /** The logos: JSON list of { name, image, imageDark, url }. */
  STARTER_BRANDS: [
    { name: 'Northwind', image: '/marketing/brand-1.svg', imageDark: '/marketing/brand-1-dark.svg', url: '' },
    { name: 'Lumen', image: '/marketing/brand-2.svg', imageDark: '/marketing/brand-2-dark.svg', url: '' },
    { name: 'Paperfold', image: '/marketing/brand-3.svg', imageDark: '/marketing/brand-3-dark.svg', url: '' },
    { name: 'Orbit', image: '/marketing/brand-4.svg', imageDark: '/marketing/brand-4-dark.svg', url: '' },
    { name: 'Fieldnote', image: '/marketing/brand-5.svg', imageDark: '/marketing/brand-5-dark.svg', url: '' }
  ],
  /** The features section. */
  STARTER_FEATURE_ENABLE: true,
  /** The features' small label. */
  STARTER_FEATURE_TITLE: 'Features',
  /** The features' title. */
  STARTER_FEATURE_TEXT_1: 'What you get on day one',
  /** The features' paragraph. */
  STARTER_FEATURE_TEXT_2: 'Everything a writer’s site needs is already there; you switch parts on and off from one settings row.',
  /** The four features: JSON list of { title, text, icon, url, linkText }; icon is chart, feather, globe, layout, palette, rocket, shield or zap. */
  STARTER_FEATURES: [
    { title: 'Eighteen themes', text: 'From a reading column to this very page, chosen with one setting.', icon: 'palette', url: '/about', linkText: 'Learn more' },
    { title: 'Fast by default', text: 'Small pages and lazy parts keep the first paint quick on any phone.', icon: 'zap', url: '/about', linkText: 'Learn more' },
    { title: 'Every block drawn', text: 'Code, maths, tables, galleries and embeds look as they do in Notion.', icon: 'layout', url: '/article/every-block', linkText: 'Learn more' },
    { title: 'Seven languages', text: 'Every label speaks the reader’s language, from French to Japanese.', icon: 'globe', url: '/about', linkText: 'Learn more' }
  ],
  /** The about section. */
  STARTER_ABOUT_ENABLE: true,
  /** The about section's title. */
  STARTER_ABOUT_TITLE: 'Made for people who would rather write than deploy',
  /** The about section's paragraph. */
  STARTER_ABOUT_TEXT: 'Quire began as a weekend tool to publish one teacher’s notes. It grew into a small, careful engine that turns any Notion database into a site, and it stays open source.',
  /** The about section's button. */
  STARTER_ABOUT_BUTTON_TEXT: 'Read our story',
  /** Where the about button goes. */
  STARTER_ABOUT_BUTTON_URL: '/about',
  /** The tall picture of the mosaic. */
  STARTER_ABOUT_IMAGE_1: '/marketing/about-1.svg',
  /** The short picture of the mosaic. */
  STARTER_ABOUT_IMAGE_2: '/marketing/about-2.svg',
  /** The blue box's big number. */
  STARTER_ABOUT_TIPS_1: '1,200+',
  /** The blue box's first line. */
  STARTER_ABOUT_TIPS_2: 'sites',
  /** The blue box's second line. */
  STARTER_ABOUT_TIPS_3: 'published from Notion',
  /** The pricing section. */
  STARTER_PRICING_ENABLE: true,
  /** The pricing's small label. */
  STARTER_PRICING_TITLE: 'Pricing',
  /** The pricing's title. */
  STARTER_PRICING_TEXT_1: 'Plans that grow with you',
  /** The pricing's paragraph. */
  STARTER_PRICING_TEXT_2: 'An example price list: Quire is open source and free to host yourself.',
  /** The heading over each plan's features. */
  STARTER_PRICING_FEATURES_TITLE: 'Features',
  /** The plans: JSON list of { name, price, currency, period, features, button, url, tag }; a tagged plan is marked. */
  STARTER_PRICING_PLANS: [
    { name: 'Starter', price: '0', currency: '$', period: '/month', features: ['One site', 'All eighteen themes', 'Search and feeds', 'Community help'], button: 'Start free', url: '/signup', tag: '' },
    { name: 'Basic', price: '12', currency: '$', period: '/month', features: ['Five sites', 'Custom domains', 'Visitor counts', 'Email help'], button: 'Choose Basic', url: '/signup', tag: 'Recommended' },
    { name: 'Premium', price: '36', currency: '$', period: '/month', features: ['Unlimited sites', 'Shared workspaces', 'Comment moderation', 'Priority help'], button: 'Choose Premium', url: '/signup', tag: '' }
  ],
  /** The testimonials section. */
  STARTER_TESTIMONIALS_ENABLE: true,
  /** The testimonials' small label. */
  STARTER_TESTIMONIALS_TITLE: 'Testimonials',
  /** The testimonials' title. */
  STARTER_TESTIMONIALS_TEXT_1: 'What writers say',
  /** The testimonials' paragraph. */
  STARTER_TESTIMONIALS_TEXT_2: 'People who moved their sites to Quire, in their own words.',
  /** Stars over each quote (0 for none). */
  STARTER_TESTIMONIALS_STARS: 5,
  /** The quotes: JSON list of { quote, name, role, avatar, url, handle }. */
  STARTER_TESTIMONIALS_ITEMS: [
    { quote: 'I write my lessons in Notion anyway. Now my students read them on a site that looks like I hired someone.', name: 'Priya Raman', role: 'Secondary school teacher', avatar: '/marketing/person-2.svg', url: '', handle: '' },
    { quote: 'We moved forty posts in an afternoon and the search just worked. The dark mode alone won our editors over.', name: 'Tomás Vidal', role: 'Editor, a small studio', avatar: '/marketing/person-3.svg', url: '', handle: '' },
    { quote: 'Pages load before I can blink, even on the train. I stopped worrying about the site and went back to writing.', name: 'Hana Sato', role: 'Writes about trains', avatar: '/marketing/person-4.svg', url: '', handle: '' },
    { quote: 'Our changelog lives in a Notion database. Quire made it a public page without a single extra step.', name: 'Jonas Berg', role: 'Founder of a tiny tool', avatar: '/marketing/person-5.svg', url: '', handle: '' }
  ],
  /** The questions section. */
  STARTER_FAQ_ENABLE: true,
  /** The questions' small label. */
  STARTER_FAQ_TITLE: 'FAQ',
  /** The questions' title. */
  STARTER_FAQ_TEXT_1: 'Questions people ask',
  /** The questions' paragraph. */
  STARTER_FAQ_TEXT_2: 'And the short answers. Ask us anything else below.',
  /** The questions: JSON list of { question, answer }. */
  STARTER_FAQ_ITEMS: [
    { question: 'Do I need to know how to code?', answer: 'No. You write in Notion and set a few values in a settings row; Quire does the rest.' },
    { question: 'Can I keep some pages private?', answer: 'Yes. Pages that are not published stay hidden, and a post can ask for a password.' },
    { question: 'How fast do changes appear?', answer: 'Within seconds: a page is drawn again the next time someone visits after you edit it.' },
    { question: 'Can I change the look later?', answer: 'Any time. Switch the theme setting and the whole site takes the new look.' }
  ],
  /** The team section. */
  STARTER_TEAM_ENABLE: true,
  /** The team's small label. */
  STARTER_TEAM_TITLE: 'Our team',
  /** The team's title. */
  STARTER_TEAM_TEXT_1: 'The people behind Quire',
  /** The team's paragraph. */
  STARTER_TEAM_TEXT_2: 'A small group of writers and engineers who care about pages that read well.',
  /** The people: JSON list of { name, role, avatar, links: [{ label, url }] }. */
  STARTER_TEAM_ITEMS: [
    { name: 'Ines Moreau', role: 'Design', avatar: '/marketing/person-1.svg', links: [] },
    { name: 'Daniel Okafor', role: 'Engineering', avatar: '/marketing/person-6.svg', links: [] },
    { name: 'Mei Lin', role: 'Writing and docs', avatar: '/marketing/person-3.svg', links: [] },
    { name: 'Arjun Patel', role: 'Community', avatar: '/marketing/person-5.svg', links: [] }
  ],
  /** The blog section on the home page. */
  STARTER_BLOG_ENABLE: true,
  /** The blog's small label. */
  STARTER_BLOG_TITLE: 'Our blog',
  /** The blog's title. */
  STARTER_BLOG_TEXT_1: 'Latest news',
  /** The blog's paragraph. */
  STARTER_BLOG_TEXT_2: 'Notes on writing, publishing and building Quire.',
  /** How many of the newest posts the home's blog shows (at most a page of them: POSTS_PER_PAGE). */
  STARTER_BLOG_COUNT: 3,
  /** The link under the blog cards. */
  STARTER_BLOG_MORE: 'All posts',
  /** The contact section. */
  STARTER_CONTACT_ENABLE: true,
  /** The contact's small label. */
  STARTER_CONTACT_TITLE: 'Contact us',
  /** The contact's big question. */
  STARTER_CONTACT_TEXT: 'Tell us what you are building',
  /** The first info block's title. */
  STARTER_CONTACT_LOCATION_TITLE: 'Where we are',
  /** The first info block's text. */
  STARTER_CONTACT_LOCATION_TEXT: 'Everywhere: we work from four time zones.',
  /** The second info block's title. */
  STARTER_CONTACT_EMAIL_TITLE: 'How can we help?',
  /** The second info block's text. */
  STARTER_CONTACT_EMAIL_TEXT: 'hello@quire.example',
  /** The message form's title. */
  STARTER_CONTACT_FORM_TITLE: 'Send us a message',
  /** Where the message form posts its fields as JSON; empty: the form says it is not connected. */
  STARTER_CONTACT_ACTION: '',
  /** A form of another service (a Notion-backed form, say: https) shown in a frame instead of the message form; none when empty. */
  STARTER_CONTACT_MSG_EXTERNAL_URL: '',
  /** The closing band. */
  STARTER_CTA_ENABLE: true,
  /** The closing band's bold title. */
  STARTER_CTA_TITLE: 'Ready when you are.',
  /** The closing band's light title. */
  STARTER_CTA_TITLE_2: 'Publish your first page today.',
  /** The closing band's text. */
  STARTER_CTA_DESCRIPTION: 'Connect a Notion database and see it as a site in minutes.',
  /** The closing band's (teal) button. */
  STARTER_CTA_BUTTON_TEXT: 'Start free',
  /** Where the closing band's button goes. */
  STARTER_CTA_BUTTON_URL: '/signup',
  /** The sign-in card's line under the title. */
  STARTER_SIGNIN_DESCRIPTION: 'Welcome back: sign in to manage your sites.',
  /** The sign-up card's line under the title. */
  STARTER_SIGNUP_DESCRIPTION: 'Create an account: your first site is free.',
  /** Where the sign-in and sign-up forms post their fields as JSON; empty: they say they are not connected. */
  STARTER_SIGN_ACTION: '',
  /** The sign-in card's "Forgot password?" link; none when empty. */
  STARTER_SIGN_FORGOT_URL: '/#contact',
  /** The "continue with" buttons: JSON list of { name, url, colour, textColour }; a button with no url says sign-in is not connected. */
  STARTER_SIGN_PROVIDERS: [
    { name: 'Facebook', url: '', colour: '#4064AC', textColour: '#ffffff' },
    { name: 'Twitter', url: '', colour: '#1C9CEA', textColour: '#111928' },
    { name: 'Google', url: '', colour: '#C2412D', textColour: '#ffffff' }
  ],
  /** The 404 page's title (under the big 404). */
  STARTER_404_TITLE: 'This page wandered off',
  /** The 404 page's text. */
  STARTER_404_TEXT: 'The address may be mistyped, or the page may have moved. Try the home page or search the blog.'
}

export type StarterConfig = typeof STARTER_CONFIG
export default STARTER_CONFIG
