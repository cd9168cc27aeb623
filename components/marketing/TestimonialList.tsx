import { useRef } from 'react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { safeUrl } from '@/lib/urls/safe-url'
import { ChevronLeftIcon, ChevronRightIcon } from '../site/Icons'
import { SiteLink } from '../nav/SiteLink'
import type { Testimonial } from './types'

export type TestimonialListSlot = 'root' | 'track' | 'item' | 'stars' | 'quote' | 'person' | 'avatar' | 'name' | 'role' | 'handle' | 'controls' | 'control'

export interface TestimonialListProps {
  items: readonly Testimonial[]
  /** `cards`: all side by side in a row that scrolls, with previous / next buttons; `stack`: one under another. */
  variant?: 'cards' | 'stack'
  /** Stars drawn over each quote (0 for none). */
  stars?: number
  /** With `cards`, the scrolling row's accessible name. */
  label?: string
  classNames?: Partial<Record<TestimonialListSlot, string>>
}

/** What customers said: each quote with the person's picture, name, role and handle. */
export function TestimonialList({ items, variant = 'stack', stars = 0, label, classNames = {} }: TestimonialListProps) {
  const { t } = useGlobal()
  const track = useRef<HTMLUListElement>(null)
  if (items.length === 0) return null
  const cards = variant === 'cards'
  const scroll = (direction: 1 | -1) => {
    const list = track.current
    if (!list) return
    const card = list.firstElementChild as HTMLElement | null
    list.scrollBy({ left: direction * (card?.offsetWidth ?? list.clientWidth), behavior: 'smooth' })
  }
  return (
    <div className={classNames.root}>
      {/* A row that scrolls sideways takes focus, so a keyboard can scroll it too. */}
      <ul ref={track} tabIndex={cards ? 0 : undefined} aria-label={cards ? label : undefined} className={cx(cards ? 'flex snap-x snap-mandatory gap-6 overflow-x-auto pb-4 [scrollbar-width:none]' : 'flex flex-col gap-8', classNames.track)}>
        {items.map((item, index) => {
          const avatar = safeUrl(item.avatar, 'image')
          return (
            <li key={`${item.name}-${index}`} className={cx(cards && 'shrink-0 snap-start', classNames.item)}>
              <figure className="flex h-full flex-col">
                {stars > 0 && (
                  <p aria-hidden="true" className={cx('mb-4 tracking-widest', classNames.stars)}>
                    {'★'.repeat(stars)}
                  </p>
                )}
                <blockquote className={cx('flex-1', classNames.quote)}>{item.quote}</blockquote>
                <figcaption className={cx('mt-6 flex items-center gap-3', classNames.person)}>
                  {avatar && <img src={avatar} alt="" loading="lazy" width={48} height={48} className={cx('h-12 w-12 rounded-full object-cover', classNames.avatar)} />}
                  <span>
                    <span className={cx('block font-bold', classNames.name)}>{item.name}</span>
                    <span className={cx('block text-sm', classNames.role)}>
                      {item.role}
                      {item.handle && item.url && (
                        <>
                          {item.role && ' · '}
                          <SiteLink href={item.url} className={cx('underline underline-offset-2', classNames.handle)}>
                            {item.handle}
                          </SiteLink>
                        </>
                      )}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
      {cards && items.length > 1 && (
        <div className={cx('mt-6 flex justify-center gap-4', classNames.controls)}>
          <button type="button" aria-label={t.KIT.PREV_ITEM} onClick={() => scroll(-1)} className={classNames.control}>
            <ChevronLeftIcon className="h-5 w-5" />
          </button>
          <button type="button" aria-label={t.KIT.NEXT_ITEM} onClick={() => scroll(1)} className={classNames.control}>
            <ChevronRightIcon className="h-5 w-5" />
          </button>
        </div>
      )}
    </div>
  )
}
