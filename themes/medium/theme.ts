import { defineThemeManifest } from '@/lib/themes/manifest'
import MEDIUM_CONFIG from './config'

/** The medium theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'medium',
  description: 'A reading column after medium.com, with a top bar and a right panel of contents, search and author.',
  cardPalette: {
    light: { background: '#ffffff', text: '#111827', muted: '#4b5563', accent: '#111827', onAccent: '#ffffff' },
    dark: { background: '#0a0a0a', text: '#f3f4f6', muted: '#9ca3af', accent: '#f3f4f6', onAccent: '#0a0a0a' }
  },
  config: MEDIUM_CONFIG,
  postListPreviewKey: 'MEDIUM_POST_LIST_PREVIEW'
})
