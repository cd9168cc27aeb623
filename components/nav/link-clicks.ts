import { THEME_NAMES } from '@/themes/types'

/** The parts of a click (a React or a DOM event) that say whether the browser should handle it itself. */
interface ClickLike {
  defaultPrevented: boolean
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/**
 * A click on `anchor` the router may take: the main button with no modifier (new tab, window,
 * download), not already handled, and no other target.
 */
export function isPlainClick(event: ClickLike, anchor: Element): boolean {
  const target = anchor.getAttribute('target')
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self')
  )
}

/** The `?theme=` of a router query when it names a theme, else undefined. */
export function themeQueryOf(query: Record<string, string | string[] | undefined>): string | undefined {
  const theme = Array.isArray(query.theme) ? query.theme[0] : query.theme
  return theme && (THEME_NAMES as readonly string[]).includes(theme) ? theme : undefined
}
