/** Class lists matery's frame and screens share. */

/** A white Material card on the grey page. */
export const CARD = 'rounded-xl bg-white p-5 shadow-md dark:bg-[#101414] dark:shadow-none md:p-6'

/** A card's heading with its icon. */
export const CARD_TITLE = 'mb-4 flex items-center gap-2 text-xl font-semibold'

/** Indigo pills (tags), white text; Notion's colours give way to the theme's. */
export const PILL = 'rounded-xl !bg-indigo-700 px-3 py-1 text-sm !text-white hover:!bg-indigo-900 dark:!bg-indigo-800 dark:hover:!bg-indigo-600'

/** The smaller pills of a card's foot. */
export const PILL_SMALL = 'rounded-xl !bg-indigo-700 px-2.5 py-0.5 text-xs !text-white hover:!bg-indigo-900 dark:!bg-indigo-800 dark:hover:!bg-indigo-600'

/** A folder link of the category cards. */
export const FOLDER = 'rounded-md px-3 py-1.5 hover:bg-indigo-700 hover:text-white'
