import { useEffect, useState } from 'react'
import { cx } from '@/components/cx'
import { SiteLink } from '../nav/SiteLink'
import { useReducedMotion } from '../hooks/use-reduced-motion'
import type { Slots } from '../slots'

export interface TickerItem {
  title: string
  /** Where the notice leads; none draws it as plain text. */
  url?: string
}

export interface NoticeTickerProps {
  items: readonly TickerItem[]
  /** How long each notice stays, in ms, before the next one rolls up. */
  intervalMs?: number
  /** The window: one line tall, the others clipped away. */
  /** `root`: the ticker's window; `item`: each notice. */
  classNames?: Slots<'root' | 'item'>
}

/**
 * One line that rolls through short notices, each sliding up after the last (heo's "now" bar, a
 * news strip). The hidden ones cannot be focused (inert); with reduced motion they swap without
 * sliding, and a hovered or focused ticker holds still so its link can be clicked.
 */
export function NoticeTicker({ items, intervalMs = 3000, classNames = {} }: NoticeTickerProps) {
  const { root: className, item: itemClassName } = classNames
  const [index, setIndex] = useState(0)
  const [held, setHeld] = useState(false)
  const reduced = useReducedMotion()
  const count = items.length
  useEffect(() => {
    if (count < 2 || held) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => window.clearInterval(timer)
  }, [count, held, intervalMs])
  if (count === 0) return null
  const shown = index % count
  return (
    <div
      className={cx('relative h-6 overflow-hidden', className)}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <ul className={cx('flex h-full flex-col', !reduced && 'transition-transform duration-500')} style={{ transform: `translateY(-${shown * 100}%)` }}>
        {items.map((item, k) => (
          <li key={`${k}-${item.title}`} inert={k !== shown} className="flex h-full shrink-0 items-center">
            {item.url ? (
              <SiteLink href={item.url} className={cx('truncate', itemClassName)}>
                {item.title}
              </SiteLink>
            ) : (
              <span className={cx('truncate', itemClassName)}>{item.title}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
