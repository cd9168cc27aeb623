import { defineThemeManifest } from '@/lib/themes/manifest'
import SIMPLE_CONFIG from './config'

/** The simple theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'simple',
  description: 'A classic single-column blog: the title and menu at the top, a plain list, quiet typography.',
  cardPalette: {
    light: { background: '#ffffff', text: '#276077', muted: '#4b5563', accent: '#dd3333', onAccent: '#ffffff' },
    dark: { background: '#000000', text: '#d1d5db', muted: '#9ca3af', accent: '#dd3333', onAccent: '#000000' }
  },
  config: SIMPLE_CONFIG
})
