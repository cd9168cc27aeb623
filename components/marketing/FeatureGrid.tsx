import { cx } from '@/components/cx'
import { SiteLink } from '../nav/SiteLink'
import { MarketingIcon } from './MarketingIcon'
import type { FeatureItem } from './types'

export type FeatureGridSlot = 'root' | 'item' | 'iconBox' | 'icon' | 'title' | 'text' | 'link'

export interface FeatureGridProps {
  items: readonly FeatureItem[]
  classNames?: Partial<Record<FeatureGridSlot, string>>
}

/** Features as a grid of cards: each its icon (when named), title, text and link (when given). */
export function FeatureGrid({ items, classNames = {} }: FeatureGridProps) {
  if (items.length === 0) return null
  return (
    <ul className={cx('grid gap-8 sm:grid-cols-2 lg:grid-cols-3', classNames.root)}>
      {items.map((item, index) => (
        <li key={`${item.title}-${index}`} className={classNames.item}>
          {item.icon && (
            <span className={cx('mb-4 inline-flex', classNames.iconBox)}>
              <MarketingIcon name={item.icon} className={classNames.icon} />
            </span>
          )}
          <h3 className={cx('text-lg font-bold', classNames.title)}>{item.title}</h3>
          {item.text && <p className={cx('mt-2', classNames.text)}>{item.text}</p>}
          {item.url && item.linkText && (
            <SiteLink href={item.url} className={cx('mt-4 inline-block font-medium', classNames.link)}>
              {item.linkText}
            </SiteLink>
          )}
        </li>
      ))}
    </ul>
  )
}
