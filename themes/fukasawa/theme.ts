import { defineThemeManifest } from '@/lib/themes/manifest'
import FUKASAWA_CONFIG from './config'

/** The fukasawa theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'fukasawa',
  description: 'A masonry wall of post cards beside a fixed left sidebar that carries all navigation.',
  cardPalette: {
    light: { background: '#ffffff', text: '#000000', muted: '#4b5563', accent: '#3b82f6', onAccent: '#ffffff' },
    dark: { background: '#111827', text: '#d1d5db', muted: '#9ca3af', accent: '#3b82f6', onAccent: '#111827' }
  },
  config: FUKASAWA_CONFIG,
  postListPreviewKey: 'FUKASAWA_POST_LIST_PREVIEW'
})
