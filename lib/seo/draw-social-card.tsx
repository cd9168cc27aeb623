import { ImageResponse } from 'next/og'
import { cardFonts } from './card-fonts'
import { SOCIAL_CARD_SIZE } from './social-card-path'
import type { SocialCardSpec } from './social-card-spec'

/** The images a card draws, as data URLs (loadCardImage), or null for none. */
export interface CardImages {
  icon: string | null
  cover: string | null
}

export interface DrawnCard {
  png: Buffer
  /** Characters of the card's text no font of the card draws, left out of the picture. */
  missing: string[]
}

const PADDING = 64
const COVER_HEIGHT = 250
const ICON_SIZE = 56

/**
 * Title size by length, so a short title fills the card and a long one still fits: with a cover
 * there is room for three lines, without one for four (a longer title is cut with an ellipsis).
 * A CJK character is about twice as wide as a Latin letter, so it counts twice.
 */
function titleSize(title: string, withCover: boolean): number {
  let width = 0
  for (const char of title) width += (char.codePointAt(0) ?? 0) > 0x2e80 ? 2 : 1
  const steps: Array<[number, number]> = withCover
    ? [[36, 64], [64, 54], [96, 46]]
    : [[28, 84], [56, 70], [96, 58], [140, 50]]
  return steps.find(([upTo]) => width <= upTo)?.[1] ?? (withCover ? 40 : 44)
}

/** The text without the characters no font draws. */
function drawable(text: string, missing: ReadonlySet<string>): string {
  if (missing.size === 0) return text
  return [...text].filter((char) => !missing.has(char)).join('').replace(/\s+/g, ' ').trim()
}

/**
 * A social card as a 1200×630 PNG, drawn by next/og (satori lays it out, resvg or sharp paints it):
 * the cover as a band across the top when there is one, a rule in the theme's accent, the title
 * large in the middle, then the site's icon (or its initial), name and address, in the theme's colours. Only the bundled font is used, so nothing is fetched:
 * a character it has no glyph for (an emoji) is left out and reported in `missing`.
 */
export async function drawSocialCard(spec: SocialCardSpec, images: CardImages, root?: string): Promise<DrawnCard> {
  const { fonts, family, missing } = cardFonts([spec.title, spec.description, spec.siteName, spec.host].join(' '), root)
  const leftOut = new Set(missing)
  const title = drawable(spec.title, leftOut)
  const description = drawable(spec.description, leftOut)
  const siteName = drawable(spec.siteName, leftOut)
  const { colors } = spec
  const withCover = Boolean(images.cover)
  const initial = [...siteName][0]?.toUpperCase() ?? ''
  const card = (
    <div style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', backgroundColor: colors.background, color: colors.text, fontFamily: family }}>
      {images.cover && (
        <img src={images.cover} alt="" width={SOCIAL_CARD_SIZE.width} height={COVER_HEIGHT} style={{ objectFit: 'cover' }} />
      )}
      <div style={{ display: 'flex', height: withCover ? 8 : 16, backgroundColor: colors.accent }} />
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: `32px ${PADDING}px 48px` }}>
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'center', paddingBottom: 24 }}>
          <div style={{ display: 'block', fontSize: titleSize(title, withCover), lineHeight: 1.18, lineClamp: withCover ? 3 : 4 }}>{title}</div>
          {description && <div style={{ display: 'block', marginTop: 20, fontSize: 30, lineHeight: 1.35, color: colors.muted, lineClamp: 2 }}>{description}</div>}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 30 }}>
          {images.icon ? (
            <img src={images.icon} alt="" width={ICON_SIZE} height={ICON_SIZE} style={{ borderRadius: 12, objectFit: 'contain' }} />
          ) : (
            <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: ICON_SIZE, height: ICON_SIZE, borderRadius: 12, backgroundColor: colors.accent, color: colors.onAccent }}>
              {initial}
            </div>
          )}
          <div style={{ display: 'flex', marginLeft: 20, flex: 1 }}>{siteName}</div>
          {spec.host && <div style={{ display: 'flex', color: colors.muted, fontSize: 26 }}>{spec.host}</div>}
        </div>
      </div>
    </div>
  )
  const response = new ImageResponse(card, { ...SOCIAL_CARD_SIZE, fonts })
  return { png: Buffer.from(await response.arrayBuffer()), missing }
}
