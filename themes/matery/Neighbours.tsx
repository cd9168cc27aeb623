import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { MateryCard } from './MateryCard'

/** A post's previous and next posts as matery's picture cards, each under its "← previous" / "next →" label. */
export function Neighbours({ prev, next }: { prev: PostSummary | null; next: PostSummary | null }) {
  const { t } = useGlobal()
  return (
    <nav aria-label={`${t.COMMON.PREV_POST} / ${t.COMMON.NEXT_POST}`} className="grid gap-4 sm:grid-cols-2">
      {[prev, next].map((neighbour, column) =>
        neighbour ? (
          <div key={neighbour.id} className="flex flex-col gap-2">
            <p className="px-1 text-sm font-medium text-gray-600 dark:text-gray-400">{column === 0 ? `← ${t.COMMON.PREV_POST}` : `${t.COMMON.NEXT_POST} →`}</p>
            <MateryCard post={neighbour} column={column} />
          </div>
        ) : (
          <span key={column} />
        )
      )}
    </nav>
  )
}
