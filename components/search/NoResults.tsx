import { useGlobal } from '@/components/site/context'

/** "No results found." for an empty list, quoting the search text when there is one. */
export function NoResults({ keyword, className = 'py-8 text-gray-600 dark:text-gray-400' }: { keyword?: string; className?: string }) {
  const { t } = useGlobal()
  return (
    <p role="status" className={className}>
      {t.COMMON.NO_RESULTS_FOUND}
      {keyword && <span className="ml-1 font-medium text-gray-900 dark:text-gray-100">“{keyword}”</span>}
    </p>
  )
}
