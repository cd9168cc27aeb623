/**
 * The look of a header's drop-down: a menu's sub-menu panel (NavItem) and the language menu
 * (LangSwitch) open as the same white card of entries, so a header's drop-downs read as one kind.
 */
export const DROP_DOWN_PANEL = 'absolute z-30 mt-2 min-w-40 rounded-md border border-gray-200 bg-white p-2 shadow-lg dark:border-gray-700 dark:bg-neutral-900'

/** One entry of a drop-down panel. */
export const DROP_DOWN_ENTRY = 'block rounded px-2 py-1 hover:bg-gray-100 dark:hover:bg-gray-800'
