import { useCallback, useMemo } from 'react'
import { useStoredValue, writeStored, readStored } from '@/components/site/use-stored-value'
import { addRecentGame, parseRecentGames, RECENT_GAMES_KEY, removeRecentGame, type RecentGame } from '@/components/widgets/recent-games'

/**
 * The games this browser played, newest first, kept in localStorage: empty on the server and while
 * hydrating, then the stored list; `add` moves a game to the front, `remove` forgets one. Every
 * reader in the tab (and other tabs) sees changes at once.
 */
export function useRecentlyPlayed() {
  const raw = useStoredValue(RECENT_GAMES_KEY)
  const games = useMemo(() => parseRecentGames(raw), [raw])
  const add = useCallback((game: RecentGame) => {
    writeStored(RECENT_GAMES_KEY, JSON.stringify(addRecentGame(parseRecentGames(readStored(RECENT_GAMES_KEY)), game)))
  }, [])
  const remove = useCallback((href: string) => {
    writeStored(RECENT_GAMES_KEY, JSON.stringify(removeRecentGame(parseRecentGames(readStored(RECENT_GAMES_KEY)), href)))
  }, [])
  return { games, add, remove }
}
