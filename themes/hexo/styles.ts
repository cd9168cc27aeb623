/** Class lists hexo's frame and screens share. */

/** A white card of the grey canvas. */
export const CARD = 'rounded-xl bg-white p-5 shadow-md dark:bg-[#101414] dark:shadow-none'

/** The canvas's row: the content column and the card sidebar (stacked on phones). */
export const CANVAS = 'mx-auto flex w-full max-w-[84rem] flex-1 flex-col gap-5 px-3 pb-12 sm:px-6 lg:flex-row lg:items-start lg:px-8 xl:px-24'

/** The content column beside the sidebar. */
export const COLUMN = 'min-w-0 max-w-4xl flex-1'
