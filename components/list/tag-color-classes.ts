/**
 * Tailwind classes for each Notion option color, light and dark. Written out in full so Tailwind's
 * scanner sees every class; the dark shades keep text readable on the dark background (WCAG AA).
 */
const TAG_COLOR_CLASSES = {
  default: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-200',
  gray: 'bg-gray-200 text-gray-800 dark:bg-gray-700 dark:text-gray-100',
  brown: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  orange: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-200',
  green: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  purple: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
  pink: 'bg-pink-100 text-pink-800 dark:bg-pink-950 dark:text-pink-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
} as const

export type NotionColor = keyof typeof TAG_COLOR_CLASSES

/** Classes for a Notion option color (`blue`, `blue_background` alike); unknown colors look like `default`. */
export function tagColorClasses(color: string | null | undefined): string {
  const name = (color ?? '').replace(/_background$/, '') as NotionColor
  return TAG_COLOR_CLASSES[name] ?? TAG_COLOR_CLASSES.default
}
