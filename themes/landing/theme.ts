import { defineThemeManifest } from '@/lib/themes/manifest'
import LANDING_CONFIG from './config'

/** The landing theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'landing',
  description: 'A product landing page: hero, features, pricing, testimonials and a newsletter, with the blog inside.',
  cardPalette: {
    light: { background: '#ffffff', text: '#111827', muted: '#4b5563', accent: '#2563eb', onAccent: '#ffffff' },
    dark: { background: '#000000', text: '#f3f4f6', muted: '#9ca3af', accent: '#3b82f6', onAccent: '#000000' }
  },
  config: LANDING_CONFIG
})
