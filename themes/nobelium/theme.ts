import { defineThemeManifest } from '@/lib/themes/manifest'
import NOBELIUM_CONFIG from './config'

/** The nobelium theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'nobelium',
  description: 'The minimal Notion blog: one centred column, a blurred sticky header, titles, dates and summaries.',
  cardPalette: {
    light: { background: '#ffffff', text: '#000000', muted: '#4b5563', accent: '#000000', onAccent: '#ffffff' },
    dark: { background: '#000000', text: '#d1d5db', muted: '#9ca3af', accent: '#d1d5db', onAccent: '#000000' }
  },
  config: NOBELIUM_CONFIG
})
