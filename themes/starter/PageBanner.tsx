import type { ReactNode } from 'react'
import { cx } from '@/components/cx'
import { BODY, CONTAINER } from './styles'

/** The head of every screen but home: a centred 40 px title, a line under it, and a gradient hairline. */
export function PageBanner({ title, text }: { title: ReactNode; text?: string }) {
  return (
    <div className="relative bg-white pb-14 pt-16 text-center dark:bg-[#111928]">
      <div className={CONTAINER}>
        <h1 className="text-3xl font-semibold text-[#111928] sm:text-4xl lg:text-[40px] dark:text-white">{title}</h1>
        {text && <p className={cx('mx-auto mt-4 max-w-2xl text-base', BODY)}>{text}</p>}
      </div>
      <span aria-hidden="true" className="absolute inset-x-0 bottom-0 h-px bg-gradient-to-r from-[#DFE4EA]/0 via-[#DFE4EA] to-[#DFE4EA]/0 dark:via-[#374151]" />
    </div>
  )
}
