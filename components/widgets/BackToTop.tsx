import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { ArrowDownIcon, ArrowUpIcon } from '../site/Icons'
import { ToolButton } from './ToolButton'
import type { Slots } from '../slots'
import { useReadingProgress } from '../post/use-reading-progress'
import { useScrolledPast } from '../hooks/use-scroll-y'

export interface ScrollButtonProps {
  showLabel?: boolean
  /** `root`: the button; `icon`: the arrow. */
  classNames?: Slots<'root' | 'icon'>
}

export interface BackToTopProps extends Omit<ScrollButtonProps, 'classNames'> {
  /**
   * `root`: the button; `icon`: the arrow; `percent`: how far the page is read ("42%"), shown beside
   * the arrow only when this slot is given (e.g. phones only).
   */
  classNames?: Slots<'root' | 'icon' | 'percent'>
}

/** The page's reading percentage, for a back-to-top button; out of the accessible name, which stays the label. */
function ReadPercent({ className }: { className: string }) {
  const percent = useReadingProgress()
  return (
    <span aria-hidden="true" className={className}>
      {percent}%
    </span>
  )
}

/** Scrolls smoothly back to the top of the page. */
export function BackToTop({ showLabel = false, classNames = {} }: BackToTopProps) {
  const { root: className, icon: iconClassName = 'mx-auto h-5 w-5', percent: percentClassName } = classNames
  const { t } = useGlobal()
  const arrow = <ArrowUpIcon className={iconClassName} />
  return (
    <ToolButton
      label={t.COMMON.BACK_TO_TOP}
      icon={
        percentClassName === undefined ? (
          arrow
        ) : (
          <>
            <ReadPercent className={percentClassName} />
            {arrow}
          </>
        )
      }
      showLabel={showLabel}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      classNames={{ root: className }}
    />
  )
}

export interface FadingBackToTopProps extends BackToTopProps {
  /** px scrolled before the button shows. */
  showAfter: number
}

/**
 * A floating back-to-top button that fades in once the page is scrolled past `showAfter`; until
 * then it is see-through and lets the pointer pass, yet a keyboard reader can still reach it, and
 * it shows while focused.
 */
export function FadingBackToTop({ showAfter, classNames = {}, ...props }: FadingBackToTopProps) {
  const scrolled = useScrolledPast(showAfter)
  return (
    <BackToTop
      {...props}
      classNames={{
        ...classNames,
        root: cx(classNames.root, scrolled ? 'opacity-100' : 'pointer-events-none opacity-0 focus-visible:pointer-events-auto focus-visible:opacity-100')
      }}
    />
  )
}

/** Scrolls smoothly to the end of the page (the footer). */
export function ScrollToBottom({ showLabel = false, classNames = {} }: ScrollButtonProps) {
  const { root: className, icon: iconClassName = 'mx-auto h-5 w-5' } = classNames
  const { t } = useGlobal()
  return (
    <ToolButton
      label={t.KIT.SCROLL_TO_BOTTOM}
      icon={<ArrowDownIcon className={iconClassName} />}
      showLabel={showLabel}
      onClick={() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' })}
      classNames={{ root: className }}
    />
  )
}
