import { defineThemeManifest } from '@/lib/themes/manifest'
import HEXO_CONFIG from './config'

/** The hexo theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'hexo',
  description: 'The classic Hexo Butterfly blog: a full-screen cover with a typed greeting, cards on grey, a card sidebar.',
  cardPalette: {
    light: { background: '#f5f5f5', text: '#111827', muted: '#4b5563', accent: '#6366f1', onAccent: '#f5f5f5' },
    dark: { background: '#000000', text: '#f3f4f6', muted: '#9ca3af', accent: '#928cee', onAccent: '#000000' }
  },
  config: HEXO_CONFIG,
  postListPreviewKey: 'HEXO_POST_LIST_PREVIEW'
})
