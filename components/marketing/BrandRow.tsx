import { cx } from '@/components/cx'
import { safeUrl } from '@/lib/urls/safe-url'
import { SiteLink } from '../nav/SiteLink'
import type { Brand } from './types'

export type BrandRowSlot = 'root' | 'item' | 'image'

export interface BrandRowProps {
  brands: readonly Brand[]
  /** The row's accessible name ("Who uses it"). */
  label: string
  classNames?: Partial<Record<BrandRowSlot, string>>
}

/** A row of partner logos, each linked when it has an address; its dark-mode logo in dark mode. */
export function BrandRow({ brands, label, classNames = {} }: BrandRowProps) {
  if (brands.length === 0) return null
  return (
    <ul aria-label={label} className={cx('flex flex-wrap items-center justify-center gap-8', classNames.root)}>
      {brands.map((brand, index) => {
        const light = safeUrl(brand.image, 'image')
        const dark = safeUrl(brand.imageDark, 'image') ?? light
        const logo = (
          <>
            {light && <img src={light} alt={brand.name} loading="lazy" className={cx('h-10 w-auto', dark !== light && 'dark:hidden', classNames.image)} />}
            {dark && dark !== light && <img src={dark} alt={brand.name} loading="lazy" className={cx('hidden h-10 w-auto dark:block', classNames.image)} />}
            {!light && brand.name}
          </>
        )
        return (
          <li key={`${brand.name}-${index}`} className={classNames.item}>
            {brand.url ? <SiteLink href={brand.url}>{logo}</SiteLink> : logo}
          </li>
        )
      })}
    </ul>
  )
}
