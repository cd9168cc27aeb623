import { address, wholeNumber } from '@/lib/config/rules'
import { defineThemeManifest } from '@/lib/themes/manifest'
import COMMERCE_CONFIG from './config'

/** The commerce theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'commerce',
  description: "A small company's product catalogue: every post a product, a category panel and a dark contact footer.",
  cardPalette: {
    light: { background: '#f5f5f5', text: '#2a2a2a', muted: '#525252', accent: '#d2232a', onAccent: '#f5f5f5' },
    dark: { background: '#101414', text: '#f5f5f5', muted: '#a3a3a3', accent: '#ef4444', onAccent: '#101414' }
  },
  config: COMMERCE_CONFIG,
  configRules: {
    COMMERCE_HOME_POSTS_COUNT: wholeNumber(1, 60),
    COMMERCE_FOOTER_RIGHT_IMG_URL: address('image', 'an http(s) URL, a site path (/qr.png) or a data:image/ URL'),
    COMMERCE_404_REDIRECT_SECONDS: wholeNumber(0, 600)
  },
  // The home shows the first products of the whole site, more than a page may hold.
  homeSitePosts: ({ posts, config }) => posts.slice(0, config.COMMERCE_HOME_POSTS_COUNT)
})
