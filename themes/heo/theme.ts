import { defineThemeManifest } from '@/lib/themes/manifest'
import { heroRecommended } from './recommended'
import HEO_CONFIG from './config'

/** The heo theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'heo',
  description: 'An elaborate, colourful blog: a header that tracks your reading, a sliding hero and two-column cards.',
  cardPalette: {
    light: { background: '#f7f9fe', text: '#1e1e1e', muted: '#4b5563', accent: '#4f65f0', onAccent: '#f7f9fe' },
    dark: { background: '#18171d', text: '#f7f7fa', muted: '#a1a1aa', accent: '#ca8a04', onAccent: '#18171d' }
  },
  config: HEO_CONFIG,
  postListPreviewKey: 'HEO_POST_LIST_PREVIEW',
  homeSitePosts: ({ posts, config }) => heroRecommended(posts, config)
})
