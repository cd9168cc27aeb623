import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import type { PostLink } from '@/lib/site/types'
import type { Slots } from '../slots'
import { PostCover } from '../media/PostCover'
import { SiteLink } from '../nav/SiteLink'
import { useTransitionPhase } from '../hooks/use-transition-phase'

export interface NextPostCardProps {
  next: PostLink | null
  /** How near the page's end (px) the card slides in: about when the comments come into view. */
  thresholdPx?: number
  /** `root`: the card's place and look (it slides up and fades in); `label`: "Read next". */
  classNames?: Slots<'root' | 'label'>
}

/** The card NextPostCard shows, in a chunk fetched when the reader first nears the end of a post. */
export function NextPostCardLink({ next, shown, classNames }: { next: NonNullable<NextPostCardProps['next']>; shown: boolean; classNames: Required<NonNullable<NextPostCardProps['classNames']>> }) {
  const { root: className, label: labelClassName } = classNames
  const { t } = useGlobal()
  // Mounted as the reader arrives: it starts hidden and slides in on the next frames.
  const visible = useTransitionPhase(shown, 300, { appear: true }) === 'visible'
  return (
    <SiteLink
      href={next.href}
      inert={!visible}
      data-shown={visible}
      className={cx(
        'flex items-center gap-3 transition duration-300 motion-reduce:transition-none',
        visible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-6 opacity-0',
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
