import { useGlobal } from '@/lib/global/context'
import { ArrowUpIcon } from './Icons'

/** Scrolls smoothly back to the top of the page. */
export function BackToTop({ className, showLabel = false }: { className?: string; showLabel?: boolean }) {
  const { t } = useGlobal()
  return (
    <button
      type="button"
      aria-label={t.COMMON.BACK_TO_TOP}
      title={t.COMMON.BACK_TO_TOP}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={className}
    >
      <ArrowUpIcon className="mx-auto h-5 w-5" />
      {showLabel && <span className="text-xs">{t.COMMON.BACK_TO_TOP}</span>}
    </button>
  )
}
