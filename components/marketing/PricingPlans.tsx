import { cx } from '@/components/cx'
import { SiteLink } from '../nav/SiteLink'
import type { PricingPlan } from './types'

export type PricingPlansSlot = 'root' | 'plan' | 'featured' | 'tag' | 'name' | 'price' | 'amount' | 'currency' | 'period' | 'featuresTitle' | 'features' | 'feature' | 'button'

export interface PricingPlansProps {
  plans: readonly PricingPlan[]
  /** A heading over each plan's list of features ("What you get"); none without. */
  featuresTitle?: string
  classNames?: Partial<Record<PricingPlansSlot, string>>
}

/** Price plans as cards: name, price and period, the features, a button; a tagged plan is marked and raised. */
export function PricingPlans({ plans, featuresTitle, classNames = {} }: PricingPlansProps) {
  if (plans.length === 0) return null
  return (
    <ul className={cx('grid gap-8 md:grid-cols-3', classNames.root)}>
      {plans.map((plan, index) => (
        <li key={`${plan.name}-${index}`} className={cx('relative flex flex-col', classNames.plan, plan.tag && classNames.featured)}>
          {plan.tag && <p className={cx('absolute right-4 top-4 text-xs font-semibold', classNames.tag)}>{plan.tag}</p>}
          <h3 className={cx('font-semibold', classNames.name)}>{plan.name}</h3>
          <p className={cx('mt-3 flex items-baseline gap-1', classNames.price)}>
            {plan.currency && <span className={classNames.currency}>{plan.currency}</span>}
            <span className={cx('text-4xl font-extrabold', classNames.amount)}>{plan.price}</span>
            {plan.period && <span className={classNames.period}>{plan.period}</span>}
          </p>
          {featuresTitle && <p className={cx('mt-6 font-semibold', classNames.featuresTitle)}>{featuresTitle}</p>}
          <ul className={cx('mt-4 flex flex-1 flex-col gap-2', classNames.features)}>
            {plan.features.map((feature) => (
              <li key={feature} className={classNames.feature}>
                {feature}
              </li>
            ))}
          </ul>
          {plan.button && plan.url && (
            <SiteLink href={plan.url} className={cx('mt-8 block text-center font-semibold', classNames.button)}>
              {plan.button}
            </SiteLink>
          )}
        </li>
      ))}
    </ul>
  )
}
