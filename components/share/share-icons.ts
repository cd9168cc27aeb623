import { Link as LinkIcon, type LucideIcon, Mail as MailIcon } from 'lucide-react'
import type { ShareService } from '@/lib/urls/share-url'
import BRAND_COLOURS from './share-brands.json'

/**
 * How a share button draws its service: a brand's mark from simple-icons, served as a file
 * (public/share-icons/<service>.svg, written with its colour in share-brands.json by
 * scripts/share-icons) and drawn as a mask in the glyph colour, so no path data rides in a
 * script; a lucide icon for what is not a brand (copy the link, email); and for LinkedIn, which
 * simple-icons removed at LinkedIn's request and lucide never had, the two letters of its mark set
 * as text in a 24×24 box.
 */
export type ShareGlyph = { kind: 'mark'; file: string } | { kind: 'lucide'; icon: LucideIcon } | { kind: 'letters'; letters: string }

export interface ShareIcon {
  /** The button's background, #rrggbb: the brand's colour, or a neutral grey for link and email. */
  background: string
  glyph: ShareGlyph
}

function brand(service: keyof typeof BRAND_COLOURS): ShareIcon {
  return { background: BRAND_COLOURS[service], glyph: { kind: 'mark', file: `/share-icons/${service}.svg` } }
}

/** The grey of the two services that are no brand; white on it reads at 4.8:1. */
const NEUTRAL = '#5F6B7A'

export const SHARE_ICONS: Readonly<Record<ShareService, ShareIcon>> = {
  link: { background: NEUTRAL, glyph: { kind: 'lucide', icon: LinkIcon } },
  wechat: brand('wechat'),
  qq: brand('qq'),
  weibo: brand('weibo'),
  email: { background: NEUTRAL, glyph: { kind: 'lucide', icon: MailIcon } },
  facebook: brand('facebook'),
  twitter: brand('twitter'),
  telegram: brand('telegram'),
  messenger: brand('messenger'),
  line: brand('line'),
  reddit: brand('reddit'),
  whatsapp: brand('whatsapp'),
  // LinkedIn's published brand blue.
  linkedin: { background: '#0A66C2', glyph: { kind: 'letters', letters: 'in' } }
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * White or black, whichever stands out more on `background`. Brand colours run from near black (X)
 * to light greens (WeChat, WhatsApp) where white reads under 3:1; the better of the two is never
 * under 4.5:1 for any colour, so every glyph reads at the text ratio.
 */
export function glyphColor(background: string): '#FFFFFF' | '#000000' {
  const luminance = relativeLuminance(background)
  const onWhite = 1.05 / (luminance + 0.05)
  const onBlack = (luminance + 0.05) / 0.05
  return onWhite >= onBlack ? '#FFFFFF' : '#000000'
}
