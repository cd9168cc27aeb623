import type { ReactNode } from 'react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { ChevronDownIcon } from '../site/Icons'
import { TypedText } from './TypedText'

export type HeroSlot = 'root' | 'image' | 'shade' | 'content' | 'title' | 'subtitle' | 'start'

export interface HeroProps {
  /** The cover behind the hero (the site's cover, a post's cover); a plain background without. */
  image?: string
  title: ReactNode
  /** A small line above the title (a post's category chip, say). */
  eyebrow?: ReactNode
  /** Greetings typed out under the title (GREETING_WORDS). */
  words?: readonly string[]
  /** A fixed line under the title, instead of or besides the typed words. */
  subtitle?: ReactNode
  /** The cover stays in place while the page scrolls over it (wide screens). */
  fixedImage?: boolean
  /** The id of the content below: a "Start reading" chevron scrolls to it. */
  startTarget?: string
  /** Write "Start reading" above the chevron. */
  startLabel?: boolean
  /** The heading level of the title: 1 on a home whose hero is the page's heading. */
  headingLevel?: 1 | 2
  classNames?: Partial<Record<HeroSlot, string>>
  /** Under the subtitle: buttons, shortcuts. */
  children?: ReactNode
}

/**
 * A banner that opens a page: a cover with a dark shade, the title, typed greetings, whatever the
 * theme adds, and a chevron down to the content. The cover is an <img> fetched at once (it is the
 * first screen's largest paint), not a CSS background.
 */
export function Hero({ image, title, eyebrow, words = [], subtitle, fixedImage = false, startTarget, startLabel = true, headingLevel = 1, classNames = {}, children }: HeroProps) {
  const { t } = useGlobal()
  const Heading = `h${headingLevel}` as const
  return (
    <section className={cx('relative isolate flex flex-col items-center justify-center overflow-hidden bg-black text-center text-white', classNames.root)}>
      {image && (
        <img
          src={image}
          alt=""
          fetchPriority="high"
          decoding="async"
          className={cx('absolute inset-0 -z-20 h-full w-full object-cover', fixedImage && 'lg:fixed', classNames.image)}
        />
      )}
      <div aria-hidden="true" className={cx('absolute inset-0 -z-10 bg-gradient-to-b from-black/50 via-black/20 to-black/60', classNames.shade)} />
      <div className={cx('flex flex-col items-center gap-4 px-4', classNames.content)}>
        {eyebrow}
        <Heading className={cx('text-4xl font-extrabold [text-shadow:0_2px_8px_rgb(0_0_0/0.6)] md:text-5xl', classNames.title)}>{title}</Heading>
        {subtitle && <p className={cx('text-lg [text-shadow:0_1px_4px_rgb(0_0_0/0.6)]', classNames.subtitle)}>{subtitle}</p>}
        {words.length > 0 && <TypedText words={words} classNames={{ root: cx('min-h-[1.75em] text-lg md:text-xl [text-shadow:0_1px_4px_rgb(0_0_0/0.6)]', classNames.subtitle) }} />}
        {children}
      </div>
      {startTarget && (
        <a
          href={`#${startTarget}`}
          className={cx('absolute bottom-6 flex flex-col items-center gap-1 text-sm motion-safe:animate-bounce', classNames.start)}
          aria-label={t.KIT.START_READING}
        >
          {startLabel && <span aria-hidden="true">{t.KIT.START_READING}</span>}
          <ChevronDownIcon className="h-6 w-6" />
        </a>
      )}
    </section>
  )
}
