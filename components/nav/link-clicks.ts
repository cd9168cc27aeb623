
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

/** A theme's name as the registry spells them: lowercase letters. */
const THEME_NAME_SHAPE = /^[a-z]{1,32}$/

/**
 * The `?theme=` of a router query when it is shaped like a theme's name, else undefined. The
 * registry's names are not checked here: lib does not import themes/, and the browser's registry
 * (themes/index.ts) imports components that carry links; GlobalProvider shows the configured theme
 * for a name that is no theme.
 */
export function themeQueryOf(query: Record<string, string | string[] | undefined>): string | undefined {
  const theme = Array.isArray(query.theme) ? query.theme[0] : query.theme
  return theme && THEME_NAME_SHAPE.test(theme) ? theme : undefined
}
