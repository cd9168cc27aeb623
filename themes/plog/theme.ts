import { defineThemeManifest } from '@/lib/themes/manifest'
import PLOG_CONFIG from './config'

/** The plog theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'plog',
  description: 'A photo blog: posts as a grid of their cover photographs, each opening large with its title over it.',
  cardPalette: {
    light: { background: '#ffffff', text: '#000000', muted: '#4b5563', accent: '#1d4ed8', onAccent: '#ffffff' },
    dark: { background: '#000000', text: '#f3f4f6', muted: '#9ca3af', accent: '#3b82f6', onAccent: '#000000' }
  },
  config: PLOG_CONFIG
})
