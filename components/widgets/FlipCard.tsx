import type { ReactNode } from 'react'
import { cx } from '@/components/cx'
import { SiteLink } from '../nav/SiteLink'
import type { Slots } from '../slots'

export interface FlipCardProps {
  href: string
  /** The front's big line and the smaller one under it. */
  title: string
  subtitle?: string
  /** The back's words: where the link goes ("join the community"). */
  back: string
  /** A large faint picture in the front's corner. */
  icon?: ReactNode
  /** A small prompt under the lines ("Touch me"), in a pill. */
  hint?: string
  /**
   * `root`: the link (its height); `front` and `back`: the two faces (their colours and rounding);
   * `title`, `subtitle`: the front's lines.
   */
  classNames?: Slots<'root' | 'front' | 'back' | 'title' | 'subtitle'>
}

/**
 * A card that turns over under the pointer (or keyboard focus) to show where it leads (heo's "touch
 * me" card): a heading and a line on the front, the link's words on the back. Reduced motion: it
 * still turns, without the animation.
 */
export function FlipCard({ href, title, subtitle, back, icon, hint, classNames = {} }: FlipCardProps) {
  return (
    <SiteLink href={href} data-flip-card="" className={cx('group block h-32 [perspective:1000px]', classNames.root)}>
      <span className="relative block h-full w-full transition-transform duration-700 [transform-style:preserve-3d] group-hover:[transform:rotateY(180deg)] group-focus-visible:[transform:rotateY(180deg)] motion-reduce:transition-none">
        <span className={cx('absolute inset-0 flex flex-col justify-center overflow-hidden p-5 [backface-visibility:hidden]', classNames.front)}>
          <span className={classNames.title ?? 'text-2xl font-extrabold'}>{title}</span>
          {subtitle && <span className={classNames.subtitle ?? 'text-sm opacity-90'}>{subtitle}</span>}
          {hint && <span className="mt-1 self-start rounded-full border border-white/60 px-3 py-0.5 text-xs uppercase tracking-wide">{hint}</span>}
          {icon}
        </span>
        <span className={cx('absolute inset-0 flex items-center justify-center text-xl font-extrabold [backface-visibility:hidden] [transform:rotateY(180deg)]', classNames.back)}>{back}</span>
      </span>
    </SiteLink>
  )
}
