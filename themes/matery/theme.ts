import { defineThemeManifest } from '@/lib/themes/manifest'
import MATERY_CONFIG from './config'

/** The matery theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'matery',
  description: 'Material Design: a large banner, a three-column grid of cover cards, floating action buttons.',
  cardPalette: {
    light: { background: '#ffffff', text: '#111827', muted: '#4b5563', accent: '#4338ca', onAccent: '#ffffff' },
    dark: { background: '#000000', text: '#f3f4f6', muted: '#9ca3af', accent: '#818cf8', onAccent: '#000000' }
  },
  config: MATERY_CONFIG,
  postListPreviewKey: 'MATERY_POST_LIST_PREVIEW'
})
