/** simple's underline that grows from the left in red on hover (links of the menu, titles and meta). */
export const GROW_UNDERLINE =
  'bg-[linear-gradient(#dd3333,#dd3333)] bg-[length:0%_2px] bg-left-bottom bg-no-repeat pb-0.5 transition-[background-size] duration-300 hover:bg-[length:100%_2px] motion-reduce:transition-none'

/** Titles in simple's teal blue, light grey in dark mode. */
export const TITLE_COLOR = 'text-[#276077] dark:text-gray-300'
