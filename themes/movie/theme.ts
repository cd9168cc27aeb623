import { defineThemeManifest } from '@/lib/themes/manifest'
import MOVIE_CONFIG from './config'

/** The movie theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'movie',
  description: 'A poster wall: covers as posters with details on hover, posts led by their video or cover.',
  cardPalette: {
    light: { background: '#ffffff', text: '#111827', muted: '#4b5563', accent: '#22c55e', onAccent: '#111827' },
    dark: { background: '#2a2a2a', text: '#f3f4f6', muted: '#a3a3a3', accent: '#4ade80', onAccent: '#2a2a2a' }
  },
  config: MOVIE_CONFIG
})
