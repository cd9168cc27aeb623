import { useGlobal } from '@/lib/global/context'
import type { PostLink } from '@/lib/site/types'
import { cx } from '@/lib/ui/cx'
import { isNearBottom } from '@/lib/ui/is-near-bottom'
import { PostCover } from './PostCover'
import { SiteLink } from './SiteLink'
import { useScrollValue } from './use-scroll-y'

export interface NextPostCardProps {
  next: PostLink | null
  /** How near the page's end (px) the card slides in: about when the comments come into view. */
  thresholdPx?: number
  /** The card's place and look; it slides up and fades in. */
  className?: string
  labelClassName?: string
}

const near = (threshold: number) => () =>
  isNearBottom({ scrollY: window.scrollY, viewportHeight: window.innerHeight, pageHeight: document.documentElement.scrollHeight }, threshold)

/**
 * The floating "read next" card: it slides in at a corner once the reader reaches the end of the
 * article and leaves when they scroll back up; out of view it cannot be focused (inert).
 */
export function NextPostCard({
  next,
  thresholdPx = 800,
  className = 'fixed bottom-6 right-6 z-20 w-72 rounded-xl border border-gray-200 bg-white p-4 shadow-xl dark:border-gray-700 dark:bg-neutral-900',
  labelClassName = 'text-xs font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-400'
}: NextPostCardProps) {
  const { t } = useGlobal()
  const shown = useScrollValue(near(thresholdPx), false)
  if (!next) return null
  return (
    <SiteLink
      href={next.href}
      inert={!shown}
      data-shown={shown}
      className={cx(
        'flex items-center gap-3 transition duration-300 motion-reduce:transition-none',
        shown ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-6 opacity-0',
        className
      )}
    >
      {next.pageCoverThumbnail && <PostCover src={next.pageCoverThumbnail} className="h-14 w-14 shrink-0 rounded-md object-cover" />}
      <span className="flex min-w-0 flex-col gap-1">
        <span className={labelClassName}>{t.KIT.READ_NEXT}</span>
        <span className="line-clamp-2 font-semibold">{next.title}</span>
      </span>
    </SiteLink>
  )
}
