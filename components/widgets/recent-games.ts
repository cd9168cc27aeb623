import { safeUrl } from '@/lib/urls/safe-url'

/** A game a visitor played, as remembered in their browser: enough to draw its tile again. */
export interface RecentGame {
  /** The game's page on this site (`/article/orbit`): its identity in the list. */
  href: string
  title: string
  /** Its cover, or empty. */
  cover: string
}

/** The localStorage key of the list. */
export const RECENT_GAMES_KEY = 'quire:recently-played'

/** How many games the list keeps, newest first. */
export const RECENT_GAMES_MAX = 12

function isRecentGame(value: unknown): value is RecentGame {
  if (!value || typeof value !== 'object') return false
  const game = value as Record<string, unknown>
  return typeof game.href === 'string' && typeof game.title === 'string' && typeof game.cover === 'string'
}

/**
 * The stored list, read defensively: anything that is not a list of games (old formats, hand
 * edits, another site's value) reads as empty; entries whose page is not a site path or whose
 * cover is not an image address are dropped, so the list can never smuggle in a link elsewhere.
 */
export function parseRecentGames(raw: string | null): RecentGame[] {
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  const games: RecentGame[] = []
  for (const entry of parsed) {
    if (!isRecentGame(entry) || !entry.href.startsWith('/') || safeUrl(entry.href) === null) continue
    if (games.some((game) => game.href === entry.href)) continue
    games.push({ href: entry.href, title: entry.title, cover: safeUrl(entry.cover, 'image') ?? '' })
  }
  return games.slice(0, RECENT_GAMES_MAX)
}

/** The list after playing `game`: it moves (or is added) to the front, the oldest falls off past `max`. */
export function addRecentGame(games: readonly RecentGame[], game: RecentGame, max = RECENT_GAMES_MAX): RecentGame[] {
  return [game, ...games.filter((entry) => entry.href !== game.href)].slice(0, max)
}

/** The list without the game at `href`. */
export function removeRecentGame(games: readonly RecentGame[], href: string): RecentGame[] {
  return games.filter((entry) => entry.href !== href)
}
