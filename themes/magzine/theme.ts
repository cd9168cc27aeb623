import { defineThemeManifest } from '@/lib/themes/manifest'
import { frontPagePosts } from './front-page'
import MAGZINE_CONFIG from './config'

/** The magzine theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'magzine',
  description: 'A magazine front page: a large lead story, rows of stories by category, bold type.',
  cardPalette: {
    light: { background: '#f6f6f1', text: '#000000', muted: '#4b5563', accent: '#62ba6b', onAccent: '#000000' },
    dark: { background: '#101414', text: '#f6f6f1', muted: '#a3a3a3', accent: '#7be986', onAccent: '#101414' }
  },
  config: MAGZINE_CONFIG,
  postListPreviewKey: 'MAGZINE_POST_LIST_PREVIEW',
  homeSitePosts: ({ posts, config, categories }) => frontPagePosts(posts, config, categories)
})
