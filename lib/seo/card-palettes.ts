import type { ThemeName } from '@/themes/types'

/** The four colours a social card is drawn in, as CSS hex colours. */
export interface CardColors {
  /** The card's ground: the theme's page or card colour. */
  background: string
  /** The title. */
  text: string
  /** The site's name and address under the title. */
  muted: string
  /** The rule across the card and the square of the monogram that stands in for an icon that cannot be drawn. */
  accent: string
  /** The monogram's letter, on the accent: the ground colour, or the text colour where the accent is too light for it. */
  onAccent: string
}

export interface CardPalette {
  light: CardColors
  dark: CardColors
}

/**
 * Each theme's colours for its social cards, as data (from the themes' briefs, "Visual style"), so
 * drawing a card loads no theme code. A theme's own page colour is the ground, its accent the rule;
 * where a brief names no text colour, Tailwind's gray-900 / gray-100 (and gray-600 / gray-400 for the
 * muted line) stand in, as in the themes built so far. Every pair reads at WCAG AA (a test checks).
 */
export const CARD_PALETTES: Readonly<Record<ThemeName, CardPalette>> = {
  commerce: {
    light: { background: '#f5f5f5', text: '#2a2a2a', muted: '#525252', accent: '#d2232a', onAccent: '#f5f5f5' },
    dark: { background: '#101414', text: '#f5f5f5', muted: '#a3a3a3', accent: '#ef4444', onAccent: '#101414' }
  },
  example: {
    light: { background: '#ffffff', text: '#111827', muted: '#4b5563', accent: '#111827', onAccent: '#ffffff' },
    dark: { background: '#0a0a0a', text: '#f3f4f6', muted: '#9ca3af', accent: '#f3f4f6', onAccent: '#0a0a0a' }
  },
  fukasawa: {
    light: { background: '#ffffff', text: '#000000', muted: '#4b5563', accent: '#3b82f6', onAccent: '#ffffff' },
    dark: { background: '#111827', text: '#d1d5db', muted: '#9ca3af', accent: '#3b82f6', onAccent: '#111827' }
  },
  game: {
    light: { background: '#ffffff', text: '#111827', muted: '#4b5563', accent: '#22c55e', onAccent: '#111827' },
    dark: { background: '#000000', text: '#f3f4f6', muted: '#9ca3af', accent: '#22c55e', onAccent: '#000000' }
  },
  gitbook: {
    light: { background: '#ffffff', text: '#000000', muted: '#4b5563', accent: '#22c55e', onAccent: '#000000' },
    dark: { background: '#000000', text: '#f3f4f6', muted: '#9ca3af', accent: '#eab308', onAccent: '#000000' }
  },
  heo: {
    light: { background: '#f7f9fe', text: '#1e1e1e', muted: '#4b5563', accent: '#4f65f0', onAccent: '#f7f9fe' },
    dark: { background: '#18171d', text: '#f7f7fa', muted: '#a1a1aa', accent: '#ca8a04', onAccent: '#18171d' }
  },
  hexo: {
    light: { background: '#f5f5f5', text: '#111827', muted: '#4b5563', accent: '#6366f1', onAccent: '#f5f5f5' },
    dark: { background: '#000000', text: '#f3f4f6', muted: '#9ca3af', accent: '#928cee', onAccent: '#000000' }
  },
  landing: {
    light: { background: '#ffffff', text: '#111827', muted: '#4b5563', accent: '#2563eb', onAccent: '#ffffff' },
    dark: { background: '#000000', text: '#f3f4f6', muted: '#9ca3af', accent: '#3b82f6', onAccent: '#000000' }
  },
  magzine: {
    light: { background: '#f6f6f1', text: '#000000', muted: '#4b5563', accent: '#62ba6b', onAccent: '#000000' },
    dark: { background: '#101414', text: '#f6f6f1', muted: '#a3a3a3', accent: '#7be986', onAccent: '#101414' }
  },
  matery: {
    light: { background: '#ffffff', text: '#111827', muted: '#4b5563', accent: '#4338ca', onAccent: '#ffffff' },
    dark: { background: '#000000', text: '#f3f4f6', muted: '#9ca3af', accent: '#818cf8', onAccent: '#000000' }
  },
  medium: {
    light: { background: '#ffffff', text: '#111827', muted: '#4b5563', accent: '#111827', onAccent: '#ffffff' },
    dark: { background: '#0a0a0a', text: '#f3f4f6', muted: '#9ca3af', accent: '#f3f4f6', onAccent: '#0a0a0a' }
  },
  movie: {
    light: { background: '#ffffff', text: '#111827', muted: '#4b5563', accent: '#22c55e', onAccent: '#111827' },
    dark: { background: '#2a2a2a', text: '#f3f4f6', muted: '#a3a3a3', accent: '#4ade80', onAccent: '#2a2a2a' }
  },
  nav: {
    light: { background: '#fbfbfb', text: '#171717', muted: '#525252', accent: '#262626', onAccent: '#fbfbfb' },
    dark: { background: '#171717', text: '#e5e5e5', muted: '#a3a3a3', accent: '#a3a3a3', onAccent: '#171717' }
  },
  next: {
    light: { background: '#eeedee', text: '#000000', muted: '#404040', accent: '#4e80ee', onAccent: '#eeedee' },
    dark: { background: '#000000', text: '#f3f4f6', muted: '#9ca3af', accent: '#4e80ee', onAccent: '#000000' }
  },
  nobelium: {
    light: { background: '#ffffff', text: '#000000', muted: '#4b5563', accent: '#000000', onAccent: '#ffffff' },
    dark: { background: '#000000', text: '#d1d5db', muted: '#9ca3af', accent: '#d1d5db', onAccent: '#000000' }
  },
  plog: {
    light: { background: '#ffffff', text: '#000000', muted: '#4b5563', accent: '#1d4ed8', onAccent: '#ffffff' },
    dark: { background: '#000000', text: '#f3f4f6', muted: '#9ca3af', accent: '#3b82f6', onAccent: '#000000' }
  },
  simple: {
    light: { background: '#ffffff', text: '#276077', muted: '#4b5563', accent: '#dd3333', onAccent: '#ffffff' },
    dark: { background: '#000000', text: '#d1d5db', muted: '#9ca3af', accent: '#dd3333', onAccent: '#000000' }
  },
  starter: {
    light: { background: '#f9fafb', text: '#111928', muted: '#637381', accent: '#3758f9', onAccent: '#f9fafb' },
    dark: { background: '#212b36', text: '#f9fafb', muted: '#8899a8', accent: '#3758f9', onAccent: '#f9fafb' }
  }
}
