import { useState } from 'react'
import { isNearBottom } from '@/components/list/is-near-bottom'
import { lazyPart } from '../loading/lazy-part'
import { useScrollValue } from '../hooks/use-scroll-y'
import type { NextPostCardProps } from './NextPostCard.lazy'

export type { NextPostCardProps } from './NextPostCard.lazy'

const Card = lazyPart(() => import('./NextPostCard.lazy').then((m) => m.NextPostCardLink))

const near = (threshold: number) => () =>
  isNearBottom({ scrollY: window.scrollY, viewportHeight: window.innerHeight, pageHeight: document.documentElement.scrollHeight }, threshold)

/**
 * The floating "read next" card: it slides in at a corner once the reader reaches the end of the
 * article and leaves when they scroll back up; out of view it cannot be focused (inert). Nothing of
 * it is drawn or loaded before the reader first gets there.
 */
export function NextPostCard({ next, thresholdPx = 800, classNames = {} }: NextPostCardProps) {
  const {
    root: className = 'fixed bottom-6 right-6 z-20 w-72 rounded-xl border border-gray-200 bg-white p-4 shadow-xl dark:border-gray-700 dark:bg-neutral-900',
    label: labelClassName = 'text-xs font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-400'
  } = classNames
  const shown = useScrollValue(near(thresholdPx), false)
  const [reached, setReached] = useState(false)
  if (shown && !reached) setReached(true)
  if (!next || !reached) return null
  return <Card next={next} shown={shown} classNames={{ root: className, label: labelClassName }} />
}
