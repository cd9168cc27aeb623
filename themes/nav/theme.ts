import { defineThemeManifest } from '@/lib/themes/manifest'
import { capPerCategory } from '@/lib/site/cap-per-category'
import NAV_CONFIG from './config'

/** The nav theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'nav',
  description: 'A link directory: categories down the left, link cards with icons grouped under category headings.',
  cardPalette: {
    light: { background: '#fbfbfb', text: '#171717', muted: '#525252', accent: '#262626', onAccent: '#fbfbfb' },
    dark: { background: '#171717', text: '#e5e5e5', muted: '#a3a3a3', accent: '#a3a3a3', onAccent: '#171717' }
  },
  config: NAV_CONFIG,
  homeSitePosts: ({ posts, config }) => capPerCategory(posts, config.NAV_DIRECTORY_MAX_POSTS)
})
