import { Rss } from 'lucide-react'
import { FlipCard } from '@/components/widgets/FlipCard'
import { SiteStats } from '@/components/widgets/SiteStats'
import { StaticLatestPosts } from '@/components/widgets/StaticLatestPosts'
import { StaticTagList } from '@/components/list/StaticTagList'
import { useGlobal } from '@/components/site/context'
import { CARD, HOVER_ACCENT } from './styles'
import { useHeoConfig } from './use-heo-config'

/** The sidebar's lower cards: the flip card, the latest posts with thumbnails, the tag cloud over the site's numbers. */
export function SidebarMore() {
  const { site } = useGlobal()
  const heo = useHeoConfig()
  return (
    <>
      {heo.HEO_SOCIAL_CARD && (
        <FlipCard
          href={heo.HEO_SOCIAL_CARD_URL}
          title={heo.HEO_SOCIAL_CARD_TITLE_1}
          subtitle={heo.HEO_SOCIAL_CARD_TITLE_2}
          back={heo.HEO_SOCIAL_CARD_TITLE_3}
          icon={<Rss aria-hidden="true" className="absolute -bottom-4 -right-2 size-24 opacity-20" />}
          classNames={{ front: 'rounded-xl bg-indigo-600 text-white dark:bg-yellow-600 dark:text-black', back: 'rounded-xl bg-[#4259ef] text-white dark:bg-yellow-500 dark:text-black' }}
        />
      )}
      <StaticLatestPosts
        classNames={{ root: `${CARD} p-4`, title: 'mb-3 font-bold', list: 'flex flex-col gap-3', item: 'flex items-center gap-3 [&_img]:h-14 [&_img]:w-20 [&_img]:rounded-lg [&_img]:object-cover', link: `line-clamp-2 text-sm font-semibold ${HOVER_ACCENT}` }}
      />
      <div className={`${CARD} p-4`}>
        <StaticTagList tags={site.tags.slice(0, 60)} classNames={{ chip: 'rounded-md px-2 py-0.5 text-xs' }} />
        <hr className="my-4 border-dashed border-gray-300 dark:border-neutral-600" />
        <SiteStats classNames={{ title: 'sr-only', row: 'flex justify-between gap-4 py-0.5 text-gray-700 dark:text-gray-300' }} />
      </div>
    </>
  )
}
