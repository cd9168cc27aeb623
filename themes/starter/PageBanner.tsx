import type { ReactNode } from 'react'
import { cx } from '@/components/cx'
import { BANNER_TITLE, BODY, CONTAINER } from './styles'

/** The head of every screen but home: a centred 40 px title, a line under it, and a gradient hairline. */
export function PageBanner({ title, text }: { title: ReactNode; text?: string }) {
  return (
    <div className={cx(BANNER_TITLE, 'relative bg-white pb-14 pt-16 dark:bg-[#111928]')}>
      <div className={CONTAINER}>
        <h1>{title}</h1>
        {text && <p className={cx('mx-auto mt-4 max-w-2xl text-base font-normal', BODY)}>{text}</p>}
      </div>
    </div>
  )
}
