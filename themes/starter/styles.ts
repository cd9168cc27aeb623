import { cx } from '@/components/cx'

/** Class lists starter's frame and screens share: the TailGrids palette (primary #3758F9, dark #111928, body #637381). */

export const CONTAINER = 'mx-auto w-full max-w-[1170px] px-4'

/** A section's padding. */
export const SECTION = 'py-20 lg:py-[120px]'

/** A home section's column and its centred header: the small blue label, the 40 px title and the grey paragraph (MarketingSection's slots). */
export const SECTION_CLASSES = {
  inner: CONTAINER,
  header: 'mx-auto mb-14 max-w-[540px] text-center',
  eyebrow: 'text-lg font-semibold text-[#3758F9] dark:text-[#8099ff]',
  title: 'text-3xl font-bold leading-tight text-[#111928] sm:text-4xl md:text-[40px] dark:text-white',
  text: 'text-base text-[#637381] dark:text-gray-300'
}

/** The banner's centred 40 px title over a gradient hairline (the hairline needs a positioned box: `relative`). */
export const BANNER_TITLE =
  'text-center text-3xl font-semibold text-[#111928] sm:text-4xl lg:text-[40px] dark:text-white after:absolute after:inset-x-0 after:bottom-0 after:h-px after:bg-gradient-to-r after:from-transparent after:via-[#DFE4EA] after:to-transparent dark:after:via-[#374151]'

/** Grey body text. */
export const BODY = 'text-[#637381] dark:text-gray-300'

/** The blue button. */
export const BUTTON = 'inline-flex items-center justify-center rounded-md bg-[#3758F9] px-7 py-3 text-base font-medium text-white transition hover:bg-[#1B44C8] dark:bg-[#5a76fb] dark:text-[#111928] dark:hover:bg-[#8099ff]'

/** Screens other than home: under the header. */
export const SCREEN = 'mx-auto w-full max-w-[1170px] px-4 pb-20 pt-10'

/** A white card with the soft TailGrids shadow. */
export const CARD = 'rounded-xl bg-white shadow-[0px_3px_20px_rgba(0,0,0,0.08)] dark:bg-[#1F2A37] dark:shadow-none'

export const INPUT = 'w-full rounded-md border border-[#DFE4EA] bg-white px-5 py-3 text-base text-[#111928] placeholder-[#637381] outline-none focus:border-[#3758F9] dark:border-[#374151] dark:bg-[#111928] dark:text-white dark:placeholder-gray-400'

/** The fields, messages and button of starter's forms (MarketingForm's slots): message, sign-in, sign-up. */
export const FORM_CLASSES = {
  fields: 'flex flex-col gap-6',
  label: 'text-sm text-[#637381] dark:text-gray-300',
  input: INPUT,
  error: '!text-[#b91c1c] dark:!text-red-300',
  button: cx(BUTTON, 'w-full disabled:opacity-60'),
  status: 'text-center text-[#111928] dark:text-gray-100'
}
