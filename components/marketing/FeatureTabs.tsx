import { useState } from 'react'
import { cx } from '@/components/cx'
import { safeUrl } from '@/lib/urls/safe-url'
import { MarketingIcon } from './MarketingIcon'
import type { FeatureItem } from './types'

export type FeatureTabsSlot = 'root' | 'list' | 'tab' | 'active' | 'title' | 'text' | 'icon' | 'figure' | 'image'

export interface FeatureTabsProps {
  items: readonly FeatureItem[]
  /** The group's accessible name. */
  label: string
  classNames?: Partial<Record<FeatureTabsSlot, string>>
}

/**
 * Features as a stack of buttons beside a picture: choosing one shows its picture (faded in). The
 * buttons say which is chosen (aria-pressed); every picture is in the page, the others hidden, so
 * a choice shows at once.
 */
export function FeatureTabs({ items, label, classNames = {} }: FeatureTabsProps) {
  const [chosen, setChosen] = useState(0)
  if (items.length === 0) return null
  return (
    <div className={cx('grid gap-8 md:grid-cols-2 md:items-center', classNames.root)}>
      <div role="group" aria-label={label} className={cx('flex flex-col gap-3', classNames.list)}>
        {items.map((item, index) => (
          <button
            key={`${item.title}-${index}`}
            type="button"
            aria-pressed={index === chosen}
            onClick={() => setChosen(index)}
            className={cx('flex items-center justify-between gap-4 text-left', classNames.tab, index === chosen && classNames.active)}
          >
            <span>
              <span className={cx('block font-bold', classNames.title)}>{item.title}</span>
              <span className={cx('block', classNames.text)}>{item.text}</span>
            </span>
            {item.icon && (
              <span className={classNames.icon}>
                <MarketingIcon name={item.icon} className="h-4 w-4" />
              </span>
            )}
          </button>
        ))}
      </div>
      <div className={cx('relative', classNames.figure)}>
        {items.map((item, index) => {
          const src = safeUrl(item.image, 'image')
          if (!src) return null
          return (
            <img
              key={`${item.title}-${index}`}
              src={src}
              alt={item.title}
              loading="lazy"
              hidden={index !== chosen}
              className={cx('w-full', classNames.image)}
            />
          )
        })}
      </div>
    </div>
  )
}
