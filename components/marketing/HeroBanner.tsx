import type { ReactNode } from 'react'
import { cx } from '@/components/cx'
import { safeUrl } from '@/lib/urls/safe-url'
import { SiteLink } from '../nav/SiteLink'

export type HeroBannerSlot = 'root' | 'inner' | 'title' | 'text' | 'actions' | 'figure' | 'image'

export interface HeroAction {
  text: string
  href: string
  className: string
}

export interface HeroBannerProps {
  title: string
  text?: string
  /** The buttons under the text, in order; one without text is left out. */
  actions: HeroAction[]
  /** The product picture under the buttons, as the owner wrote it (checked here); none without. */
  image?: string
  imageAlt?: string
  classNames?: Partial<Record<HeroBannerSlot, string>>
  /** Drawn first inside the section, behind the content: shapes, washes. */
  backdrop?: ReactNode
  /** Drawn over the picture, inside its frame: a play pill, dot squares. Only with a picture. */
  children?: ReactNode
}

/**
 * A marketing page's first screen: the page's one h1, a lead, a row of buttons and the product
 * picture, which is the page's largest paint and so is fetched first. Each theme gives its colours
 * and shapes through the slots.
 */
export function HeroBanner({ title, text, actions, image, imageAlt = '', classNames = {}, backdrop, children }: HeroBannerProps) {
  const src = safeUrl(image, 'image')
  const buttons = actions.filter((action) => action.text)
  return (
    <section className={cx('relative', classNames.root)}>
      {backdrop}
      <div className={cx('text-center', classNames.inner)}>
        <h1 className={cx('mx-auto', classNames.title)}>{title}</h1>
        {text && <p className={cx('mx-auto mt-6', classNames.text)}>{text}</p>}
        {buttons.length > 0 && (
          <div className={cx('flex justify-center', classNames.actions)}>
            {buttons.map((action) => (
              <SiteLink key={action.href + action.text} href={action.href} className={action.className}>
                {action.text}
              </SiteLink>
            ))}
          </div>
        )}
        {src && (
          <div className={cx('relative mx-auto', classNames.figure)}>
            <img src={src} alt={imageAlt} width={768} height={432} fetchPriority="high" className={cx('w-full', classNames.image)} />
            {children}
          </div>
        )}
      </div>
    </section>
  )
}
