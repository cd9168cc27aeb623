import { defineThemeManifest } from '@/lib/themes/manifest'
import GAME_CONFIG from './config'

/** The game theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'game',
  description: 'A web-game portal: every post a game, played in a frame, with recently played games remembered.',
  cardPalette: {
    light: { background: '#ffffff', text: '#111827', muted: '#4b5563', accent: '#22c55e', onAccent: '#111827' },
    dark: { background: '#000000', text: '#f3f4f6', muted: '#9ca3af', accent: '#22c55e', onAccent: '#000000' }
  },
  config: GAME_CONFIG
})
