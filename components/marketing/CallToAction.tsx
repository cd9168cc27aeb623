import type { ReactNode } from 'react'
import { cx } from '@/components/cx'
import { SiteLink } from '../nav/SiteLink'

export type CallToActionSlot = 'root' | 'title' | 'titleLight' | 'text' | 'button'

export interface CallToActionProps {
  title: string
  /** A second, lighter part of the title; none without. */
  titleLight?: string
  text?: string
  button?: string
  url?: string
  classNames?: Partial<Record<CallToActionSlot, string>>
  /** After the button: a form, a second button. */
  children?: ReactNode
}

/** A band that asks for one action: the title (bold, then light), a line of text and a button. */
export function CallToAction({ title, titleLight, text, button, url, classNames = {}, children }: CallToActionProps) {
  return (
    <div className={cx('text-center', classNames.root)}>
      <h2 className={cx('text-3xl font-bold', classNames.title)}>
        {title}
        {titleLight && <span className={cx('block font-light', classNames.titleLight)}>{titleLight}</span>}
      </h2>
      {text && <p className={cx('mx-auto mt-4 max-w-2xl', classNames.text)}>{text}</p>}
      {button && url && (
        <SiteLink href={url} className={cx('mt-8 inline-block font-semibold', classNames.button)}>
          {button}
        </SiteLink>
      )}
      {children}
    </div>
  )
}
