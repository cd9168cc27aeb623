/** Where cards are served: `/og/{key}.png`, one route for every site (pages/og/[card].tsx). */
export const SOCIAL_CARD_ROUTE = '/og'

/** Cards are 1200×630, the size Open Graph and Twitter's large summary card show uncropped. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const

const CARD_FILE = /^([0-9a-f]{24})\.png$/

/** The site path of card `key`. */
export function socialCardPath(key: string): string {
  return `${SOCIAL_CARD_ROUTE}/${key}.png`
}

/** The key in a card's file name (`{key}.png`), or null for anything else. */
export function socialCardKeyOf(fileName: string): string | null {
  return CARD_FILE.exec(fileName)?.[1] ?? null
}
