/** Class lists commerce's frame and screens share. */

/** A white panel with a thin border and square corners. */
export const PANEL = 'border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-[#101414] md:p-8'

/** A heading over a red 2 px rule. */
export const RULED = 'mb-5 border-b-2 border-[#D2232A] pb-2 text-xl font-bold'

/** Red words on white or on #101414 that still read (the brand red is too dark on black). */
export const RED_TEXT = 'text-[#D2232A] dark:text-red-400'

/** A link that turns red under the pointer. */
export const RED_HOVER = 'hover:text-[#D2232A] dark:hover:text-red-400'
