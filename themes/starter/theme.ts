import { address, frameAddress, wholeNumber } from '@/lib/config/rules'
import { defineThemeManifest } from '@/lib/themes/manifest'
import STARTER_CONFIG from './config'

/** The starter theme as data (no React): the registry (themes/manifests.ts) reads this. */
export default defineThemeManifest({
  name: 'starter',
  description: 'A SaaS starter site: hero, features, about, pricing, team, FAQ and contact, with the blog inside.',
  cardPalette: {
    light: { background: '#f9fafb', text: '#111928', muted: '#637381', accent: '#3758f9', onAccent: '#f9fafb' },
    dark: { background: '#212b36', text: '#f9fafb', muted: '#8899a8', accent: '#3758f9', onAccent: '#f9fafb' }
  },
  config: STARTER_CONFIG,
  configRules: {
    STARTER_BLOG_COUNT: wholeNumber(1, 12),
    STARTER_CONTACT_MSG_EXTERNAL_URL: frameAddress,
    STARTER_SIGN_FORGOT_URL: address('link', 'an http(s) URL or a site path')
  }
})
