import { createHash } from 'node:crypto'
import type { SocialCardSpec } from './social-card-spec'

/**
 * The drawing's own version: part of every card's key, so a change to the layout or its fonts
 * draws every card anew instead of serving old pictures under new pages. Raise it with any such change.
 */
export const CARD_DESIGN_VERSION = 1

/**
 * A card's name in the card store and in its URL: a hash of what it shows (its spec), of the
 * versions of the files it draws from this site (`assetVersions`: a local cover edited in place
 * keeps its path), and of the design. Equal keys are equal pictures, so an unchanged post keeps its
 * card and a changed one gets a new URL no social network has cached.
 */
export function socialCardKey(spec: SocialCardSpec, assetVersions: Readonly<Record<string, string>> = {}): string {
  const assets = Object.keys(assetVersions)
    .sort()
    .map((ref) => [ref, assetVersions[ref]])
  return createHash('sha256')
    .update(JSON.stringify([CARD_DESIGN_VERSION, spec, assets]))
    .digest('hex')
    .slice(0, 24)
}
