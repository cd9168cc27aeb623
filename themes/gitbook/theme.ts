import { defineThemeManifest } from '@/lib/themes/manifest'
import GITBOOK_CONFIG from './config'

/** The gitbook theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'gitbook',
  description: 'A documentation site: a navigation tree of posts by category, the document, and "on this page".',
  cardPalette: {
    light: { background: '#ffffff', text: '#000000', muted: '#4b5563', accent: '#22c55e', onAccent: '#000000' },
    dark: { background: '#000000', text: '#f3f4f6', muted: '#9ca3af', accent: '#eab308', onAccent: '#000000' }
  },
  config: GITBOOK_CONFIG,
  homeDocumentKey: 'GITBOOK_INDEX_PAGE'
})
