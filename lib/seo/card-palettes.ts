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

/**
 * A theme's colours for its social cards (its manifest's `cardPalette`), so drawing a card loads no
 * theme code. A theme's own page colour is the ground, its accent the rule; where a theme's look
 * names no text colour, Tailwind's gray-900 / gray-100 (and gray-600 / gray-400 for the muted line)
 * stand in. Every pair reads at WCAG AA (a test checks every theme's).
 */
export interface CardPalette {
  light: CardColors
  dark: CardColors
}
