import type { Appearance } from '@/conf/site'
import { isImageIcon } from '@/lib/notion/render/is-image-icon'
import type { CardColors, CardPalette } from './card-palettes'

/** Everything a social card shows: two cards with equal specs are the same picture. */
export interface SocialCardSpec {
  /** The post's title, or the site's on its own card. */
  title: string
  /** A line under the title: the site's description on the site's card, empty on a post's. */
  description: string
  siteName: string
  /** The site's address as readers type it: `blog.example.com`. */
  host: string
  /** The site's icon as an image (a site path or URL); empty draws its initial instead (an emoji icon has no font here). */
  icon: string
  /** A cover image above the title (a site path or URL), or empty. */
  cover: string
  colors: CardColors
}

export interface SocialCardInput {
  title: string
  description?: string
  siteName: string
  /** The site's configured LINK. */
  link: string
  icon: string
  cover?: string
  /** The palette of the theme the site is drawn in (its manifest's). */
  palette: CardPalette
  /** Dark draws the dark palette; light and auto the light one (a card is one picture for every reader). */
  appearance: Appearance
}

function hostOf(link: string): string {
  try {
    return new URL(link).host
  } catch {
    return ''
  }
}

/** Only images a card can draw: a site path or an http(s) or data URL. */
function imageOrEmpty(value: string | undefined): string {
  const trimmed = (value ?? '').trim()
  return trimmed && isImageIcon(trimmed) ? trimmed : ''
}

/**
 * Whitespace runs as single spaces (Notion titles may carry line breaks a card would draw as
 * gaps), without invisible format characters (zero-width joiners, variation selectors), which have
 * no glyph and would send next/og to the network for a font.
 */
function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu, '').replace(/\s+/g, ' ').trim()
}

/** The card of a post, a page or the site itself, in the colours of the site's theme. */
export function socialCardSpec(input: SocialCardInput): SocialCardSpec {
  return {
    title: oneLine(input.title) || oneLine(input.siteName),
    description: oneLine(input.description),
    siteName: oneLine(input.siteName),
    host: hostOf(input.link),
    icon: imageOrEmpty(input.icon),
    cover: imageOrEmpty(input.cover),
    colors: input.appearance === 'dark' ? input.palette.dark : input.palette.light
  }
}
