import { defineThemeManifest } from '@/lib/themes/manifest'
import NEXT_CONFIG from './config'

/** The next theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'next',
  description: 'The Hexo NexT theme: a black brand block over a left menu, a tabbed contents/overview card, white cards.',
  cardPalette: {
    light: { background: '#eeedee', text: '#000000', muted: '#404040', accent: '#4e80ee', onAccent: '#eeedee' },
    dark: { background: '#000000', text: '#f3f4f6', muted: '#9ca3af', accent: '#4e80ee', onAccent: '#000000' }
  },
  config: NEXT_CONFIG,
  postListPreviewKey: 'NEXT_POST_LIST_PREVIEW'
})
