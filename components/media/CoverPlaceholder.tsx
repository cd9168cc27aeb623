import { cx } from '@/components/cx'
import { PostIcon } from '../post/PostIcon'

/** Soft two-stop washes a coverless card can wear; a post keeps the same one on every visit. */
const WASHES = [
  'from-indigo-500 to-sky-400',
  'from-rose-500 to-orange-400',
  'from-emerald-600 to-teal-400',
  'from-violet-600 to-fuchsia-400',
  'from-amber-500 to-yellow-300',
  'from-slate-600 to-slate-400'
] as const

/** The wash a text picks: the same text, the same colours. */
export function placeholderWash(seed: string): string {
  let sum = 0
  for (const char of seed) sum = (sum * 31 + char.codePointAt(0)!) % 9973
  return WASHES[sum % WASHES.length]!
}

export interface CoverPlaceholderProps {
  /** Picks the colours (a post's title). */
  seed: string
  /** Drawn large in the middle: the post's page icon, else the first letter of the seed. */
  icon?: string
  className?: string
}

/**
 * What stands where a cover would be when a post has none: a diagonal wash of two colours chosen
 * by the post's title, with its icon or initial faint in the middle, so a grid of covers keeps its
 * rhythm. Decorative: the title next to it names the post.
 */
export function CoverPlaceholder({ seed, icon, className }: CoverPlaceholderProps) {
  const initial = Array.from(seed.trim())[0]?.toUpperCase() ?? ''
  return (
    <div aria-hidden="true" data-placeholder="" className={cx('flex items-center justify-center bg-gradient-to-br text-white', placeholderWash(seed), className)}>
      <span className="text-5xl font-bold opacity-60 select-none">{icon ? <PostIcon icon={icon} className="h-16 w-16 object-contain" /> : initial}</span>
    </div>
  )
}
