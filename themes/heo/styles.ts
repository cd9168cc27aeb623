/** Class lists heo's frame and screens share. */

/** A white rounded card of the pale canvas, its border turning indigo (amber in dark mode) on hover. */
export const CARD = 'rounded-xl border border-gray-200 bg-white transition-colors hover:border-indigo-600 dark:border-neutral-700 dark:bg-[#1e1e1e] dark:hover:border-yellow-600'

/** The width of the header, hero and content row: 86rem. */
export const INNER = 'mx-auto w-full max-w-[86rem] px-4 sm:px-6'

/** Indigo text on hover (amber in dark mode). */
export const HOVER_ACCENT = 'hover:text-indigo-600 dark:hover:text-yellow-500'

/** A round 40px ghost button of the header. */
export const ROUND = 'flex h-10 w-10 items-center justify-center rounded-full hover:bg-black/10 dark:hover:bg-white/10'
