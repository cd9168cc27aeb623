import { useGlobal } from '@/lib/global/context'
import { ArrowDownIcon, ArrowUpIcon } from './Icons'
import { ToolButton } from './ToolButton'

export interface ScrollButtonProps {
  className?: string
  showLabel?: boolean
  iconClassName?: string
}

/** Scrolls smoothly back to the top of the page. */
export function BackToTop({ className, showLabel = false, iconClassName = 'mx-auto h-5 w-5' }: ScrollButtonProps) {
  const { t } = useGlobal()
  return (
    <ToolButton
      label={t.COMMON.BACK_TO_TOP}
      icon={<ArrowUpIcon className={iconClassName} />}
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
