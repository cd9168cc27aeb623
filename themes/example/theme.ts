import { defineThemeManifest } from '@/lib/themes/manifest'
import EXAMPLE_CONFIG from './config'

/** The example theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'example',
  description: 'The theme to read and copy: a grey title band, a menu bar, posts with thumbnails and a sidebar of cards.',
  cardPalette: {
    light: { background: '#ffffff', text: '#111827', muted: '#4b5563', accent: '#111827', onAccent: '#ffffff' },
    dark: { background: '#0a0a0a', text: '#f3f4f6', muted: '#9ca3af', accent: '#f3f4f6', onAccent: '#0a0a0a' }
  },
  config: EXAMPLE_CONFIG
})
