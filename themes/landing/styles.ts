/** Class lists landing's frame and screens share (Simple Light: white, gray-900, blue-600, a blue-to-teal accent). */

/** The page's width. */
export const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6'

/** The blue-to-teal gradient written into a headline's letters. */
export const GRADIENT_TEXT = 'bg-gradient-to-r from-blue-600 to-teal-600 bg-clip-text text-transparent dark:from-blue-400 dark:to-teal-300'

/** The primary (blue) and secondary (dark) buttons. */
export const BUTTON_BLUE = 'inline-flex items-center justify-center rounded-md bg-blue-600 px-6 py-3 font-medium text-white shadow-sm transition hover:bg-blue-700 dark:bg-blue-500 dark:text-gray-950 dark:hover:bg-blue-400'
export const BUTTON_DARK = 'inline-flex items-center justify-center rounded-md bg-gray-900 px-6 py-3 font-medium text-white shadow-sm transition hover:bg-gray-800 dark:bg-gray-100 dark:text-gray-900 dark:hover:bg-white'

/** Screens other than home: under the fixed header. */
export const SCREEN = 'mx-auto w-full max-w-6xl px-4 pb-20 pt-28 sm:px-6 md:pt-36'

/** A screen's heading. */
export const SCREEN_TITLE = 'mb-8 text-4xl font-extrabold tracking-tight md:text-5xl'

/** A field of the theme: square-ish, grey border, blue focus. */
export const INPUT = 'w-full rounded-md border border-gray-300 bg-white px-4 py-3 text-gray-900 placeholder-gray-500 focus:border-blue-600 focus:outline-none dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:placeholder-gray-400'
