import { useGlobal } from '@/lib/global/context'
import { ArrowDownIcon, ArrowUpIcon } from './Icons'
import { ToolButton } from './ToolButton'
import { useReadingProgress } from './use-reading-progress'

export interface ScrollButtonProps {
  className?: string
  showLabel?: boolean
  iconClassName?: string
}

export interface BackToTopProps extends ScrollButtonProps {
  /** Also show how far the page is read ("42%") beside the arrow, with these classes (e.g. phones only). */
  percentClassName?: string
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
export function BackToTop({ className, showLabel = false, iconClassName = 'mx-auto h-5 w-5', percentClassName }: BackToTopProps) {
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
      className={className}
    />
  )
}

/** Scrolls smoothly to the end of the page (the footer). */
export function ScrollToBottom({ className, showLabel = false, iconClassName = 'mx-auto h-5 w-5' }: ScrollButtonProps) {
  const { t } = useGlobal()
  return (
    <ToolButton
      label={t.KIT.SCROLL_TO_BOTTOM}
      icon={<ArrowDownIcon className={iconClassName} />}
      showLabel={showLabel}
      onClick={() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' })}
      className={className}
    />
  )
}
