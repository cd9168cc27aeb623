import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'

/** A thin bar across the top of the window while a route loads. */
export function LoadingBar({ className = 'bg-blue-600 dark:bg-blue-400' }: { className?: string }) {
  const { loading, t } = useGlobal()
  if (!loading) return null
  return (
    <div role="progressbar" aria-label={t.COMMON.LOADING} className={cx('fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse', className)} />
  )
}
