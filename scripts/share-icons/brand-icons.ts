/**
 * The brand marks of the share bar, from simple-icons: one SVG file per brand in
 * public/share-icons/ (each icon's own file, as simple-icons publishes it) and their colours in
 * components/share/share-brands.json. The browser draws each mark from its file, as a mask painted
 * in the glyph colour, so no path data rides in a script: ten marks are 8 kB of paths, 5.4 kB
 * gzipped, which the post's share chunk carried when it drew them itself.
 *
 *   npx tsx scripts/share-icons/write-brand-icons.ts   (after updating simple-icons)
 *
 * A test (__tests__/scripts/share-icons/brand-icons.test.ts) checks the files in the repository
 * are what this writes, so they cannot drift from the package.
 */
import { siFacebook, siLine, siMessenger, siQq, siReddit, siSinaweibo, siTelegram, siWechat, siWhatsapp, siX } from 'simple-icons'
import type { ShareService } from '@/lib/urls/share-url'

/** The services whose mark is a brand's, and the simple-icons icon of each. */
const BRAND_ICONS = {
  wechat: siWechat,
  qq: siQq,
  weibo: siSinaweibo,
  facebook: siFacebook,
  twitter: siX,
  telegram: siTelegram,
  messenger: siMessenger,
  line: siLine,
  reddit: siReddit,
  whatsapp: siWhatsapp
} as const satisfies Partial<Record<ShareService, { hex: string; svg: string }>>

export type BrandService = keyof typeof BRAND_ICONS

/** Where the marks are served from, under public/. */
export const BRAND_ICON_DIR = 'share-icons'

/** The files to write, by path under the repository: each mark's SVG, and the table of colours. */
export function brandIconFiles(): Record<string, string> {
  const files: Record<string, string> = {}
  const colours: Record<string, string> = {}
  for (const [service, icon] of Object.entries(BRAND_ICONS)) {
    files[`public/${BRAND_ICON_DIR}/${service}.svg`] = `${icon.svg}\n`
    colours[service] = `#${icon.hex.toUpperCase()}`
  }
  files['components/share/share-brands.json'] = `${JSON.stringify(colours, null, 2)}\n`
  return files
}
